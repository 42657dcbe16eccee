import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/** 256 nonces' worth of random bytes per refill. */
const POOL_BYTES = NONCE_BYTES * 256;

const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * A fresh Content-Security-Policy nonce: 16 random bytes from the operating system's CSPRNG, in
 * base64 (24 characters). The bytes are drawn 4 KB at a time and each byte is used once, so a page
 * costs no system call of its own (Node's `randomUUID` pools its randomness the same way).
 */
export function cspNonce(): string {
  if (offset + NONCE_BYTES > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

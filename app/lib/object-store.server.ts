import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getEnv, type Env } from "./env.server";

// S3-compatible object storage (AWS S3, MinIO, R2 …), used for stored images when S3_BUCKET is set
// (docs/decisions/0091). Knows nothing of what it stores: keys and bytes.

export type ObjectStore = {
  bucket: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

type S3Settings = Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE">;

const stores = new Map<string, ObjectStore>();

/** The configured object store, or null when images are kept in PostgreSQL (no S3_BUCKET). */
export function configuredObjectStore(settings: S3Settings = getEnv()): ObjectStore | null {
  if (!settings.S3_BUCKET) return null;
  const id = JSON.stringify([settings.S3_BUCKET, settings.S3_ENDPOINT, settings.S3_REGION, settings.S3_ACCESS_KEY_ID, settings.S3_FORCE_PATH_STYLE]);
  let store = stores.get(id);
  if (!store) {
    store = s3Store(settings as S3Settings & { S3_BUCKET: string });
    stores.set(id, store);
  }
  return store;
}

function s3Store(settings: S3Settings & { S3_BUCKET: string }): ObjectStore {
  const client = new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where the API demands them: many S3-compatible services refuse the newer
    // checksum headers and trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A stalled storage service fails the request rather than holding it.
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
  });
  const Bucket = settings.S3_BUCKET;
  return {
    bucket: Bucket,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

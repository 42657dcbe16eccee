import { createHash, randomUUID } from "node:crypto";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { media } from "~/db/schema";
import type { MediaKind } from "~/db/enums";
import { DomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";
import { configuredObjectStore, type ObjectStore } from "~/lib/object-store.server";
import { checkImageBytes, MAX_INPUT_PIXELS } from "./image-check.server";

export { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from "./image-check.server";

// Stored images: photos and signatures from the job sheet (docs/decisions/0091). Every upload is
// checked by its content, then decoded and re-encoded, so nothing of the file but its pixels is kept
// (no EXIF, no GPS position, nothing appended). The bytes live in PostgreSQL, or in S3-compatible
// storage when S3_BUCKET is configured (the row keeps the object's key).

/** The longest side of a stored image, and of its thumbnail. */
export const MAX_SIDE = 1600;
export const THUMB_SIDE = 320;

export type StoredImage = { id: string; width: number; height: number; sizeBytes: number };

/** An image re-encoded for keeping: the picture (JPEG; a signature PNG) and its JPEG thumbnail. */
export type EncodedImage = { data: Buffer; contentType: "image/jpeg" | "image/png"; width: number; height: number; thumb: Buffer };

/**
 * Check an upload (checkImageBytes) and re-encode it: turned upright from its EXIF orientation, at
 * most MAX_SIDE px, every metadata block dropped (sharp writes none unless asked), and a thumbnail.
 */
export async function encodeImage(bytes: Buffer, kind: MediaKind): Promise<EncodedImage> {
  await checkImageBytes(bytes);
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
  try {
    const resized = source().rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const image =
      kind === "signature"
        ? await resized.flatten({ background: "#ffffff" }).png({ compressionLevel: 9, palette: true }).toBuffer({ resolveWithObject: true })
        : await resized.jpeg({ quality: 80, optimiseCoding: true }).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(image.data).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside" }).jpeg({ quality: 70 }).toBuffer();
    return {
      data: image.data,
      contentType: kind === "signature" ? "image/png" : "image/jpeg",
      width: image.info.width,
      height: image.info.height,
      thumb,
    };
  } catch {
    throw new DomainError("invalid", "The image could not be read: it may be damaged.", { reason: "damaged" });
  }
}

/** The object keys of a stored image kept in object storage: the picture, and its thumbnail beside it. */
export function objectKeys(storageKey: string) {
  return { full: storageKey, thumb: `${storageKey}.thumb` };
}

/**
 * Check an uploaded image by its content, re-encode it (encodeImage) and store it with its thumbnail:
 * in object storage when configured, else in PostgreSQL. Refuses (a 400 DomainError) anything that
 * is not a JPEG, PNG or WebP image, more than 15 MB, declaring more than MAX_INPUT_PIXELS pixels, or
 * carrying an archive.
 */
export async function storeImage(
  input: { bytes: Buffer; kind: MediaKind; userId: string | null },
  db: Pick<Database, "insert"> = getDb(),
  store: ObjectStore | null = configuredObjectStore(),
): Promise<StoredImage> {
  const { bytes, kind, userId } = input;
  const image = await encodeImage(bytes, kind);
  const id = randomUUID();
  const common = {
    id,
    kind,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    sizeBytes: image.data.length,
    sha256: createHash("sha256").update(image.data).digest("hex"),
    createdByUserId: userId,
  };
  const returning = { id: media.id, width: media.width, height: media.height, sizeBytes: media.sizeBytes };
  if (!store) {
    const [row] = await db.insert(media).values({ ...common, bytes: image.data, thumbBytes: image.thumb }).returning(returning);
    return row;
  }
  const keys = objectKeys(`media/${id}`);
  await store.put(keys.full, image.data, image.contentType);
  await store.put(keys.thumb, image.thumb, "image/jpeg");
  try {
    const [row] = await db.insert(media).values({ ...common, storageKey: keys.full }).returning(returning);
    return row;
  } catch (err) {
    // No row, so no object either: a half-stored image would be kept for nothing.
    await Promise.all([store.delete(keys.full), store.delete(keys.thumb)]).catch((cause: unknown) => log.warn({ err: cause, key: keys.full }, "media: orphan object left"));
    throw err;
  }
}

/** A stored image's bytes (or its thumbnail's), with its content type. Access is checked by the caller (media-access.server.ts). */
export async function readMediaBytes(
  id: string,
  variant: "full" | "thumb" = "full",
  store: ObjectStore | null = configuredObjectStore(),
): Promise<{ contentType: string; bytes: Buffer; sha256: string } | null> {
  const [row] = await getDb()
    .select({ contentType: media.contentType, sha256: media.sha256, bytes: variant === "full" ? media.bytes : media.thumbBytes, storageKey: media.storageKey })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!row) return null;
  const contentType = variant === "thumb" ? "image/jpeg" : row.contentType;
  if (row.bytes) return { contentType, bytes: row.bytes, sha256: row.sha256 };
  if (!row.storageKey || !store) return null;
  const keys = objectKeys(row.storageKey);
  const bytes = await store.get(variant === "thumb" ? keys.thumb : keys.full);
  return bytes ? { contentType, bytes, sha256: row.sha256 } : null;
}

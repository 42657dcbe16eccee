import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { media } from "~/db/schema";
import type { MediaKind } from "~/db/enums";
import { DomainError } from "~/lib/domain-error";

// Stored images: photos and signatures from the job sheet. Every upload is decoded and re-encoded, so
// nothing of the file but its pixels is kept (no EXIF, no GPS position, nothing appended).

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The longest side of a stored image, and of its thumbnail. */
export const MAX_SIDE = 1600;
export const THUMB_SIDE = 320;
/** Files declaring more pixels than this are refused before their pixels are decoded (a 12-megapixel camera needs 12 million). */
export const MAX_INPUT_PIXELS = 50_000_000;

export type StoredImage = { id: string; width: number; height: number; sizeBytes: number };

/**
 * Check an uploaded image by its content, re-encode it (at most MAX_SIDE px, JPEG; a signature PNG),
 * make a thumbnail and store both. Refuses anything that is not a JPEG, PNG or WebP image, more than
 * 15 MB, or declaring more than MAX_INPUT_PIXELS pixels.
 */
export async function storeImage(
  input: { bytes: Buffer; kind: MediaKind; userId: string | null },
  db: Database = getDb(),
): Promise<StoredImage> {
  const { bytes, kind, userId } = input;
  if (bytes.length === 0) throw new DomainError("invalid", "The file is empty.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new DomainError("invalid", "The image is larger than 15 MB.");
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new DomainError("invalid", "The file is not an image we can read (JPEG, PNG or WebP).");
  }
  if (!meta.format || !["jpeg", "png", "webp"].includes(meta.format)) {
    throw new DomainError("invalid", "The file is not an image we can read (JPEG, PNG or WebP).");
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new DomainError("invalid", "The image is too large in pixels.");
  }
  const pipeline = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
  let image: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    const contentType = kind === "signature" ? "png" : "jpeg";
    image =
      contentType === "png"
        ? await pipeline().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline().jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    thumb = await sharp(image.data).resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: "inside" }).jpeg({ quality: 70 }).toBuffer();
  } catch {
    throw new DomainError("invalid", "The image could not be read: it may be damaged.");
  }
  const [row] = await db
    .insert(media)
    .values({
      kind,
      contentType: kind === "signature" ? "image/png" : "image/jpeg",
      width: image.info.width,
      height: image.info.height,
      sizeBytes: image.data.length,
      sha256: createHash("sha256").update(image.data).digest("hex"),
      bytes: image.data,
      thumbBytes: thumb,
      createdByUserId: userId,
    })
    .returning({ id: media.id, width: media.width, height: media.height, sizeBytes: media.sizeBytes });
  return row;
}

/** A stored image's bytes (or its thumbnail's), with its content type. Access is checked by the caller's owner module. */
export async function readMediaBytes(id: string, variant: "full" | "thumb" = "full"): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await getDb()
    .select({ contentType: media.contentType, bytes: media.bytes, thumbBytes: media.thumbBytes })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  if (!row) return null;
  if (variant === "thumb") return row.thumbBytes ? { contentType: "image/jpeg", bytes: row.thumbBytes } : null;
  return row.bytes ? { contentType: row.contentType, bytes: row.bytes } : null;
}

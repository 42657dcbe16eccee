import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { DomainError } from "~/lib/domain-error";

// What an upload must be before any of its pixels are decoded (docs/decisions/0091): judged by its
// content (magic bytes), never by its name or the type the browser claims.

/** The largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/**
 * Files declaring more pixels than this are refused from their header, before anything is decoded
 * (a 12-megapixel camera needs 12 million; 50 million leaves room for 48-megapixel phones).
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageFormat = "jpeg" | "png" | "webp";

const ACCEPTED: Record<string, ImageFormat> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };
const NOT_READABLE = "The file is not a photo we can read: send a JPEG, PNG or WebP image.";

/** A ZIP archive's end-of-central-directory record, which every ZIP reader looks for in a file's last 64 KB. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_REACH = 22 + 0xffff;

/**
 * Check an upload's bytes: at most MAX_UPLOAD_BYTES; a JPEG, PNG or WebP by its magic bytes (an SVG,
 * an HTML page named .jpg, a HEIC photo, a PDF … refused); no ZIP archive carried with it (an
 * image/archive polyglot); dimensions from its header within MAX_INPUT_PIXELS. Reads only the
 * header: nothing is decoded, so a file declaring 30,000 × 30,000 pixels costs nothing to refuse.
 */
export async function checkImageBytes(bytes: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (bytes.length === 0) throw new DomainError("invalid", "The file is empty.", { reason: "empty" });
  if (bytes.length > MAX_UPLOAD_BYTES) throw new DomainError("invalid", "The image is larger than 15 MB.", { reason: "too_big" });

  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED[detected.mime]) {
    // An SVG is text (XML, often with scripts): say so, whatever the detector called it.
    const head = bytes.subarray(0, 4096).toString("latin1").toLowerCase();
    if (head.includes("<svg")) throw new DomainError("invalid", "SVG drawings are not accepted: send a photo (JPEG, PNG or WebP).", { reason: "svg" });
  }
  if (!detected) throw new DomainError("invalid", NOT_READABLE, { reason: "not_an_image" });
  if (detected.mime === "image/heic" || detected.mime === "image/heif" || detected.mime === "image/avif") {
    throw new DomainError("invalid", "HEIC photos cannot be read here: set the camera to \u201cMost compatible\u201d (JPEG) or send the photo as a JPEG.", {
      reason: "heic",
    });
  }
  const format = ACCEPTED[detected.mime];
  if (!format) throw new DomainError("invalid", NOT_READABLE, { reason: "not_an_image" });
  if (carriesZip(bytes)) {
    throw new DomainError("invalid", "The file carries an archive as well as an image: send the photo on its own.", { reason: "polyglot" });
  }

  let width: number | undefined;
  let height: number | undefined;
  let headerFormat: string | undefined;
  try {
    // metadata() reads the header only: the declared size, without decoding a pixel.
    ({ width, height, format: headerFormat } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new DomainError("invalid", "The image could not be read: it may be damaged.", { reason: "damaged" });
  }
  if (headerFormat !== format || !width || !height) throw new DomainError("invalid", "The image could not be read: it may be damaged.", { reason: "damaged" });
  if (width * height > MAX_INPUT_PIXELS) {
    throw new DomainError("invalid", `The image is too large in pixels (${width} \u00d7 ${height}).`, { reason: "too_many_pixels" });
  }
  return { format, width, height };
}

/** Whether a ZIP archive's directory sits within reach of a ZIP reader at the end of the file. */
function carriesZip(bytes: Buffer) {
  return bytes.subarray(Math.max(0, bytes.length - ZIP_END_REACH)).includes(ZIP_END);
}

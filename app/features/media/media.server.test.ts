import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { media } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { count } from "drizzle-orm";
import { photoJpeg, pngDeclaring, signaturePng, zipOf } from "../../../tests/support/images";
import { MAX_SIDE, readMediaBytes, storeImage } from "./media.server";

async function refusal(bytes: Buffer) {
  const err = await storeImage({ bytes, kind: "photo", userId: null }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

async function mediaRows() {
  const [row] = await getDb().select({ n: count() }).from(media);
  return row.n;
}

describe("storeImage refuses what is not a plain photo, by its content", () => {
  it("refuses a PNG declaring 30,000 × 30,000 pixels from its header, without a memory spike", async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = await mediaRows();
    global.gc?.();
    const rss = process.memoryUsage().rss;
    const err = await refusal(bomb);
    const grown = process.memoryUsage().rss - rss;
    expect(err.reason).toBe("too_many_pixels");
    expect(err.message).toContain("30000 \u00d7 30000");
    // Decoding it would take 30,000 × 30,000 × 3 bytes = 2.7 GB; refusing it takes next to nothing.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    expect(await mediaRows()).toBe(before);
  });

  it("refuses an SVG, even one with a script", async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    const err = await refusal(svg);
    expect(err.reason).toBe("svg");
    expect(err.code).toBe("invalid");
  });

  it("refuses an HTML page named photo.jpg (names are never read)", async () => {
    const err = await refusal(Buffer.from("<!doctype html><html><body><script>fetch('/admin')</script></body></html>"));
    expect(err.reason).toBe("not_an_image");
  });

  it("refuses a JPEG with a ZIP archive appended (a polyglot)", async () => {
    const jpeg = await photoJpeg(320, 240);
    // The JPEG alone is accepted…
    await expect(storeImage({ bytes: jpeg, kind: "photo", userId: null })).resolves.toMatchObject({ width: 320 });
    // …with an archive after its end marker it is not.
    const polyglot = Buffer.concat([jpeg, zipOf("payload.html", Buffer.from("<script>alert(1)</script>"))]);
    const err = await refusal(polyglot);
    expect(err.reason).toBe("polyglot");
  });

  it("refuses more than 15 MB before reading it", async () => {
    const jpeg = await photoJpeg(64, 64);
    const big = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length)]);
    expect(big.length).toBe(15 * 1024 * 1024 + 1);
    const err = await refusal(big);
    expect(err.reason).toBe("too_big");
  });

  it("refuses an empty file, a PDF and a GIF", async () => {
    expect((await refusal(Buffer.alloc(0))).reason).toBe("empty");
    expect((await refusal(Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"))).reason).toBe("not_an_image");
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } }).gif().toBuffer();
    expect((await refusal(gif)).reason).toBe("not_an_image");
  });

  it("refuses a JPEG cut short", async () => {
    const jpeg = await photoJpeg(400, 300);
    const err = await refusal(jpeg.subarray(0, 200));
    expect(err.reason).toBe("damaged");
  });
});

describe("storeImage keeps only the pixels", () => {
  it("drops EXIF and the GPS position, shrinks to 1,600 px and keeps a thumbnail", async () => {
    const camera = await photoJpeg(2400, 1800, { exif: true });
    const original = await sharp(camera).metadata();
    expect(original.exif, "the test photo carries EXIF").toBeDefined();
    expect(original.exif!.includes(Buffer.from("GPS", "latin1")) || original.exif!.length > 100).toBe(true);

    const stored = await storeImage({ bytes: camera, kind: "photo", userId: null });
    expect(stored).toMatchObject({ width: MAX_SIDE, height: 1200 });
    const full = await readMediaBytes(stored.id, "full");
    expect(full?.contentType).toBe("image/jpeg");
    const meta = await sharp(full!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(full!.bytes.includes(Buffer.from("TestCam"))).toBe(false);
    expect(full!.bytes.includes(Buffer.from("GPS"))).toBe(false);

    const thumb = await readMediaBytes(stored.id, "thumb");
    const thumbMeta = await sharp(thumb!.bytes).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(320);
    expect(thumbMeta.exif).toBeUndefined();
  });

  it("keeps a signature as a PNG, a WebP photo as a JPEG", async () => {
    const signature = await storeImage({ bytes: await signaturePng(), kind: "signature", userId: null });
    expect((await readMediaBytes(signature.id))?.contentType).toBe("image/png");
    const webp = await sharp(await photoJpeg(500, 400)).webp().toBuffer();
    const photo = await storeImage({ bytes: webp, kind: "photo", userId: null });
    expect((await readMediaBytes(photo.id))?.contentType).toBe("image/jpeg");
    expect(await readMediaBytes("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { media } from "~/db/schema";
import { readMediaBytes, storeImage } from "~/features/media/media.server";
import { parseEnv } from "~/lib/env.server";
import { eq } from "drizzle-orm";
import { backupDatabase, restoreDatabase } from "../../scripts/lib/backup";
import { removeTempDir, tempDir } from "../../scripts/lib/server-process";
import { scratchDatabases } from "../support/scratch-databases";
import { photoJpeg, signaturePng } from "../support/images";
import { startS3 } from "../support/s3";

// Stored images in both storage modes (docs/decisions/0091): PostgreSQL, and S3-compatible storage
// (a local s3rver); and backups that carry them byte for byte.

const dir = tempDir("drainage-media-backup-");
let s3: Awaited<ReturnType<typeof startS3>>;

const newDatabase = scratchDatabases("media");

/** Every stored image of the database at `url`: its row, and its bytes and thumbnail's bytes wherever they are kept. */
async function imagesOf(url: string, store: typeof s3.store | null) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; sha256: string; content_type: string; bytes: Buffer | null; thumb_bytes: Buffer | null; storage_key: string | null }>(
      `select id, sha256, content_type, bytes, thumb_bytes, storage_key from media order by id`,
    );
    const out: Record<string, { sha256: string; contentType: string; full: string; thumb: string }> = {};
    for (const row of rows) {
      const full = row.bytes ?? (store && row.storage_key ? await store.get(row.storage_key) : null);
      const thumb = row.thumb_bytes ?? (store && row.storage_key ? await store.get(`${row.storage_key}.thumb`) : null);
      out[row.id] = { sha256: row.sha256, contentType: row.content_type, full: full?.toString("base64") ?? "missing", thumb: thumb?.toString("base64") ?? "missing" };
    }
    return out;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  s3 = await startS3();
});

afterAll(async () => {
  await s3?.stop();
  removeTempDir(dir);
});

describe("S3-compatible storage", () => {
  it("is configured by S3_BUCKET and its settings, all checked", () => {
    const env = parseEnv({ ...s3.env });
    expect(env.S3_BUCKET).toBe("drainage-media");
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "only-the-id" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ S3_BUCKET: "b-1", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });

  it("keeps the image and its thumbnail as objects, the row only their key", async () => {
    const stored = await storeImage({ bytes: await photoJpeg(900, 600, { exif: true }), kind: "photo", userId: null }, getDb(), s3.store);
    const [row] = await getDb().select().from(media).where(eq(media.id, stored.id));
    expect(row.bytes).toBeNull();
    expect(row.thumbBytes).toBeNull();
    expect(row.storageKey).toBe(`media/${stored.id}`);
    const full = await readMediaBytes(stored.id, "full", s3.store);
    expect(full?.bytes.length).toBe(stored.sizeBytes);
    expect(await s3.store.get(`media/${stored.id}`)).toEqual(full?.bytes);
    expect((await readMediaBytes(stored.id, "thumb", s3.store))?.bytes.length).toBeGreaterThan(100);
    // Without the store configured, an image in object storage cannot be read (and is not invented).
    expect(await readMediaBytes(stored.id, "full", null)).toBeNull();
  });
});

describe("backup and restore carry the stored images byte for byte", () => {
  it("in PostgreSQL", async () => {
    const source = process.env.DATABASE_URL!;
    await storeImage({ bytes: await signaturePng(), kind: "signature", userId: null }, getDb(), null);
    const before = await imagesOf(source, s3.store);
    expect(Object.values(before).some((i) => i.full !== "missing")).toBe(true);

    const file = path.join(dir, "pg.backup.gz");
    await backupDatabase(source, file, { objects: s3.store });
    const target = await newDatabase();
    await restoreDatabase(target, file, { objects: s3.store });
    expect(await imagesOf(target, s3.store)).toEqual(before);
  });

  it("in object storage: the objects are copied into the file and put back in an empty bucket", async () => {
    const source = process.env.DATABASE_URL!;
    await storeImage({ bytes: await photoJpeg(1200, 800, { variant: 1 }), kind: "photo", userId: null }, getDb(), s3.store);
    const before = await imagesOf(source, s3.store);
    expect(Object.values(before).filter((i) => i.full === "missing")).toEqual([]);
    const file = path.join(dir, "s3.backup.gz");
    const made = await backupDatabase(source, file, { objects: s3.store });
    expect(made.objects).toBeGreaterThanOrEqual(4);

    // Another, empty bucket: everything it holds after the restore came from the file.
    const other = await startS3("drainage-restored");
    try {
      const target = await newDatabase();
      await restoreDatabase(target, file, { objects: other.store });
      expect(await imagesOf(target, other.store)).toEqual(before);

      // Restored without object storage, the images land in their rows: nothing is lost.
      const plain = await newDatabase();
      await restoreDatabase(plain, file, { objects: null });
      expect(await imagesOf(plain, null)).toEqual(before);
    } finally {
      await other.stop();
    }
  });
});

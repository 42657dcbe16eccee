// Backups of the application's database: every table of the `public` schema, and the job queue's
// unfinished jobs (e-mails not yet sent), read in one snapshot; restored into an empty database
// after the same migrations. Why not pg_dump: docs/decisions/0045-backups.md.
//
// The file is gzip text:
//   {"format":"drainage-backup","version":1,...,"migrations":[…]}   header
//   {"table":"public.customers","columns":["id",…]}                 one section per table:
//   …rows in PostgreSQL's COPY text format, one per line…
//   \.
//   {"object":"media/<id>","bytes":51234}                           stored images kept in object storage
//   …the object's bytes in base64, one line…                        (S3 mode, docs/decisions/0091)
//   {"end":true,"rows":{"public.customers":12,…},"objects":2}       footer (a truncated file has none)
import { once } from "node:events";
import fs from "node:fs";
import readline from "node:readline";
import { finished, pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import type { Database } from "../../app/db/client.server";
import { migrationsFolder, runMigrations } from "../../app/db/migrate.server";
import { configuredObjectStore, type ObjectStore } from "../../app/lib/object-store.server";

export const BACKUP_FORMAT = "drainage-backup";
/** 2 added the stored images' objects; a version 1 file (none) restores as before. */
const VERSION = 2;
const END_OF_DATA = "\\.";

type Header = { format: string; version: number; createdAt: string; database: string; migrations: string[] };
type Section = { table: string; columns: string[] };
type Footer = { end: true; rows: Record<string, number>; objects?: number };
type ObjectSection = { object: string; bytes: number };

/** The objects a database's stored images keep in object storage: each image's key and its thumbnail's. */
async function objectKeysOf(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ t: string | null }>(`select to_regclass('public.media')::text as t`);
  if (!exists[0]?.t) return [];
  const { rows } = await client.query<{ key: string }>(`select storage_key as key from media where storage_key is not null order by storage_key`);
  return rows.flatMap((r) => [r.key, `${r.key}.thumb`]);
}

export class BackupError extends Error {}

/** The job queue's jobs worth keeping: those not yet done (the queue's own housekeeping aside). */
const PENDING_JOBS = `state in ('created', 'retry', 'active') and name not like '\\_\\_pgboss%'`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) =>
  table
    .split(".")
    .map((part) => ident(part))
    .join(".");

/** The tables of the `public` schema, each table after the tables it references. */
async function applicationTables(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and cn.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = tables.map((t) => t.name);
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => refs.every((r) => r.child !== t || placed.has(r.parent) || !remaining.includes(r.parent)));
    // A cycle of references (none today) would leave nothing ready: take the rest in name order.
    const next = ready.length > 0 ? ready : remaining.slice();
    for (const t of next) {
      ordered.push(`public.${t}`);
      placed.add(t);
      remaining.splice(remaining.indexOf(t), 1);
    }
  }
  return ordered;
}

/** The columns COPY can write back (generated columns are computed again). */
async function copyableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const [schema, name] = table.split(".");
  const { rows } = await client.query<{ attname: string }>(
    `select a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [schema, name],
  );
  return rows.map((r) => r.attname);
}

async function write(out: NodeJS.WritableStream, data: string | Buffer) {
  if (!out.write(data)) await once(out as NodeJS.EventEmitter, "drain");
}

/**
 * Write a backup of the database at `url` to `file`. Everything is read in one repeatable-read
 * transaction, so the file is one consistent moment even while the server keeps writing.
 */
export async function backupDatabase(
  url: string,
  file: string,
  options: { objects?: ObjectStore | null } = {},
): Promise<{ tables: number; rows: number; objects: number }> {
  const objects = options.objects === undefined ? configuredObjectStore() : options.objects;
  const client = new pg.Client({ connectionString: url, application_name: "drainage-backup" });
  await client.connect();
  const gzip = zlib.createGzip();
  const done = pipeline(gzip, fs.createWriteStream(`${file}.partial`, { mode: 0o600 }));
  const rows: Record<string, number> = {};
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows: migrations } = await client
      .query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by created_at, id`)
      .catch(() => ({ rows: [] as { hash: string }[] }));
    if (migrations.length === 0) throw new BackupError("The database has no applied migrations: it is not this application's database.");
    const header: Header = {
      format: BACKUP_FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: client.database ?? "",
      migrations: migrations.map((m) => m.hash),
    };
    await write(gzip, `${JSON.stringify(header)}\n`);

    const { rows: queue } = await client.query(`select 1 from pg_tables where schemaname = 'pgboss' and tablename = 'job'`);
    const sections: { table: string; query: (columns: string) => string }[] = (await applicationTables(client)).map((table) => ({
      table,
      query: (columns) => `copy ${qualified(table)} (${columns}) to stdout`,
    }));
    if (queue.length > 0) {
      sections.push({ table: "pgboss.job", query: (columns) => `copy (select ${columns} from pgboss.job where ${PENDING_JOBS}) to stdout` });
    }
    for (const { table, query } of sections) {
      const columns = await copyableColumns(client, table);
      await write(gzip, `${JSON.stringify({ table, columns } satisfies Section)}\n`);
      let count = 0;
      for await (const chunk of client.query(copyTo(query(columns.map(ident).join(", ")))) as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) count++;
        await write(gzip, chunk);
      }
      await write(gzip, `${END_OF_DATA}\n`);
      rows[table] = count;
    }
    // Stored images kept in object storage are copied into the file, byte for byte, so that the
    // backup alone restores them.
    const keys = await objectKeysOf(client);
    if (keys.length > 0 && !objects) {
      throw new BackupError(`${keys.length / 2} stored images are in object storage, but S3_BUCKET is not configured: set the S3 settings the server uses.`);
    }
    for (const key of keys) {
      const bytes = await objects!.get(key);
      if (!bytes) throw new BackupError(`The stored image ${key} is missing from the bucket ${objects!.bucket}.`);
      await write(gzip, `${JSON.stringify({ object: key, bytes: bytes.length } satisfies ObjectSection)}\n${bytes.toString("base64")}\n`);
    }
    await write(gzip, `${JSON.stringify({ end: true, rows, objects: keys.length } satisfies Footer)}\n`);
    await client.query("commit");
    gzip.end();
    await done;
    fs.renameSync(`${file}.partial`, file);
    return { tables: sections.length, rows: Object.values(rows).reduce((a, b) => a + b, 0), objects: keys.length };
  } catch (err) {
    gzip.destroy();
    await done.catch(() => {});
    fs.rmSync(`${file}.partial`, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * One stored image's object back where the restoring configuration keeps images: in its bucket, or
 * (no S3_BUCKET) in the image's row, so that a backup of S3 storage restores onto PostgreSQL alone.
 */
async function restoreObject(client: pg.ClientBase, objects: ObjectStore | null, key: string, bytes: Buffer) {
  const thumb = key.endsWith(".thumb");
  if (objects) {
    const { rows } = thumb ? { rows: [{ type: "image/jpeg" }] } : await client.query<{ type: string }>(`select content_type as type from media where storage_key = $1`, [key]);
    await objects.put(key, bytes, rows[0]?.type ?? "application/octet-stream");
    return;
  }
  await client.query(`update media set ${thumb ? "thumb_bytes" : "bytes"} = $1 where storage_key = $2`, [bytes, thumb ? key.slice(0, -".thumb".length) : key]);
}

/** The tables of the schemas the application uses (public first), whether or not they hold rows. */
async function existingContent(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p') and not c.relispartition
      order by n.nspname <> 'public', 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Load the backup `file` into the database at `url`, which must be empty (no tables in the
 * application's schemas) unless `replace` is set: then those schemas are dropped first. The same
 * migrations as the backup's are applied, the rows copied in one transaction, and each table's row
 * count checked against the file's.
 */
export async function restoreDatabase(url: string, file: string, options: { replace?: boolean; objects?: ObjectStore | null } = {}) {
  const objects = options.objects === undefined ? configuredObjectStore() : options.objects;
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const next = async () => {
    const { value, done } = await lines.next();
    return done ? undefined : (value as string);
  };
  let header: Header;
  try {
    header = JSON.parse((await next()) ?? "") as Header;
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  if (header.format !== BACKUP_FORMAT || header.version < 1 || header.version > VERSION) throw new BackupError(`${file} is not a backup made by npm run backup.`);

  const ours = readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  if (ours.length !== header.migrations.length || ours.some((hash, i) => hash !== header.migrations[i])) {
    throw new BackupError(
      `The backup was made by a different version of the application (${header.migrations.length} migrations; this one has ${ours.length}). ` +
        `Restore it with the version that made it, then start the new version to upgrade the database.`,
    );
  }

  const client = new pg.Client({ connectionString: url, application_name: "drainage-restore" });
  await client.connect();
  try {
    const existing = await existingContent(client);
    if (existing.length > 0 && !options.replace) {
      throw new BackupError(
        `The database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(", ")}). ` +
          `Restore into an empty database, or add --replace to drop its contents first.`,
      );
    }
    if (existing.length > 0) {
      await client.query(`drop schema if exists pgboss cascade; drop schema if exists drizzle cascade; drop schema public cascade; create schema public`);
    }

    // The schema: the application's migrations and the job queue's tables and queues.
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await runMigrations(drizzle(pool) as unknown as Database);
    } finally {
      await pool.end();
    }
    await import("../../app/runtime/tasks.server");
    const { installQueue } = await import("../../app/lib/queue.server");
    await installQueue(url);

    await client.query("begin");
    // Rows the migrations insert themselves (the default checklist templates) are in the backup too:
    // the application's tables are emptied first so that they are not doubled.
    const { rows: migrated } = await client.query<{ t: string }>(`select quote_ident(schemaname) || '.' || quote_ident(tablename) as t from pg_tables where schemaname = 'public'`);
    if (migrated.length > 0) await client.query(`truncate ${migrated.map((r) => r.t).join(", ")}`);
    const counts: Record<string, number> = {};
    let objectCount = 0;
    for (let line = await next(); ; line = await next()) {
      if (line === undefined) throw new BackupError(`${file} is truncated: it ends before its last table.`);
      const section = JSON.parse(line) as Partial<Section & Footer & ObjectSection>;
      if (section.end) {
        for (const [table, n] of Object.entries(section.rows ?? {})) {
          if (counts[table] !== n) throw new BackupError(`${table}: ${counts[table] ?? 0} rows loaded, the backup has ${n}.`);
        }
        if ((section.objects ?? 0) !== objectCount) throw new BackupError(`${objectCount} stored images' objects loaded, the backup has ${section.objects}.`);
        break;
      }
      if (section.object !== undefined) {
        const bytes = Buffer.from((await next()) ?? "", "base64");
        if (bytes.length !== section.bytes) throw new BackupError(`${file} is truncated inside the stored image ${section.object}.`);
        await restoreObject(client, objects, section.object, bytes);
        objectCount++;
        continue;
      }
      const { table, columns } = section as Section;
      const copy = client.query(copyFrom(`copy ${qualified(table)} (${columns.map(ident).join(", ")}) from stdin`));
      // Failures arrive as the stream's error, and are thrown by `once` or `finished` below.
      copy.on("error", () => {});
      let n = 0;
      // Each row is sent once the next line has been read, so that a file cut mid-row never sends
      // half a row: the copy is abandoned (CopyFail), then the whole restore rolled back.
      for (let row = await next(); row !== END_OF_DATA; ) {
        const following = await next();
        if (row === undefined || following === undefined) {
          const err = new BackupError(`${file} is truncated inside ${table}.`);
          copy.destroy(err);
          await finished(copy).catch(() => {});
          throw err;
        }
        n++;
        if (!copy.write(`${row}\n`)) await once(copy, "drain");
        row = following;
      }
      copy.end();
      await finished(copy);
      counts[table] = n;
    }
    // Sequences (none but drizzle's today) continue after the restored rows.
    const { rows: serials } = await client.query<{ tbl: string; col: string; seq: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as tbl, column_name as col,
              pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as seq
         from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
    );
    for (const s of serials) {
      if (s.seq) await client.query(`select setval($1, coalesce((select max(${ident(s.col)}) from ${s.tbl}), 0) + 1, false)`, [s.seq]);
    }
    await client.query("commit");
    return { tables: Object.keys(counts).length, rows: Object.values(counts).reduce((a, b) => a + b, 0) };
  } catch (err) {
    await client.query("rollback").catch(() => {});
    throw err;
  } finally {
    await client.end();
    lines.return?.();
  }
}

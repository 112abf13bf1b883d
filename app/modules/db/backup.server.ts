import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { lockDataDir } from "./data-dir-lock.server";

/*
 * Backups of the embedded database (decision 030): the whole DATA_DIR — the database, the uploads under it and
 * the generated cookie secret — as one gzipped tar archive. Both hold the directory's lock, so no server writes
 * meanwhile (stop it first, as for db:seed). A PostgreSQL server is backed up with pg_dump (README).
 */

const tar = promisify(execFile);

/** Opened and closed once: PGlite recovers from an unclean stop (a crash, kill -9) and leaves its files consistent. */
async function openAndClose(dataDir: string) {
  const client = await PGlite.create(dataDir, { extensions: { btree_gin, pg_trgm, unaccent } });
  await client.close();
}

/** Writes `file` (a .tar.gz) from the embedded database in `dataDir`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  const directory = path.resolve(dataDir);
  if (!fs.existsSync(directory)) throw new Error(`There is no embedded database in ${directory}.`);
  const release = lockDataDir(directory);
  try {
    await openAndClose(directory);
    await tar("tar", ["-czf", path.resolve(file), "-C", path.dirname(directory), path.basename(directory)]);
  } finally {
    release();
  }
}

/**
 * Makes `dataDir` the database of the archive `file`. A database already there is kept beside it
 * (`<dataDir>.before-restore-<time>`, returned), never overwritten.
 */
export async function restoreEmbedded(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  const directory = path.resolve(dataDir);
  if (!fs.existsSync(file)) throw new Error(`There is no backup ${path.resolve(file)}.`);
  const release = lockDataDir(directory);
  const staging = fs.mkdtempSync(`${directory}.restoring-`);
  try {
    await tar("tar", ["-xzf", path.resolve(file), "-C", staging]);
    const [top, ...more] = fs.readdirSync(staging);
    if (!top || more.length > 0 || !fs.statSync(path.join(staging, top)).isDirectory()) {
      throw new Error(`${path.resolve(file)} is not a backup of npm run db:backup (one directory expected).`);
    }
    // The restored copy must open before it replaces anything.
    await openAndClose(path.join(staging, top));
    let kept: string | null = null;
    if (fs.existsSync(directory)) {
      kept = `${directory}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
      fs.renameSync(directory, kept);
    }
    fs.renameSync(path.join(staging, top), directory);
    return kept;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { config } from "~/lib/config.server";

/*
 * Where upload files live (decision 026). Keys are `<tenant id>/<file name>`; names come from
 * uploadFileName (content-addressed), never from what a visitor typed. The local disk is the default
 * (UPLOADS_DIR, else DATA_DIR/uploads); a bucket (S3-compatible) would be a second implementation of this
 * interface, chosen in mediaStorage(), and nothing else changes.
 */
export interface MediaStorage {
  /** Writes a file; true when it was new (a file of the same key is the same bytes: content-addressed). */
  put(key: string, body: Uint8Array): Promise<boolean>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

// Volunteers' photos have a directory of their own (decision 048), which /uploads/<file> never reaches.
const KEY = /^[0-9a-f-]{36}\/(?:profile-photos\/)?[0-9a-f]{32}-\d{1,4}\.(webp|jpg|png)$/;

/** Only keys of the form the app makes reach the disk: no `..`, no absolute paths, no other directories. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export class LocalDiskStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Uint8Array): Promise<boolean> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      // `wx`: an existing file (the same content) is left as it is.
      await fs.writeFile(target, body, { flag: "wx" });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

let storage: MediaStorage | undefined;

/**
 * The process's storage: UPLOADS_DIR, else DATA_DIR/uploads. Unit and API tests (Vitest) never write into a
 * developer's DATA_DIR: they share one temporary directory per machine (files are content-addressed).
 */
export function mediaStorage(): MediaStorage {
  storage ??= new LocalDiskStorage(uploadsRoot());
  return storage;
}

function uploadsRoot(): string {
  if (process.env.UPLOADS_DIR) return path.resolve(process.env.UPLOADS_DIR);
  if (process.env.VITEST) return path.join(os.tmpdir(), "volunteerly-test-uploads");
  return path.join(config.dataDir, "uploads");
}

/** Tests use a storage of their own (a temporary directory). */
export function useMediaStorage(replacement: MediaStorage): void {
  storage = replacement;
}

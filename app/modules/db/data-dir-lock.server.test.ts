import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, lockPathOf } from "./data-dir-lock.server";

const dirs: string[] = [];
function dataDir() {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "volunteerly-lock-")), "data");
  dirs.push(path.dirname(dir));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second opener while the first holds the lock, naming its process", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPathOf(dir), "utf8")).toBe(String(process.pid));
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    release();
    expect(fs.existsSync(lockPathOf(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it("takes over the lock of a process that is gone", () => {
    const dir = dataDir();
    // Above any pid_max: no such process.
    fs.writeFileSync(lockPathOf(dir), "4194305");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPathOf(dir), "utf8")).toBe(String(process.pid));
    release();
  });

  it("leaves a lock it no longer owns alone on release", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(lockPathOf(dir), "1");
    release();
    expect(fs.readFileSync(lockPathOf(dir), "utf8")).toBe("1");
  });
});

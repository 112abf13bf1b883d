import fs from "node:fs";

/**
 * The embedded database belongs to one process at a time: PGlite has no lock
 * of its own, and a second process on the same directory (a second
 * `npm start`, `npm run db:seed` while the server runs) corrupts it beyond
 * repair. A lock file next to the directory holds the owner's process id; a
 * lock whose process is gone (a crash, a kill -9) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by process ${pid}. Stop that process first (for example the running npm start).`);
    this.name = "DataDirInUseError";
  }
}

export const lockPathOf = (dataDir: string) => `${dataDir.replace(/\/+$/, "")}.lock`;

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of `dataDir` for this process; the returned function releases it (also done at exit). */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (isRunning(owner)) throw new DataDirInUseError(dataDir, owner);
      // Stale: its process is gone. Remove it and try once more (another process may win that race).
      fs.rmSync(lockPath, { force: true });
      if (attempt === 1) throw new DataDirInUseError(dataDir, owner);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener("exit", release);
    try {
      if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on("exit", release);
  return release;
}

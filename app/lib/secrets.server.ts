import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The shortest secret that signs or encrypts a cookie. */
export const MIN_SECRET_LENGTH = 32;
/** Where the zero-setup start keeps the secret it generated, under DATA_DIR. */
export const SECRET_FILE = "session-secret";

export class SecretConfigurationError extends Error {
  override name = "SecretConfigurationError";
}

export type SecretSource = {
  /** SESSION_SECRET: one secret, or several separated by commas or white space (the first signs, all are read). */
  env: string | undefined;
  databaseUrl: string | undefined;
  production: boolean;
  test: boolean;
  dataDir: string;
};

/**
 * The secrets that sign and encrypt cookies, newest first. Never a value from
 * the source code (issue 18): SESSION_SECRET when set (each at least 32
 * characters); else, for the zero-setup start on the embedded database, a
 * random secret made once and kept in DATA_DIR/session-secret (mode 0600);
 * tests get a random one per process. A production server on a database
 * server (DATABASE_URL) without SESSION_SECRET refuses to start: its
 * processes must share one secret, which only the operator can give them.
 */
export function loadSessionSecrets(source: SecretSource): string[] {
  if (source.env !== undefined && source.env.trim() !== "") {
    const secrets = source.env.split(/[\s,]+/).filter(Boolean);
    const short = secrets.findIndex((secret) => secret.length < MIN_SECRET_LENGTH);
    if (short >= 0) {
      throw new SecretConfigurationError(
        `SESSION_SECRET: secret ${short + 1} of ${secrets.length} is shorter than ${MIN_SECRET_LENGTH} characters. Generate one with: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`,
      );
    }
    return secrets;
  }
  if (source.test) return [randomBytes(48).toString("base64url")];
  if (source.databaseUrl && source.production) {
    throw new SecretConfigurationError(
      `SESSION_SECRET is not set. A production server on DATABASE_URL needs a secret of at least ${MIN_SECRET_LENGTH} characters shared by all its processes (several, separated by commas, to rotate: the first signs). Generate one with: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))"`,
    );
  }
  return [generatedSecret(source.dataDir)];
}

function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  } catch {
    // Not made yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // "wx": two processes starting at once must not each keep a secret of their own.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return secret;
}

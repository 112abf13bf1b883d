import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSessionSecrets, MIN_SECRET_LENGTH, SECRET_FILE, SecretConfigurationError, type SecretSource } from "./secrets.server";

const base = (overrides: Partial<SecretSource> = {}): SecretSource => ({
  env: undefined,
  databaseUrl: undefined,
  production: true,
  test: false,
  dataDir: mkdtempSync(path.join(tmpdir(), "secrets-")),
  ...overrides,
});

const OLD_DEFAULT = "volunteerly-development-secret-change-me";

describe("the cookie secrets", () => {
  it("are generated once for the zero-setup start and kept under DATA_DIR, readable by the owner only", () => {
    const source = base();
    const [first] = loadSessionSecrets(source);
    expect(first!.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    const file = path.join(source.dataDir, SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSessionSecrets(source)).toEqual([first]);
    // Another data directory, another secret: nothing comes from the source code.
    expect(loadSessionSecrets(base())[0]).not.toBe(first);
  });

  it("replace a kept secret that is too short", () => {
    const source = base();
    writeFileSync(path.join(source.dataDir, SECRET_FILE), "kort\n");
    expect(loadSessionSecrets(source)[0]!.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });

  it("come from SESSION_SECRET as a list, newest first, each long enough", () => {
    const a = "a".repeat(40);
    const b = "b".repeat(40);
    expect(loadSessionSecrets(base({ env: `${a}, ${b}` }))).toEqual([a, b]);
    expect(loadSessionSecrets(base({ env: `${a} ${b}` }))).toEqual([a, b]);
    expect(() => loadSessionSecrets(base({ env: `${a},kort` }))).toThrow(SecretConfigurationError);
    expect(() => loadSessionSecrets(base({ env: OLD_DEFAULT.slice(0, 20) }))).toThrow(/shorter than 32/);
  });

  it("refuse a production server on a database server without SESSION_SECRET, saying what to do", () => {
    expect(() => loadSessionSecrets(base({ databaseUrl: "postgres://db/volunteerly" }))).toThrow(/SESSION_SECRET is not set/);
    // Development on a database server still starts, with a generated secret.
    expect(loadSessionSecrets(base({ databaseUrl: "postgres://db/volunteerly", production: false }))[0]!.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
  });

  it("are random per process in tests", () => {
    const one = loadSessionSecrets(base({ test: true }));
    expect(one[0]).not.toBe(loadSessionSecrets(base({ test: true }))[0]);
    expect(one[0]).not.toBe(OLD_DEFAULT);
  });
});

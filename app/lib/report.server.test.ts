import { describe, expect, it } from "vitest";
import { parseDsn, shouldReport } from "./report.server";

describe("error reporting", () => {
  it("reports only unexpected errors: ≥ 500 or without status", () => {
    expect(shouldReport(undefined)).toBe(true);
    expect(shouldReport(500)).toBe(true);
    expect(shouldReport(503)).toBe(true);
    for (const status of [301, 400, 401, 403, 404, 422, 429, 499]) expect(shouldReport(status)).toBe(false);
  });

  it("reads a Sentry DSN into its envelope endpoint", () => {
    expect(parseDsn("https://abc123@sentry.example.org/42")).toEqual({
      envelopeUrl: "https://sentry.example.org/api/42/envelope/",
      publicKey: "abc123",
    });
    expect(parseDsn("not a dsn")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isRouteErrorResponse } from "react-router";
import { databaseUnavailable, isDatabaseUnavailable, unavailableOr } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a refused or dropped connection, also wrapped by the query builder", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("ECONNRESET") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "connect"))).toBe(true);
  });

  it("knows a server that shuts down or starts up (SQLSTATE 57P01–57P03, class 08)", () => {
    expect(isDatabaseUnavailable(withCode("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
  });

  it("leaves every other error alone: constraint violations, bad SQL, bugs", () => {
    expect(isDatabaseUnavailable(withCode("23505", "duplicate key value"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("42P01", "relation does not exist"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("57014", "canceling statement due to statement timeout"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });

  it("stops on an error that wraps itself", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe("unavailableOr", () => {
  it("turns an unreachable database into a 503 route error response that is still recognised", () => {
    const thrown = unavailableOr(new Error("Connection terminated unexpectedly"));
    expect(isRouteErrorResponse(thrown) && thrown.status).toBe(503);
    expect(isDatabaseUnavailable(thrown)).toBe(true);
    expect(unavailableOr(databaseUnavailable())).toBeInstanceOf(Object);
  });

  it("passes every other error on as it is", () => {
    const bug = new TypeError("x is undefined");
    expect(unavailableOr(bug)).toBe(bug);
  });
});

import { describe, expect, it } from "vitest";
import { MAX_PAGE_NUMBER, pageNumberParam } from "./page-number";

describe("pageNumberParam", () => {
  it("takes a whole page number as it is", () => {
    expect(pageNumberParam("1")).toBe(1);
    expect(pageNumberParam("42")).toBe(42);
  });

  it("makes anything a list cannot have into a page it can", () => {
    expect(pageNumberParam(null)).toBe(1);
    expect(pageNumberParam(undefined)).toBe(1);
    expect(pageNumberParam("")).toBe(1);
    expect(pageNumberParam("abc")).toBe(1);
    expect(pageNumberParam("0")).toBe(1);
    expect(pageNumberParam("-3")).toBe(1);
    expect(pageNumberParam("1.5")).toBe(1);
    expect(pageNumberParam("2.9")).toBe(2);
    expect(pageNumberParam("Infinity")).toBe(1);
    expect(pageNumberParam("999999999999")).toBe(MAX_PAGE_NUMBER);
  });
});

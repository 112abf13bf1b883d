import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_PAGE_NUMBER, pageNumberField, pageNumberParam } from "./page-number";

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
    expect(pageNumberParam("999999999999")).toBe(MAX_PAGE_NUMBER);
  });

  it("reads a number only as a whole: '2abc' and 'Infinity' are no page numbers, so page 1 (not 2, not the last)", () => {
    expect(pageNumberParam("2abc")).toBe(1);
    expect(pageNumberParam("Infinity")).toBe(1);
    expect(pageNumberParam("-Infinity")).toBe(1);
    expect(pageNumberParam("NaN")).toBe(1);
  });

  it("reads decimal digits only: hexadecimal, exponents, signs, spaces and fractions are no page numbers, so page 1", () => {
    expect(pageNumberParam("0x10")).toBe(1);
    expect(pageNumberParam("0b11")).toBe(1);
    expect(pageNumberParam("0o7")).toBe(1);
    expect(pageNumberParam("1e3")).toBe(1);
    expect(pageNumberParam("2E1")).toBe(1);
    expect(pageNumberParam("+3")).toBe(1);
    expect(pageNumberParam(" 3 ")).toBe(1);
    expect(pageNumberParam("1_000")).toBe(1);
    expect(pageNumberParam("2.9")).toBe(1);
    expect(pageNumberParam("0x10", { max: 5 })).toBe(1);
    expect(pageNumberParam("007")).toBe(7);
  });

  it("stops at a list's own last page when it knows it", () => {
    expect(pageNumberParam("3", { max: 5 })).toBe(3);
    expect(pageNumberParam("5", { max: 5 })).toBe(5);
    expect(pageNumberParam("6", { max: 5 })).toBe(5);
    expect(pageNumberParam("999999", { max: 5 })).toBe(5);
    expect(pageNumberParam("2abc", { max: 5 })).toBe(1);
    expect(pageNumberParam("Infinity", { max: 5 })).toBe(1);
  });

  it("never goes past MAX_PAGE_NUMBER or below page 1, whatever the maximum", () => {
    expect(pageNumberParam("999999", { max: Infinity })).toBe(MAX_PAGE_NUMBER);
    expect(pageNumberParam("3", { max: 0 })).toBe(1);
    expect(pageNumberParam("3", { max: 2.5 })).toBe(2);
  });
});

describe("pageNumberField", () => {
  const ListSchema = z.object({ page: pageNumberField() });

  it("reads a list's query string the same way, and never fails the parse", () => {
    expect(ListSchema.parse({ page: "7" }).page).toBe(7);
    expect(ListSchema.parse({}).page).toBe(1);
    expect(ListSchema.parse({ page: "2abc" }).page).toBe(1);
    expect(ListSchema.parse({ page: "2.9" }).page).toBe(1);
    expect(ListSchema.parse({ page: "0x10" }).page).toBe(1);
    expect(ListSchema.parse({ page: "1e3" }).page).toBe(1);
    expect(ListSchema.parse({ page: "999999999" }).page).toBe(MAX_PAGE_NUMBER);
    expect(ListSchema.parse({ page: ["2", "3"] }).page).toBe(1);
  });

  it("takes a maximum too", () => {
    expect(z.object({ page: pageNumberField({ max: 4 }) }).parse({ page: "9" }).page).toBe(4);
  });
});

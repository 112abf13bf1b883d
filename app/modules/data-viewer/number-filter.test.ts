import { describe, expect, it } from "vitest";
import { numberFilterValue } from "./viewer.server";

describe("a data viewer number filter's value", () => {
  it("takes a decimal point or a decimal comma, and hands PostgreSQL a point", () => {
    expect(numberFilterValue("10")).toBe("10");
    expect(numberFilterValue("-3")).toBe("-3");
    expect(numberFilterValue("2.5")).toBe("2.5");
    expect(numberFilterValue("2,5")).toBe("2.5");
    expect(numberFilterValue(" -0,75 ")).toBe("-0.75");
    // One separator is always the decimal one, in Dutch as in English.
    expect(numberFilterValue("1.234")).toBe("1.234");
    expect(numberFilterValue("1,234")).toBe("1.234");
  });

  it("is none with thousands separators, more than one separator or anything that is no number", () => {
    for (const value of ["1.234,5", "1,234.5", "1.234.567", "1,2,3", "1 234", "2,", ",5", ".5", "2.5e3", "tien", "", "--1", "+1", "0x10", "1;drop table users"]) {
      expect(numberFilterValue(value), value).toBeNull();
    }
  });
});

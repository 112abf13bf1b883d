import { describe, expect, it } from "vitest";
import { passwordProblems } from "./password-policy";

describe("passwordProblems", () => {
  it("accepts a long enough password with a matching confirmation", () => {
    expect(passwordProblems("lang-genoeg", "lang-genoeg")).toEqual([]);
  });

  it("names the field of each problem", () => {
    expect(passwordProblems("kort", "anders").map((p) => [p.field, p.code])).toEqual([
      ["password", "too_short"],
      ["password_confirmation", "confirmation"],
    ]);
    expect(passwordProblems(undefined, undefined).map((p) => p.code)).toEqual(["blank"]);
    expect(passwordProblems("x".repeat(129), "x".repeat(129)).map((p) => p.code)).toEqual(["too_long"]);
  });
});

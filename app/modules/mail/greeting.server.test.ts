import { describe, expect, it } from "vitest";
import { greeting } from "./greeting.server";

describe("greeting (spec §3: the salutation follows from the gender)", () => {
  it.each([
    ["nl", { firstName: "Jan", lastName: "de Vries", gender: "male" }, "Beste meneer De Vries,"],
    ["nl", { firstName: "Fatima", lastName: "el Amrani", gender: "female" }, "Beste mevrouw El Amrani,"],
    ["nl", { firstName: "Sam", lastName: "Jansen", gender: "other" }, "Hallo Sam,"],
    ["nl", { firstName: "Sam", lastName: "Jansen", gender: null }, "Hallo Sam,"],
    ["nl", { firstName: "Jan", lastName: "", gender: "male" }, "Hallo Jan,"],
    ["nl", {}, "Hallo,"],
    ["en", { firstName: "Jan", lastName: "de Vries", gender: "male" }, "Dear Mr De Vries,"],
    ["en", { firstName: "Fatima", lastName: "El Amrani", gender: "female" }, "Dear Ms El Amrani,"],
    ["en", { firstName: "Sam", lastName: "Jansen", gender: "other" }, "Hello Sam,"],
    ["en", { firstName: null }, "Hello,"],
  ] as const)("%s %o → %s", (language, person, expected) => {
    expect(greeting(language, person)).toBe(expected);
  });

  it("uses a mail's own neutral greeting where the gender gives no salutation", () => {
    const neutral = (name: string | null) => (name ? `Beste ${name},` : "Beste,");
    expect(greeting("nl", { firstName: "Sam", gender: "other" }, neutral)).toBe("Beste Sam,");
    expect(greeting("nl", { firstName: "Jan", lastName: "Smit", gender: "male" }, neutral)).toBe("Beste meneer Smit,");
  });
});

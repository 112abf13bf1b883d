import { describe, expect, it } from "vitest";
import { defaultLanguage, languageOr } from "./languages";

describe("languageOr", () => {
  it("keeps a supported language", () => {
    expect(languageOr("nl")).toBe("nl");
    expect(languageOr("en")).toBe("en");
    expect(languageOr("en", "nl")).toBe("en");
  });

  it("gives the default language for anything else", () => {
    expect(defaultLanguage).toBe("nl");
    for (const value of ["de", "EN", "en-GB", "", undefined, null, 1, {}, ["en"]]) expect(languageOr(value)).toBe("nl");
  });

  it("gives the fallback asked for instead of the default", () => {
    expect(languageOr("fr", "en")).toBe("en");
    expect(languageOr(null, "en")).toBe("en");
  });
});

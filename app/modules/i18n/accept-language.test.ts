import { describe, expect, it } from "vitest";
import { acceptedLanguages, languageOfAcceptLanguage } from "./accept-language";

describe("acceptedLanguages", () => {
  it("orders by q-weight, most wanted first, equal weights in their order", () => {
    expect(acceptedLanguages("en;q=0.1, nl;q=0.9")).toEqual(["nl", "en"]);
    expect(acceptedLanguages("de;q=1, en;q=0.5, nl;q=0.8")).toEqual(["de", "nl", "en"]);
    expect(acceptedLanguages("fr, en, nl;q=1.0")).toEqual(["fr", "en", "nl"]);
    expect(acceptedLanguages("en ; Q=0.2 , nl")).toEqual(["nl", "en"]);
  });

  it("leaves out q=0 (not acceptable) and weights it cannot read", () => {
    expect(acceptedLanguages("en;q=0, nl;q=0.5")).toEqual(["nl"]);
    expect(acceptedLanguages("en;q=0.000, fr")).toEqual(["fr"]);
    expect(acceptedLanguages("en;q=abc, nl;q=0.3")).toEqual(["nl"]);
  });

  it("reads a region tag as its language, in lower case", () => {
    expect(acceptedLanguages("en-GB,en;q=0.9,nl-BE;q=0.5")).toEqual(["en", "en", "nl"]);
    expect(acceptedLanguages("EN-us")).toEqual(["en"]);
  });

  it("is empty for no header, an empty one or only commas", () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages(" , ,")).toEqual([]);
  });
});

describe("languageOfAcceptLanguage", () => {
  it("is the most wanted language we speak", () => {
    expect(languageOfAcceptLanguage("en;q=0.1, nl;q=0.9")).toBe("nl");
    expect(languageOfAcceptLanguage("nl;q=0.1, en-GB;q=0.9")).toBe("en");
    expect(languageOfAcceptLanguage("fr, de;q=0.9, en-US;q=0.7")).toBe("en");
  });

  it("is Dutch when no language we speak is acceptable", () => {
    expect(languageOfAcceptLanguage(undefined)).toBe("nl");
    expect(languageOfAcceptLanguage("fr, de")).toBe("nl");
    expect(languageOfAcceptLanguage("en;q=0, fr")).toBe("nl");
    expect(languageOfAcceptLanguage("*")).toBe("nl");
  });
});

import { describe, expect, it } from "vitest";
import { mailLanguageOf } from "./mail-language";

const both = ["nl", "en"] as const;
const dutchOnly = ["nl"] as const;

describe("mailLanguageOf", () => {
  it("takes the recipient's own language first, then the asked one, then Accept-Language", () => {
    expect(mailLanguageOf({ offered: both, recipientLocale: "en", asked: "nl", acceptLanguage: "nl" })).toBe("en");
    expect(mailLanguageOf({ offered: both, recipientLocale: "nl", asked: "en", acceptLanguage: "en" })).toBe("nl");
    expect(mailLanguageOf({ offered: both, recipientLocale: null, asked: "en", acceptLanguage: "nl" })).toBe("en");
    expect(mailLanguageOf({ offered: both, acceptLanguage: "en-GB,en;q=0.9" })).toBe("en");
  });

  it("skips what is no language of ours, and reads Accept-Language by weight", () => {
    expect(mailLanguageOf({ offered: both, recipientLocale: "fr", asked: 42, acceptLanguage: "de;q=1, en;q=0.5, nl;q=0.8" })).toBe("nl");
    expect(mailLanguageOf({ offered: both, acceptLanguage: "fr, en-US;q=0.7" })).toBe("en");
    expect(mailLanguageOf({ offered: both, acceptLanguage: "en;q=0, fr" })).toBe("nl");
  });

  it("is Dutch when nothing is known", () => {
    expect(mailLanguageOf({ offered: both })).toBe("nl");
    expect(mailLanguageOf({ offered: both, recipientLocale: null, asked: undefined, acceptLanguage: "" })).toBe("nl");
  });

  it("is Dutch where the center offers no English, whatever the recipient or the request says", () => {
    expect(mailLanguageOf({ offered: dutchOnly, recipientLocale: "en", asked: "en", acceptLanguage: "en" })).toBe("nl");
    expect(mailLanguageOf({ offered: dutchOnly, acceptLanguage: "en" })).toBe("nl");
  });
});

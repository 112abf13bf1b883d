import { describe, expect, it } from "vitest";
import { supportedLanguages, type Language } from "~/modules/i18n/languages";
import { TEMPLATE_KINDS, templates } from "./catalogue.server";
import { renderTemplate } from "./render.server";
import { sampleText } from "./samples.server";

/** Every word of a language's sample values. */
const wordsOf = (language: Language): string[] => {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) walk(inner);
  };
  walk(sampleText(language));
  return out;
};

const preview = (kind: (typeof TEMPLATE_KINDS)[number], language: Language) => {
  const mail = renderTemplate(kind.defaults(language), kind.values(language, kind.sample(language)));
  return `${mail.subject}\n${mail.text}`;
};

describe("the template preview's sample values", () => {
  for (const language of supportedLanguages) {
    const own = wordsOf(language);
    const foreign = supportedLanguages.filter((other) => other !== language).flatMap(wordsOf).filter((word) => !own.includes(word));

    it(`are in the template's language (${language}): no sample word of another language in any preview`, () => {
      expect(foreign.length).toBeGreaterThan(10);
      for (const kind of TEMPLATE_KINDS) {
        const text = preview(kind, language);
        for (const word of foreign) expect(text, `${kind.key}.${language} shows '${word}'`).not.toContain(word);
      }
    });
  }

  it("name the vacancy, the center and the activity in English for an English template, in Dutch for a Dutch one", () => {
    expect(preview(templates.applicationReceived as never, "en")).toContain("‘Reading aloud at the primary school’");
    expect(preview(templates.applicationReceived as never, "nl")).toContain("‘Voorlezen op de basisschool’");
    expect(preview(templates.formInvitation as never, "en")).toContain("Demo Volunteer Center");
    expect(preview(templates.activitySignupConfirmed as never, "en")).toContain("Library, Stationsplein 1");
    expect(preview(templates.neighbourHelpRejected as never, "en")).toContain("we refer you to home care");
    expect(preview(templates.digest as never, "en")).toContain("Buddy for a newcomer");
  });
});

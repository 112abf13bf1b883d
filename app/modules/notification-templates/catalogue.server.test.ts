import { describe, expect, it } from "vitest";
import { supportedLanguages } from "~/modules/i18n/languages";
import { TEMPLATE_KINDS, templateKind } from "./catalogue.server";
import { placeholdersIn, renderTemplate } from "./render.server";
import { parseTemplateId, templateId } from "./schema";

describe("the catalogue of notification templates", () => {
  it("has each key once, addressable by its id", () => {
    const keys = TEMPLATE_KINDS.map((kind) => kind.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(templateKind(key)?.key).toBe(key);
      expect(parseTemplateId(templateId(key, "en"))).toEqual({ key, locale: "en" });
    }
    expect(templateKind("nope")).toBeUndefined();
    expect(parseTemplateId("password_reset.de")).toBeNull();
  });

  it("account mails cannot be switched off", () => {
    for (const key of ["password_reset", "account_invitation", "account_confirmation", "email_change"]) expect(templateKind(key)?.optional).toBe(false);
  });

  for (const language of supportedLanguages) {
    describe(language, () => {
      for (const kind of TEMPLATE_KINDS) {
        it(`${kind.key}: its default uses only its own placeholders, and each of them has a sample value`, () => {
          const defaults = kind.defaults(language);
          expect(defaults.subject.trim()).not.toBe("");
          expect(defaults.body.trim()).not.toBe("");
          for (const used of [...placeholdersIn(defaults.subject), ...placeholdersIn(defaults.body)]) expect(kind.placeholders).toContain(used);
          // No placeholder of i18next's left unfilled in the default (it would reach the mail as text).
          expect(defaults.body).not.toMatch(/\{\{\s*(count|ns)\b/);
          expect(Object.keys(kind.values(language, kind.sample(language))).sort()).toEqual([...kind.placeholders].sort());
        });

        it(`${kind.key}: without a name the greeting still reads naturally (no "Beste ," nor "Dear ,")`, () => {
          // E.g. a sign-up's confirmation leaves the typed name out on purpose (issue 18); a response's name may be blank.
          const sample = kind.sample(language) as Record<string, unknown>;
          const greeted = ["name", "accountFirstName", "contactName"].filter((key) => key in sample);
          const nameless = { ...sample, firstName: "", lastName: null, gender: null, ...Object.fromEntries(greeted.map((key) => [key, ""])) };
          const text = kind.build(language, nameless).text;
          const rendered = renderTemplate(kind.defaults(language), kind.values(language, nameless)).text;
          for (const mail of [text, rendered]) expect(mail).not.toMatch(/^(Beste|Dear|Hallo|Hello)( (meneer|mevrouw|Mr|Ms))? +,|^(Beste|Dear),/m);
        });

        it(`${kind.key}: the default renders today's mail (subject and text)`, () => {
          const sample = kind.sample(language);
          const today = kind.build(language, sample);
          const rendered = renderTemplate(kind.defaults(language), kind.values(language, sample));
          expect(rendered.subject).toBe(today.subject);
          expect(rendered.text).toBe(today.text);
        });
      }
    });
  }
});

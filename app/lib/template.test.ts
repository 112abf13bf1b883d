import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { translatedTemplate } from "./template";

async function tFor(resources: Record<string, string>) {
  const instance = i18next.createInstance();
  await instance.init({ lng: "nl", resources: { nl: { translation: resources } }, interpolation: { escapeValue: false } });
  return instance.t;
}

describe("translatedTemplate", () => {
  it("fills the translation's variables per call, in the translation's own order", async () => {
    const t = await tFor({ option: "{{name}} ({{vacancies}})", reversed: "{{vacancies}} bij {{name}}" });
    const option = translatedTemplate(t, "option", ["name", "vacancies"]);
    expect(option({ name: "Buurthuis De Linde", vacancies: 4 })).toBe("Buurthuis De Linde (4)");
    expect(translatedTemplate(t, "reversed", ["name", "vacancies"])({ name: "Voedselbank", vacancies: 2 })).toBe("2 bij Voedselbank");
  });

  it("inserts values literally, also when they look like placeholders or replacement patterns", async () => {
    const t = await tFor({ option: "{{name}} ({{vacancies}})" });
    const option = translatedTemplate(t, "option", ["name", "vacancies"]);
    expect(option({ name: "$& {{vacancies}} \uE0000\uE001", vacancies: "$1" })).toBe("$& {{vacancies}} \uE0000\uE001 ($1)");
  });
});

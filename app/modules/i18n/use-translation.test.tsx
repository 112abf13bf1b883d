import { createInstance, type i18n as I18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useTranslation } from "./use-translation";

// The server's useTranslation keeps the texts asked for by key alone per store, language and namespace.

function shared(): I18n {
  const i18n = createInstance();
  void i18n.init({
    resources: {
      nl: { common: { save: "Opslaan", edit: "{{title}} bewerken", items_one: "{{count}} item", items_other: "{{count}} items" } },
      en: { common: { save: "Save", edit: "Edit {{title}}", items_one: "{{count}} item", items_other: "{{count}} items" } },
    },
    lng: "nl",
    fallbackLng: "nl",
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

function Texts({ titles }: { titles: string[] }) {
  const { t } = useTranslation("common");
  return <p>{[t("save"), ...titles.map((title) => t("edit", { title })), t("items", { count: titles.length }), t("missing.key")].join("|")}</p>;
}

const render = (i18n: I18n, titles: string[]) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Texts titles={titles} />
    </I18nextProvider>,
  );

describe("useTranslation on the server", () => {
  it("gives each request's language its own texts, and values and counts per call", () => {
    const i18n = shared();
    const nl = i18n.cloneInstance({ lng: "nl", initAsync: false });
    const en = i18n.cloneInstance({ lng: "en", initAsync: false });
    expect(render(nl, ["Fietsmaatje", "Taalcoach"])).toBe("<p>Opslaan|Fietsmaatje bewerken|Taalcoach bewerken|2 items|missing.key</p>");
    expect(render(en, ["Fietsmaatje"])).toBe("<p>Save|Edit Fietsmaatje|1 item|missing.key</p>");
    // A later request in Dutch gets the Dutch texts again, not the English ones kept in between.
    expect(render(i18n.cloneInstance({ lng: "nl", initAsync: false }), [])).toBe("<p>Opslaan|0 items|missing.key</p>");
  });

  it("keeps a text asked for by key alone instead of resolving it again", () => {
    const i18n = shared();
    expect(render(i18n.cloneInstance({ lng: "nl", initAsync: false }), ["A"])).toContain("Opslaan|A bewerken");
    // The resources do not change while a process runs; changed here only to show which texts were kept.
    i18n.addResource("nl", "common", "save", "Bewaren");
    i18n.addResource("nl", "common", "edit", "Wijzig {{title}}");
    expect(render(i18n.cloneInstance({ lng: "nl", initAsync: false }), ["A"])).toContain("Opslaan|Wijzig A");
    // Another store (another instance) keeps its own texts.
    const other = shared();
    other.addResource("nl", "common", "save", "Bewaren");
    expect(render(other.cloneInstance({ lng: "nl", initAsync: false }), [])).toContain("Bewaren");
  });
});

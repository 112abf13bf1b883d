import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/modules/i18n/instance.server";
import { OrganizationsUnavailable } from "./account-menu";

describe("OrganizationsUnavailable (spec §8)", () => {
  it.each([
    ["nl", "Je organisaties konden niet worden geladen.", "Opnieuw proberen"],
    ["en", "Your organizations could not be loaded.", "Try again"],
  ] as const)("says so in %s and offers a retry of the same page", (language, message, retry) => {
    const html = renderToString(
      <I18nextProvider i18n={i18nFor(language)}>
        <MemoryRouter>
          <OrganizationsUnavailable retryTo="/vacancies?page=2" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain(message);
    expect(html).toContain(`href="/vacancies?page=2"`);
    expect(html).toContain(`>${retry}</a>`);
  });
});

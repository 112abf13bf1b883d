import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { i18nFor } from "~/modules/i18n/instance";
import { isLanguage } from "~/modules/i18n/resources";

// The server rendered the page in <html lang>: hydrate in the same language.
const lang = document.documentElement.lang;
const i18n = i18nFor(isLanguage(lang) ? lang : "nl");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});

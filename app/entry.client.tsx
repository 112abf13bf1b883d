import i18next from "i18next";
import Fetch from "i18next-fetch-backend";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { getInitialNamespaces } from "remix-i18next/client";
import { configureZodMessages } from "~/lib/zod-messages";
import { languageOr, supportedLanguages } from "~/modules/i18n/languages";
import { LOCALES_LOAD_PATH } from "~/modules/i18n/locales-url";

async function hydrate() {
  // The server rendered the page in <html lang>: hydrate in the same language, with the namespaces
  // of the matched routes loaded first (the head preloads them), so no key ever shows.
  const lang = document.documentElement.lang;
  await i18next
    .use(initReactI18next)
    .use(Fetch)
    .init({
      lng: languageOr(lang),
      // en has every key of nl (a test checks): no second language to fetch.
      fallbackLng: false,
      supportedLngs: [...supportedLanguages],
      ns: getInitialNamespaces(),
      defaultNS: "common",
      interpolation: { escapeValue: false },
      backend: { loadPath: LOCALES_LOAD_PATH },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

/**
 * A navigation or submission that a newer one interrupts is aborted; React Router 7 can leave the promise of the
 * interrupted submission rejected with that abort and handled by nobody (remix-run/react-router#14203), which the
 * browser reports as an uncaught error. An abort is what the user asked for, not a fault: it is not reported.
 */
function ignoreAbortedNavigations(event: PromiseRejectionEvent) {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
}

window.addEventListener("unhandledrejection", ignoreAbortedNavigations);
// Our messages for issues whose schema names none, in every check in the browser (decision 065).
configureZodMessages();
void hydrate();

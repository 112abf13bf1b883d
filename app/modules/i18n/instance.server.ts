import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLanguage, namespaces, supportedLanguages, type Language, type Namespace } from "./languages";
import { resources } from "./resources.server";

/**
 * One initialised i18next instance, cloned per request or per mail
 * (creating and initialising an instance per request costs ~4× as much).
 */
let shared: i18n | undefined;

export function sharedI18n(): i18n {
  if (!shared) {
    shared = createInstance();
    void shared.use(initReactI18next).init({
      resources,
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      supportedLngs: [...supportedLanguages],
      ns: [...namespaces],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return shared;
}

export function i18nFor(language: Language): i18n {
  return sharedI18n().cloneInstance({ lng: language, initAsync: false });
}

/** A translate function for server-side texts such as e-mails. */
export function tFor(language: Language, ns: Namespace = "common") {
  return sharedI18n().getFixedT(language, ns);
}

import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext, useTranslation as useReactI18nextTranslation } from "react-i18next";

/*
 * `useTranslation` for every component. In the browser it is react-i18next's
 * own (it follows language changes and waits for namespaces that are still
 * loading). On the server a page renders once, in one language, with every
 * namespace loaded, and react-i18next's hook copies the whole i18n instance
 * per call (createI18nWrapper) — a few per cent of a page's server time with
 * dozens of components. There the hook hands out one fixed `t` per instance
 * and namespace instead, as react-i18next's would (first namespace of a list).
 */
type UseTranslation = typeof useReactI18nextTranslation;

const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

function fixedT(i18n: I18n, namespace: string): TFunction {
  let perNamespace = fixedTs.get(i18n);
  if (!perNamespace) {
    perNamespace = new Map();
    fixedTs.set(i18n, perNamespace);
  }
  let t = perNamespace.get(namespace);
  if (!t) {
    t = i18n.getFixedT(null, namespace);
    perNamespace.set(namespace, t);
  }
  return t;
}

function useServerTranslation(ns?: string | readonly string[]) {
  const { i18n } = useContext(I18nContext);
  const namespace = (typeof ns === "string" ? ns : ns?.[0]) ?? String(i18n.options.defaultNS ?? "common");
  const t = fixedT(i18n, namespace);
  const result = [t, i18n, true] as unknown as [TFunction, I18n, boolean] & { t: TFunction; i18n: I18n; ready: boolean };
  result.t = t;
  result.i18n = i18n;
  result.ready = true;
  return result;
}

export const useTranslation: UseTranslation = (typeof document === "undefined" ? useServerTranslation : useReactI18nextTranslation) as UseTranslation;

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

/*
 * The texts asked for by key alone (no count, no values: a label, a heading, a menu item) are the same for every
 * request in a language, and i18next resolves each anew (a list page asks for the same row labels hundreds of times;
 * about a tenth of a signed-in page's server time went to i18next). They are kept per resource store — the one of
 * the shared instance, which every request's clone shares and nothing changes while the process runs — language and
 * namespace. A call with options (values to interpolate, a count, a default) is always translated. Bounded: keys made
 * from data could otherwise grow it without end; past the bound it only stops keeping new texts.
 */
export const MAX_KEPT_TEXTS = 20_000;
const keptTexts = new WeakMap<object, Map<string, Map<string, string>>>();
let keptCount = 0;

function keepingT(t: TFunction, i18n: I18n, namespace: string): TFunction {
  let perStore = keptTexts.get(i18n.store);
  if (!perStore) {
    perStore = new Map();
    keptTexts.set(i18n.store, perStore);
  }
  const scope = `${i18n.language}\u0000${namespace}`;
  let kept = perStore.get(scope);
  if (!kept) {
    kept = new Map();
    perStore.set(scope, kept);
  }
  const texts = kept;
  const keeping = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    const text = texts.get(key);
    if (text !== undefined) return text;
    const translated = t(key);
    if (typeof translated === "string" && keptCount < MAX_KEPT_TEXTS) {
      texts.set(key, translated);
      keptCount += 1;
    }
    return translated;
  };
  return Object.assign(keeping, { lng: i18n.language, ns: namespace }) as unknown as TFunction;
}

function fixedT(i18n: I18n, namespace: string): TFunction {
  let perNamespace = fixedTs.get(i18n);
  if (!perNamespace) {
    perNamespace = new Map();
    fixedTs.set(i18n, perNamespace);
  }
  let t = perNamespace.get(namespace);
  if (!t) {
    t = keepingT(i18n.getFixedT(null, namespace), i18n, namespace);
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

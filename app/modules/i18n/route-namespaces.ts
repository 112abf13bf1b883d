import { useMatches } from "react-router";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Namespace } from "./languages";

/**
 * A route module's `handle.i18n` names the namespaces its page translates with (remix-i18next's
 * convention); the root's names those of the shell. The browser fetches only these, for the page's
 * language: before hydrating the first page, and before rendering a page navigated to.
 */
export type I18nHandle = { i18n?: Namespace | readonly Namespace[] };

export function namespacesOfHandles(handles: readonly unknown[]): Namespace[] {
  const namespaces = new Set<Namespace>();
  for (const handle of handles) {
    const declared = (handle as I18nHandle | undefined)?.i18n;
    if (!declared) continue;
    for (const namespace of typeof declared === "string" ? [declared] : declared) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** The namespaces of the matched routes, root first. */
export function useRouteNamespaces(): Namespace[] {
  return namespacesOfHandles(useMatches().map((match) => match.handle));
}

/** Loads the matched routes' namespaces; a navigation waits (suspends) until they are there. */
export function useRouteTranslations(): void {
  useTranslation(useRouteNamespaces());
}

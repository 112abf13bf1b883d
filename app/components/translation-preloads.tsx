import { useTranslation } from "~/modules/i18n/use-translation";
import { localesUrl } from "~/modules/i18n/locales-url";
import { useRouteNamespaces } from "~/modules/i18n/route-namespaces";

/**
 * The browser starts fetching the page's translations with the HTML, so they are there by the
 * time entry.client asks for them (it hydrates only after). `crossOrigin` matches fetch()'s mode.
 */
export function TranslationPreloads() {
  const { i18n } = useTranslation();
  return useRouteNamespaces().map((namespace) => (
    <link key={namespace} rel="preload" as="fetch" crossOrigin="anonymous" href={localesUrl(i18n.language, namespace)} />
  ));
}

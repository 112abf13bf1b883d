import { marked } from "marked";
import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import changelog from "../../../CHANGELOG.md?raw";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/changelog";

/** The changelog kept in the repository (CHANGELOG.md), rendered at build time from trusted text. */
export function loader() {
  return { html: marked.parse(changelog, { async: false }) };
}

export const handle = { whiteBackground: true, i18n: ["pages"] } satisfies ShellHandle & I18nHandle;

/** CHANGELOG.md's language. */
const CHANGELOG_LANGUAGE = "nl";

/*
 * The changelog is kept in Dutch only (the language the product is made in, next to every change): on a page in
 * another language a short notice says so, and the text is marked Dutch (WCAG 3.1.2 Language of Parts).
 */
export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("pages");
  return (
    <article className="prose-changelog flex flex-col gap-4">
      <PageTitle title={t("changelog.title")} />
      {i18n.language === CHANGELOG_LANGUAGE ? null : <p>{t("changelog.keptInDutch")}</p>}
      <div lang={CHANGELOG_LANGUAGE} dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}

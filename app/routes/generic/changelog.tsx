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

export default function Changelog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <article className="prose-changelog flex flex-col gap-4">
      <PageTitle title={t("changelog.title")} />
      <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}

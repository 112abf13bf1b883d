import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useShell } from "~/components/shell/use-shell";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";

/** Where signed-in people find help: their center, the changelog, the account pages. */
export default function Support() {
  const { t } = useTranslation("pages");
  const { centerName } = useShell();
  const lp = useLocalizedPath();
  return (
    <section className="flex max-w-prose flex-col gap-4">
      <PageTitle title={t("support.title")} />
      <h1 className="text-3xl font-bold">{t("support.title")}</h1>
      <p>{t("support.intro", { center: centerName })}</p>
      <ul className="list-inside list-disc">
        <li>
          <Link to={lp("/contactformulier")} className="text-primary underline">
            {t("support.contact")}
          </Link>
        </li>
        <li>
          <Link to={lp("/volunteerly/changelog")} className="text-primary underline">
            {t("support.changelog")}
          </Link>
        </li>
        <li>
          <Link to={lp("/auth/recover")} className="text-primary underline">
            {t("support.password")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

export const handle = { i18n: ["pages"] } satisfies I18nHandle;

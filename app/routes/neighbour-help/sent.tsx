import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import type { Route } from "./+types/sent";

/** Where asking for help lands (POST → redirect → GET): a refresh shows this page again and sends nothing. */
export async function loader({ context }: Route.LoaderArgs) {
  requireNeighbourHelp(context);
  return null;
}

export default function HelpRequestSent() {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  return (
    <section className="flex max-w-prose flex-col gap-4">
      <PageTitle title={t("sent.title")} />
      <h1 className="text-3xl font-bold">{t("sent.heading")}</h1>
      <p role="status">{t("sent.body")}</p>
      <p>
        <Link to={lp("/een-op-een-hulp")} className="underline">
          {t("sent.back")}
        </Link>
      </p>
    </section>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;

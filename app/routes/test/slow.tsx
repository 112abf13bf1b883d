import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { linkClass } from "./gallery";

/** Slow on purpose: long enough for the loading bar to show (its throttle is 200 ms). */
export async function loader() {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return null;
}

export default function SlowPage() {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("slow.title")} />
      <h1 className="text-3xl font-bold">{t("slow.title")}</h1>
      <p>{t("slow.body")}</p>
      <Link to={lp("/test/toaster")} className={`self-start ${linkClass}`}>
        {t("slow.back")}
      </Link>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";

/** Slow on purpose: long enough for the loading bar to show (its throttle is 200 ms). */
export async function loader() {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return null;
}

export default function SlowPage() {
  const { t } = useTranslation("feedback");
  const lp = useLocalizedPath();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("demo.slowTitle")} />
      <h1 className="text-3xl font-bold">{t("demo.slowTitle")}</h1>
      <p>{t("demo.slowBody")}</p>
      <Link to={lp("/dev/feedback")} className="self-start text-primary underline">
        {t("demo.back")}
      </Link>
    </div>
  );
}

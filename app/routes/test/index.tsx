import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { GALLERY_PAGES, linkClass } from "./gallery";

/** The gallery's table of contents: every developer test page with what it shows. */
export default function GalleryIndex() {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("index.title")} />
      <h1 className="text-3xl font-bold">{t("index.title")}</h1>
      <p className="max-w-prose">{t("index.intro")}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {GALLERY_PAGES.map((page) => (
          <li key={page} className="flex flex-col gap-1 rounded-md border border-border bg-surface p-4">
            <Link to={lp(`/test/${page}`)} className={`font-semibold ${linkClass}`}>
              {t(`pages.${page}.title`)}
            </Link>
            <p className="text-sm text-muted">{t(`pages.${page}.description`)}</p>
            <code className="text-xs text-muted">/test/{page}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

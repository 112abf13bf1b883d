import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, useRouteLoaderData } from "react-router";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { ContentArticle } from "~/components/content/article";
import { loadContentPage } from "~/modules/content/page-loader.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "~/root";

/** The center's own home page (content page "home" in the visitor's language), when it has one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const content = await loadContentPage(context, "home");
  const url = new URL(request.url);
  return { content, url: `${url.origin}${url.pathname}`, alternates: (content?.languages ?? []).map((language) => ({ ...language, href: `${url.origin}${language.path}` })) };
}

/** The content home page's description, canonical address and languages. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.content) return [];
  const { page } = loaderData.content;
  const description = page.metaDescription ?? page.summary;
  return [
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: page.ogTitle ?? page.metaTitle ?? page.title },
    { tagName: "link", rel: "canonical", href: loaderData.url },
    ...loaderData.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: alternate.href })),
  ];
};

/** The center's home page: its content page, else a welcome with the way into the vacancy bank. */
export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.content) return <ContentArticle page={loaderData.content.page} blocks={loaderData.content.blocks} />;
  return <Welcome />;
}

function Welcome() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("home.title")} />
      <h1 className="text-4xl font-bold">{t("home.welcome", { center: root?.centerName })}</h1>
      <p className="max-w-prose text-lg">{t("home.intro")}</p>
      <div className="flex flex-wrap gap-4">
        <Link to={lp("/vacancies/search")} className={linkButtonClass}>
          {t("home.findVacancies")}
        </Link>
        {root?.user ? null : (
          <Link to={lp("/auth/login-1")} className="inline-flex items-center rounded-md border border-border px-4 py-2 font-semibold">
            {t("home.signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}

/** Anonymous visitors get the same home page: the page cache may keep it (decision 023). */
export const handle = { layout: "wide", i18n: ["content"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;

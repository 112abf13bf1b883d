import { ContentArticle } from "~/components/content/article";
import { requireContentPage } from "~/modules/content/page-loader.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/page";

/** A content page of the center at /{slug} (spec §2: public, wide layout, catch-all). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // /nieuws/{slug} and /succesverhalen/{slug} show their kind; /{slug} the center's other pages.
  const pageType = url.pathname.includes("/nieuws/") ? "news" : url.pathname.includes("/succesverhalen/") ? "success_story" : "default";
  const { page, blocks, languages, language } = await requireContentPage(context, request, params.slug, pageType);
  return { page, blocks, language, url: `${url.origin}${url.pathname}`, alternates: languages.map((language) => ({ ...language, href: `${url.origin}${language.path}` })) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page, url, alternates } = loaderData;
  const description = page.metaDescription ?? page.summary;
  return [
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:type", content: page.pageType === "news" ? "article" : "website" },
    { property: "og:title", content: page.ogTitle ?? page.metaTitle ?? page.title },
    ...(page.ogDescription ?? description ? [{ property: "og:description", content: page.ogDescription ?? description }] : []),
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: alternate.href })),
  ];
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle page={loaderData.page} blocks={loaderData.blocks} language={loaderData.language} />;
}

export const handle = { layout: "wide", i18n: ["content"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;

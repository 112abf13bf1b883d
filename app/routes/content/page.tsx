import { ContentBlocks } from "~/components/content/blocks";
import { PageTitle } from "~/components/page-title";
import { requireContentPage } from "~/modules/content/page-loader.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/page";

/** A content page of the center at /{slug} (spec §2: public, wide layout, catch-all). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { page, blocks } = await requireContentPage(context, request, params.slug);
  const url = new URL(request.url);
  return { page, blocks, url: `${url.origin}${url.pathname}` };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { page, url } = loaderData;
  const description = page.metaDescription ?? page.summary;
  return [
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:type", content: page.pageType === "news" ? "article" : "website" },
    { property: "og:title", content: page.ogTitle ?? page.metaTitle ?? page.title },
    ...(page.ogDescription ?? description ? [{ property: "og:description", content: page.ogDescription ?? description }] : []),
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { page, blocks } = loaderData;
  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <PageTitle title={page.metaTitle ?? page.title} />
      {page.isPublished ? null : (
        <p role="status" className="rounded-md border border-warning bg-surface p-3 font-semibold">
          {t("notPublished")}
        </p>
      )}
      {page.showTitleOnPage ? <h1 className="text-4xl font-bold">{page.title}</h1> : <h1 className="sr-only">{page.title}</h1>}
      <ContentBlocks blocks={blocks} />
    </article>
  );
}

export const handle = { layout: "wide", i18n: ["content"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;

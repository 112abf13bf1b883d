import { PageTitle } from "~/components/page-title";
import type { RenderedBlock } from "~/modules/content/render.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { ContentBlocks } from "./blocks";
import { formatDay } from "~/lib/dates";

export type ArticlePage = { title: string; metaTitle: string | null; isPublished: boolean; showTitleOnPage: boolean; pageType: string; publishedAt: string | null };

/**
 * A content page as visitors see it: its title (or a hidden one), a draft's banner for editors, the blocks.
 * `language` is the page's own, said on its title and blocks where it differs from the site's (a Dutch page on
 * its Dutch address, read with English chosen).
 */
export function ContentArticle({ page, blocks, language }: { page: ArticlePage; blocks: RenderedBlock[]; language?: string }) {
  const { t, i18n } = useTranslation("content");
  const lang = language && language !== i18n.language ? language : undefined;
  return (
    <article className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <PageTitle title={page.metaTitle ?? page.title} />
      {page.isPublished ? null : (
        <p role="status" className="rounded-md border border-warning bg-surface p-3 font-semibold">
          {t("notPublished")}
        </p>
      )}
      <header className="flex flex-col gap-2">
        {page.showTitleOnPage ? (
          <h1 lang={lang} className="text-4xl font-bold">
            {page.title}
          </h1>
        ) : (
          <h1 lang={lang} className="sr-only">
            {page.title}
          </h1>
        )}
        {page.pageType !== "default" && page.publishedAt ? (
          <p className="text-muted">{t("publishedOn", { date: formatDay(page.publishedAt, i18n.language) })}</p>
        ) : null}
      </header>
      {lang ? (
        <div lang={lang} className="contents">
          <ContentBlocks blocks={blocks} />
        </div>
      ) : (
        <ContentBlocks blocks={blocks} />
      )}
    </article>
  );
}

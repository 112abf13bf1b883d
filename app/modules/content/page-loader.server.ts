import { data, type RouterContextProvider } from "react-router";
import { apiContext, localeContext } from "~/middleware/context";
import type { Block } from "./blocks";
import type { EmbeddedForm } from "./pages.server";
import { pagePath } from "./paths";
import { prepareBlocks, type RenderedBlock } from "./render.server";

export type PublicPage = {
  id: string;
  title: string;
  slug: string;
  pageType: string;
  showTitleOnPage: boolean;
  isPublished: boolean;
  publishedAt: string | null;
  summary: string;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  image: { url: string; alt: string } | null;
  canEdit: boolean;
  blocks: Block[];
  forms: EmbeddedForm[];
};

/**
 * The page of the center with this slug in the visitor's language, its blocks made ready to render, or
 * null. Visitors get published pages only; editors also their drafts (the page says so).
 */
export async function loadContentPage(context: Readonly<RouterContextProvider>, slug: string, pageType?: string) {
  const api = context.get(apiContext);
  const locale = context.get(localeContext);
  const { data: found } = await api.get<PublicPage[]>("/api/v1/pages", {
    query: { "filter[slug]": slug.toLowerCase(), "filter[locale]": locale, ...(pageType ? { "filter[page_type]": pageType } : {}), "page[size]": 1 },
  });
  const page = found[0];
  if (!page) return null;
  const prefix = locale === "nl" ? "" : `/${locale}`;
  const [blocks, languages] = await Promise.all([
    prepareBlocks(page.blocks, { api, locale, prefix, forms: page.forms }) as Promise<RenderedBlock[]>,
    translations(context, page),
  ]);
  const { blocks: _raw, forms: _forms, ...rest } = page;
  return { page: rest, blocks, languages };
}

/**
 * The languages the page is published in (hreflang): a page with the same slug and type in another
 * language is its translation.
 */
async function translations(context: Readonly<RouterContextProvider>, page: PublicPage): Promise<Array<{ locale: string; path: string }>> {
  const { data } = await context.get(apiContext).get<Array<{ slug: string; locale: string; pageType: string; isPublished: boolean }>>("/api/v1/pages", {
    query: { "filter[slug]": page.slug, "filter[page_type]": page.pageType, "filter[is_published]": "true", "fields[pages]": "slug,locale,page_type,is_published", "page[size]": 10 },
  });
  return data.length > 1 ? data.map((other) => ({ locale: other.locale, path: pagePath(other) })) : [];
}

/** The content page or a 404 the root error boundary shows. */
export async function requireContentPage(context: Readonly<RouterContextProvider>, request: Request, slug: string, pageType?: string) {
  const found = await loadContentPage(context, slug, pageType);
  if (!found) throw data({ path: new URL(request.url).pathname, message: "Page not found" }, { status: 404 });
  return found;
}

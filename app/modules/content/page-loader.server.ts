import { data, type RouterContextProvider } from "react-router";
import { apiContext, localeContext } from "~/middleware/context";
import { splitLanguagePrefix } from "~/middleware/paths";
import { defaultLanguage } from "~/modules/i18n/languages";
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
 * null. Visitors get published pages only; editors also their drafts (the page says so). With
 * `orDefaultLanguage` (an address without a language prefix, which is the Dutch page's, read in English
 * because of the language cookie) a page only in Dutch is that page, in Dutch, rather than a 404.
 */
export async function loadContentPage(context: Readonly<RouterContextProvider>, slug: string, pageType?: string, { orDefaultLanguage = false } = {}) {
  const api = context.get(apiContext);
  const find = async (locale: string) =>
    (
      await api.get<PublicPage[]>("/api/v1/pages", {
        query: { "filter[slug]": slug.toLowerCase(), "filter[locale]": locale, ...(pageType ? { "filter[page_type]": pageType } : {}), "page[size]": 1 },
      })
    ).data[0];
  let locale: string = context.get(localeContext);
  let page = await find(locale);
  if (!page && orDefaultLanguage && locale !== defaultLanguage) {
    locale = defaultLanguage;
    page = await find(locale);
  }
  if (!page) return null;
  const prefix = locale === "nl" ? "" : `/${locale}`;
  const [blocks, languages] = await Promise.all([
    prepareBlocks(page.blocks, { api, locale, prefix, forms: page.forms }) as Promise<RenderedBlock[]>,
    translations(context, page),
  ]);
  const { blocks: _raw, forms: _forms, ...rest } = page;
  return { page: rest, blocks, languages, language: locale };
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
  const found = await loadContentPage(context, slug, pageType, { orDefaultLanguage: !splitLanguagePrefix(new URL(request.url).pathname).language });
  if (!found) throw data({ path: new URL(request.url).pathname, message: "Page not found" }, { status: 404 });
  return found;
}

/** Where a page lives for visitors: the home page at / (or /en), news and success stories under their overviews. */
export function pagePath(page: { slug: string; locale: string; pageType: string }): string {
  const prefix = page.locale === "nl" ? "" : `/${page.locale}`;
  const section = page.pageType === "news" ? "/nieuws" : page.pageType === "success_story" ? "/succesverhalen" : "";
  return page.slug === "home" && page.pageType === "default" ? prefix || "/" : `${prefix}${section}/${page.slug}`;
}

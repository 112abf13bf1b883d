import type { ApiClient } from "~/modules/api-client/client.server";
import { pagePath } from "./paths";

export { pagePath };

/*
 * What search engines and feed readers get of a center's site (issue 12): sitemap.xml with its published
 * pages, news and success stories (both languages where it has them), public vacancies and organizations;
 * robots.txt pointing at it; an Atom feed of the news. All per host: the center of the request.
 */

export function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** Every row of a list, page by page, up to `limit` rows. */
async function all<T>(api: ApiClient, path: string, query: Record<string, string | number>, size: number, limit: number): Promise<T[]> {
  const rows: T[] = [];
  for (let number = 1; rows.length < limit; number++) {
    const page = await api.getPage<T>(path, { query: { ...query, "page[size]": size, "page[number]": number } });
    rows.push(...page.rows);
    if (number >= page.pageCount) break;
  }
  return rows.slice(0, limit);
}

type PageRow = { slug: string; locale: string; pageType: string; updatedAt: string };
type Dated = { id: string; updatedAt?: string | null; createdAt?: string | null };

/** A sitemap holds at most 50,000 addresses. */
const LIMIT = 50_000;


export async function sitemapXml(api: ApiClient, origin: string): Promise<string> {
  const [pages, vacancies, organizations] = await Promise.all([
    all<PageRow>(api, "/api/v1/pages", { "filter[is_published]": "true", sort: "-updated_at", "fields[pages]": "slug,locale,page_type,updated_at" }, 100, LIMIT),
    all<Dated>(api, "/api/v1/vacancies", { "fields[vacancies]": "updated_at" }, 100, LIMIT),
    all<Dated>(api, "/api/v1/organizations", { "fields[organizations]": "updated_at" }, 1000, LIMIT),
  ]);
  const entry = (path: string, modified?: string | null) =>
    `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc>${modified ? `<lastmod>${modified.slice(0, 10)}</lastmod>` : ""}</url>`;
  const hasHome = pages.some((page) => page.slug === "home" && page.locale === "nl" && page.pageType === "default");
  const lines = [
    ...(hasHome ? [] : [entry("/")]),
    ...pages.map((page) => entry(pagePath(page), page.updatedAt)),
    entry("/nieuws"),
    entry("/succesverhalen"),
    entry("/vacancies/search"),
    entry("/sociale-kaart"),
    ...vacancies.map((vacancy) => entry(`/vacancies/${vacancy.id}`, vacancy.updatedAt ?? vacancy.createdAt)),
    ...organizations.map((organization) => entry(`/organizations/${organization.id}`, organization.updatedAt)),
  ].slice(0, LIMIT);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /forms/",
    "Disallow: /account/",
    "Disallow: /test",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

type NewsRow = { id: string; title: string; slug: string; locale: string; pageType: string; summary: string; publishedAt: string | null; updatedAt: string };

/** The center's latest news as an Atom feed (RFC 4287). */
export async function newsFeedXml(api: ApiClient, input: { origin: string; locale: string; title: string }): Promise<string> {
  const { rows } = await api.getPage<NewsRow>("/api/v1/pages", {
    query: { "filter[page_type]": "news", "filter[locale]": input.locale, "filter[is_published]": "true", sort: "-published_at", "page[size]": 20 },
  });
  const self = `${input.origin}${input.locale === "nl" ? "" : `/${input.locale}`}/nieuws/feed.xml`;
  const updated = rows[0]?.updatedAt ?? new Date(0).toISOString();
  const entries = rows.map((row) => {
    const link = `${input.origin}${pagePath(row)}`;
    return [
      "  <entry>",
      `    <id>${xmlEscape(link)}</id>`,
      `    <title>${xmlEscape(row.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlEscape(link)}"/>`,
      `    <published>${row.publishedAt ?? row.updatedAt}</published>`,
      `    <updated>${row.updatedAt}</updated>`,
      row.summary ? `    <summary>${xmlEscape(row.summary)}</summary>` : "",
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${input.locale}">`,
    `  <id>${xmlEscape(self)}</id>`,
    `  <title>${xmlEscape(input.title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(`${input.origin}${input.locale === "nl" ? "" : `/${input.locale}`}/nieuws`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

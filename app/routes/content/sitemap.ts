import { apiContext } from "~/middleware/context";
import { sitemapXml } from "~/modules/content/feeds.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml of the request's host: its center's published pages, public vacancies and organizations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const xml = await sitemapXml(context.get(apiContext), new URL(request.url).origin);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

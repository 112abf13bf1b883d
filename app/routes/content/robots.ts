import { robotsTxt } from "~/modules/content/feeds.server";
import type { Route } from "./+types/robots";

/** /robots.txt of the request's host, pointing at its own sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}

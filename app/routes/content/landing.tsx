import { ContentArticle } from "~/components/content/article";
import { requireContentPage } from "~/modules/content/page-loader.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/landing";

/**
 * /gelderse-handen (spec §2: public, empty layout): the content page of that slug without the site's header
 * and footer. A host that shows only it sends every other path here by a route rule (ROUTE_RULES, README).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return requireContentPage(context, request, "gelderse-handen");
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <ContentArticle page={loaderData.page} blocks={loaderData.blocks} language={loaderData.language} />;
}

export const handle = { layout: "empty", i18n: ["content"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;

import { apiContext, i18nContext, localeContext, tenancyContext } from "~/middleware/context";
import { newsFeedXml } from "~/modules/content/feeds.server";
import type { Route } from "./+types/feed";

/** /nieuws/feed.xml: the center's latest news as an Atom feed, in the language of the path. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = context.get(i18nContext).getFixedT(context.get(localeContext), "content");
  const xml = await newsFeedXml(context.get(apiContext), {
    origin: new URL(request.url).origin,
    locale: context.get(localeContext),
    title: `${t("newsTitle")} - ${context.get(tenancyContext).tenant.appName}`,
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}

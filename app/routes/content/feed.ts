import { apiContext, i18nContext, localeContext, tenancyContext } from "~/middleware/context";
import { newsFeedXml } from "~/modules/content/feeds.server";
import { centerNameOf } from "~/modules/tenancy/tenancy.server";
import type { Route } from "./+types/feed";

/** /nieuws/feed.xml: the center's latest news as an Atom feed, in the language of the path, named after the center. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = context.get(i18nContext).getFixedT(context.get(localeContext), "content");
  const api = context.get(apiContext);
  const xml = await newsFeedXml(api, {
    origin: new URL(request.url).origin,
    locale: context.get(localeContext),
    // The center of the host, as its pages and the activity feeds: two centers of one tenant are two feeds in a reader.
    title: t("newsFeedTitle", { center: centerNameOf(context.get(tenancyContext)) }),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}

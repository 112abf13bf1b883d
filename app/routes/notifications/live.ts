import { liveUnreadResponse } from "~/modules/notifications/page.server";
import type { Route } from "./+types/live";

/** /notificaties/live: the bell's count as server-sent events, or once as JSON (`?poll`) for the fallback. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return liveUnreadResponse(context, request);
}

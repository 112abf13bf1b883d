import { openNotification } from "~/modules/notifications/page.server";
import type { Route } from "./+types/open";

/** /notificaties/{id}: a notification's link; marks it read and goes to what it is about. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return openNotification(context, request, params.id);
}

import { redirect } from "react-router";
import { i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { stopImpersonation } from "~/modules/users/session-user.server";
import type { Route } from "./+types/stop-impersonating";

/** Nothing to show: the banner's button posts here. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath("/dashboard", context.get(localeContext)));
}

/** Back to the admin's own account: the other user's session ends, the admin lands on that user's page. */
export async function action({ context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const userId = await stopImpersonation(context);
  if (!userId) throw redirect(localizedPath("/dashboard", locale));
  context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("users:impersonation.stopped") });
  throw redirect(localizedPath(`/users/${userId}`, locale));
}

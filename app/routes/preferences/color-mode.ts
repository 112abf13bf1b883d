import { redirect } from "react-router";
import { apiContext } from "~/middleware/context";
import { safeRedirect } from "~/middleware/paths";
import { colorModeCookie } from "~/modules/session/session.server";
import { isColorMode } from "~/modules/theme/color-mode";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/color-mode";

/**
 * Saves the colour mode; works as a plain form post without JavaScript. Signed in it is the user's own choice
 * on their record (decision 048, like Customize), else this browser's cookie.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode = formData.get("mode");
  const chosen = isColorMode(mode) ? mode : "system";
  const target = safeRedirect(formData.get("redirectTo"), "/");
  if (await getOptionalUser(context)) {
    await context.get(apiContext).patch("/api/v1/account/settings", { body: { appearance: { colorMode: chosen } } });
    throw redirect(target);
  }
  throw redirect(target, { headers: { "Set-Cookie": await colorModeCookie().serialize(chosen) } });
}

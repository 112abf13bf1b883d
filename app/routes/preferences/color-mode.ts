import { redirect } from "react-router";
import { safeRedirect } from "~/middleware/paths";
import { colorModeCookie } from "~/modules/session/session.server";
import { isColorMode } from "~/modules/theme/color-mode";
import type { Route } from "./+types/color-mode";

/** Saves the colour mode; works as a plain form post without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode = formData.get("mode");
  const chosen = isColorMode(mode) ? mode : "system";
  throw redirect(safeRedirect(formData.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": await colorModeCookie().serialize(chosen) },
  });
}

import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { safeRedirect } from "~/middleware/paths";
import { appearanceCookie, colorModeCookie } from "~/modules/session/session.server";
import { AppearanceSchema } from "~/modules/theme/appearance-schema";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/appearance";

/**
 * The sidebar's Customize (decision 048): colour mode, shape and font size for the person choosing them only.
 * Signed in they are stored on the user record through the API; without an account in this browser's cookies.
 * A plain form post that returns to the page it came from, so it works without JavaScript.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AppearanceSchema });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const { colorMode, shape, fontSize } = submission.value;
  const headers = new Headers();
  if (await getOptionalUser(context)) {
    await context.get(apiContext).patch("/api/v1/account/settings", { body: { appearance: { colorMode, shape, fontSize } } });
  } else {
    headers.append("Set-Cookie", await colorModeCookie().serialize(colorMode));
    headers.append("Set-Cookie", await appearanceCookie().serialize({ shape, fontSize }));
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(context.get(i18nContext).t("common:appearance.saved")) });
  throw redirect(safeRedirect(formData.get("redirectTo"), "/"), { headers });
}

import { redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { requireCenterRole } from "~/modules/organizations/pages.server";

/*
 * Shared by the settings pages (/instellingen, issue 15): who may use them — the people who run the center,
 * admins and center superusers; everyone else gets the 403 page — and the toast plus redirect after a save.
 */

export async function requireSettingsAccess(context: Readonly<RouterContextProvider>, request: Request) {
  const user = await requireCenterRole(context, request);
  return { user, api: context.get(apiContext) };
}

/** POST → redirect → GET with a success toast (the page's own `saved` text). */
export function savedRedirect(context: Readonly<RouterContextProvider>, path: string, key: string): never {
  const t = context.get(i18nContext).t;
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(key)) });
  throw redirect(localizedPath(path, context.get(localeContext)));
}

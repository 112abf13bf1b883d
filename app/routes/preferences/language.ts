import { redirect } from "react-router";
import { localizedPath, safeRedirect } from "~/middleware/paths";
import { languageOr } from "~/modules/i18n/languages";
import { localeCookie } from "~/modules/session/session.server";
import type { Route } from "./+types/language";

/** The language switch: remembers the choice (365 days) and goes to the page in that language. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const language = formData.get("language");
  const chosen = languageOr(language);
  const target = localizedPath(safeRedirect(formData.get("redirectTo"), "/"), chosen);
  throw redirect(target, { headers: { "Set-Cookie": await localeCookie().serialize(chosen) } });
}

import { redirect } from "react-router";
import { safeRedirect } from "~/middleware/paths";
import { consentCookie } from "~/modules/session/session.server";
import type { Route } from "./+types/consent";

/** The cookie banner's answer: analytics only after an explicit yes. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const answer = formData.get("analytics") === "yes" ? "yes" : "no";
  throw redirect(safeRedirect(formData.get("redirectTo"), "/"), {
    headers: { "Set-Cookie": await consentCookie().serialize(answer) },
  });
}

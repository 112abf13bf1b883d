import { redirect } from "react-router";
import { apiContext, sessionContext } from "~/middleware/context";
import { safeRedirect } from "~/middleware/paths";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/organization";

/** Spec §4: the selected organization is persisted; only one of the user's own counts. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(context, request);
  const formData = await request.formData();
  const chosen = formData.get("organizationId");
  const { data: organizations } = await context.get(apiContext).get<Array<{ id: string }>>("/api/v1/current_organizations");
  if (typeof chosen === "string" && organizations.some((organization) => organization.id === chosen)) {
    context.get(sessionContext).set("currentOrganizationId", chosen);
  }
  throw redirect(safeRedirect(formData.get("redirectTo"), "/dashboard"));
}

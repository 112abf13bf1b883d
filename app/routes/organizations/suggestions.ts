import { data } from "react-router";
import type { ComboboxSuggestions } from "~/components/search-combobox";
import type { Route } from "./+types/suggestions";
import { searchOrganizations } from "~/modules/organizations/name-search.server";
import { apiOf, requireManager } from "~/routes/manage/manage.server";

/**
 * A center user's organization field (a list's filter, the organization a vacancy, form or user is for) asks here
 * as one types (`?q=`): at most ten of the center's organizations whose name contains the text, and how many there
 * are in all. Organization superusers choose among their own organizations from a short select instead.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  if (!manager.centerRole) throw data({ message: "Forbidden" }, { status: 403 });
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const found: ComboboxSuggestions = q ? await searchOrganizations(apiOf(context), q) : { options: [], total: 0 };
  return Response.json(found, { headers: { "Cache-Control": "private, no-store" } });
}

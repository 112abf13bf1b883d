import { data } from "react-router";
import type { ComboboxSuggestions } from "~/components/search-combobox";
import { searchPeople } from "~/modules/users/person-search.server";
import { apiOf, requireManager } from "~/routes/manage/manage.server";
import type { Route } from "./+types/suggestions";

/**
 * A center user's person field (the bulk edit's contact person, decision 056) asks here as one types (`?q=`): at
 * most ten of the users they may see whose name or e-mail address contains the text, and how many in all.
 * Organization superusers choose among their own organizations' people from a short select instead.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  if (!manager.centerRole) throw data({ message: "Forbidden" }, { status: 403 });
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const found: ComboboxSuggestions = q ? await searchPeople(apiOf(context), q) : { options: [], total: 0 };
  return Response.json(found, { headers: { "Cache-Control": "private, no-store" } });
}

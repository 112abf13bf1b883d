import { z } from "zod";
import type { ComboboxSuggestions } from "~/components/search-combobox";
import { searchManagedVacancies } from "~/modules/vacancies/title-search.server";
import type { Route } from "./+types/vacancy-suggestions";
import { apiOf, requireManager } from "./manage.server";

/**
 * A manager's vacancy field (the applications' vacancy filter, decision 056) asks here as one types (`?q=`): at
 * most ten of the vacancies they manage whose title contains the text, of the organization the page filters by
 * (`organization=`) when it does, and how many there are in all.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireManager(context, request);
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const organization = z.guid().safeParse(params.get("organization")).data;
  const found: ComboboxSuggestions = q ? await searchManagedVacancies(apiOf(context), q, organization) : { options: [], total: 0 };
  return Response.json(found, { headers: { "Cache-Control": "private, no-store" } });
}

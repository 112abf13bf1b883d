import type { Route } from "./+types/submissions-csv";
import { apiOf } from "./forms.server";

/** /form_builder/{id}/submissions.csv: the API's CSV export with the page's filters, as a download. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name)! : undefined);
  const q = url.searchParams.get("q")?.trim() || undefined;
  const response = await apiOf(context).request("GET", `/api/v1/forms/${params.id}/submissions.csv`, {
    query: { "filter[created_from]": day("from"), "filter[created_to]": day("to"), "filter[q]": q },
  });
  return new Response(response.body, {
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": response.headers.get("content-disposition") ?? 'attachment; filename="inzendingen.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

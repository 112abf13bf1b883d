import type { Route } from "./+types/data-viewer-csv";
import { apiQuery, viewerParams } from "~/modules/data-viewer/params";
import { requireAdmin } from "./data-viewer.server";

/** /admin/data-viewer/export.csv: the API's CSV of the table as the page shows it (all pages), as a download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = await requireAdmin(context, request);
  const params = viewerParams(new URL(request.url));
  const response = await api.request("GET", `/api/v1/data_viewer/tables/${encodeURIComponent(params.table)}/rows.csv`, { query: apiQuery(params) });
  return new Response(response.body, {
    headers: {
      "Content-Type": response.headers.get("content-type") ?? "text/csv; charset=utf-8",
      "Content-Disposition": response.headers.get("content-disposition") ?? 'attachment; filename="export.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}

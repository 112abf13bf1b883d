import { Hono } from "hono";
import { toCsv } from "~/modules/forms/csv";
import { auditUse, EXPORT_LIMIT, listViewerTables, readRows, resolveQuery, type ViewerTable } from "~/modules/data-viewer/viewer.server";
import type { ApiEnv } from "../context.server";
import { inTenant, requireRole } from "../guards.server";
import { jsonApi, listDocument, parseInclude, parsePage, refuseSort, toDocument, Transformer, type SerializeExtra } from "../jsonapi.server";

/*
 * The data viewer (issue 15, decision 044): admins read the tenant's tables, never writing. Every read and export is
 * written to the audit log in the same transaction.
 */
export const dataViewerRoutes = new Hono<ApiEnv>();

class TableTransformer extends Transformer<ViewerTable, SerializeExtra> {
  override type = "data_viewer_tables";
  transform(table: ViewerTable) {
    return { id: table.name, name: table.name, columns: table.columns };
  }
}

type RowResource = { key: string; values: Record<string, string | null> };
class RowTransformer extends Transformer<RowResource, SerializeExtra> {
  override type = "data_viewer_rows";
  transform(row: RowResource) {
    return { id: row.key, values: row.values };
  }
}

dataViewerRoutes.get("/data_viewer/tables", async (c) => {
  requireRole(c, "admin");
  refuseSort(c);
  parseInclude(c, []);
  const tables = await inTenant(c, (tx) => listViewerTables(tx));
  return jsonApi(c, toDocument(tables, new TableTransformer(), { meta: { total: tables.length } }));
});

dataViewerRoutes.get("/data_viewer/tables/:table/rows", async (c) => {
  const admin = requireRole(c, "admin");
  parseInclude(c, []);
  const page = parsePage(c, { defaultSize: 50, maxSize: 100 });
  const params = new URL(c.req.url).searchParams;
  const tenantId = c.var.tenancy.tenant.id;
  const centerId = admin.centerId;
  const { query, rows, total } = await inTenant(c, async (tx) => {
    const { table, query } = resolveQuery(await listViewerTables(tx), c.req.param("table"), params);
    const found = await readRows(tx, { table, query, centerId, page });
    await auditUse(tx, { tenantId, actorId: admin.id, action: "data_viewer_read", query, page: page.number, rows: found.rows.length });
    return { query, ...found };
  });
  const resources = rows.map((values, index) => ({ key: values.id ?? String(page.offset + index + 1), values }));
  return jsonApi(c, listDocument(c, resources, new RowTransformer(), page, total, { sorted: true, meta: { table: query.table, columns: query.columns } }));
});

/** The same rows as CSV for Dutch Excel (the forms export's format), at most EXPORT_LIMIT of them. */
dataViewerRoutes.get("/data_viewer/tables/:table/rows.csv", async (c) => {
  const admin = requireRole(c, "admin");
  const params = new URL(c.req.url).searchParams;
  const tenantId = c.var.tenancy.tenant.id;
  const centerId = admin.centerId;
  const { query, rows, total } = await inTenant(c, async (tx) => {
    const { table, query } = resolveQuery(await listViewerTables(tx), c.req.param("table"), params);
    const found = await readRows(tx, { table, query, centerId, page: { size: EXPORT_LIMIT, offset: 0 } });
    await auditUse(tx, { tenantId, actorId: admin.id, action: "data_viewer_export", query, rows: found.rows.length });
    return { query, ...found };
  });
  const csv = toCsv([query.columns, ...rows.map((row) => query.columns.map((name) => row[name] ?? ""))]);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${query.table}.csv"`,
    // Whether the export holds every matching row: a client can tell the user when it does not.
    "X-Total-Count": String(total),
    "Cache-Control": "private, no-store",
  });
});

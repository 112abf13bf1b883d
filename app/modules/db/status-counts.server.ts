import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "./client.server";

/*
 * The counts behind a list's status tabs (meta.status_counts): one count grouped by status, every tab's status in
 * the answer, 0 where there are none, so the page shows a tab with 0 rather than none.
 */

/** A status and how many rows have it, as a count grouped by status answers. */
export type StatusTotal = { status: string; total: number };

/** Every status of `statuses` with its total among `totals` (0 where none); statuses not asked for are left out. */
export function zeroFilledCounts<S extends string>(totals: readonly StatusTotal[], statuses: readonly S[]): Record<S, number> {
  return Object.fromEntries(statuses.map((status) => [status, totals.find((row) => row.status === status)?.total ?? 0])) as Record<S, number>;
}

/** How many rows of `table` that match `where` have each status of `statuses` in `column`: one grouped count. */
export async function countsByStatus<S extends string>(
  tx: Tx,
  input: { table: PgTable; column: PgColumn; where: SQL | undefined; statuses: readonly S[] },
): Promise<Record<S, number>> {
  const totals = await tx.select({ status: input.column, total: count() }).from(input.table).where(input.where).groupBy(input.column);
  return zeroFilledCounts(totals as StatusTotal[], input.statuses);
}

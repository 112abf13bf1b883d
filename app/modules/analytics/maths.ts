import { addDays, daysIn, type DayRange } from "./range";

/*
 * The arithmetic of the analytics (issue 15, decision 047) on rows the rollup made: pure functions, unit tested,
 * shared by the API's figures and the charts.
 */

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A share as a whole percentage, or null when there is nothing to share. */
export function percentage(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export type Bucket = "day" | "month";

/** Days for ranges up to two months, months for longer ones. */
export function bucketOf(range: DayRange): Bucket {
  return daysIn(range) <= 62 ? "day" : "month";
}

/**
 * The days a status chart samples: every day of a short range; for a longer one the last day of each month (the
 * range's end for the running month). Each point shows the vacancies as the rollup found them that day.
 */
export function samplePoints(range: DayRange): string[] {
  const points: string[] = [];
  if (bucketOf(range) === "day") {
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) points.push(d);
    return points;
  }
  let month = range.from.slice(0, 7);
  while (`${month}-01` <= range.to) {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
    const end = addDays(`${next}-01`, -1);
    points.push(end < range.to ? end : range.to);
    month = next;
  }
  return points;
}

/** The sum of a numeric field of rows grouped by a key, keys in first-seen order. */
export function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
}

export type SortDirection = "asc" | "desc";
const dutch = new Intl.Collator("nl");

/** Rows sorted by a column, names (strings) alphabetically in Dutch, empty values last either way. */
export function sortRows<T extends Record<string, unknown>>(rows: readonly T[], column: keyof T, direction: SortDirection): T[] {
  const factor = direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[column];
    const y = b[column];
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === "number" && typeof y === "number") return (x - y) * factor;
    return dutch.compare(String(x), String(y)) * factor;
  });
}

/** A change from one period to the next as a whole percentage; null when the first had nothing. */
export function change(before: number, after: number): number | null {
  return before === 0 ? null : Math.round(((after - before) / before) * 100);
}

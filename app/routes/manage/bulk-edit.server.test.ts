import { describe, expect, it } from "vitest";
import { shownTitle, shownTitles } from "~/modules/vacancies/manage-schema";
import { readBulkResult, RESULT_ROWS, storeBulkResult, withShownTitles, type BulkResultRow } from "./bulk-edit.server";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const summary = { matched: 1, changed: 0, unchanged: 0, cannot: 1 };

/** The cookie a browser sends back after the Set-Cookie header. */
const cookieOf = (setCookie: string) => new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });

describe("a bulk edit's result", () => {
  it("names a vacancy the API no longer finds by the title its preview showed", () => {
    const shown = shownTitles([shownTitle({ id: id(1), title: "Weggeklus met spaties" }), shownTitle({ id: id(2), title: "Blijfklus" })]);
    const results = withShownTitles(
      [
        { id: id(1), title: null, outcome: "cannot", reason: "not_found" },
        { id: id(2), title: "Blijfklus (nieuwe titel)", outcome: "changed" },
        { id: id(3), title: null, outcome: "cannot", reason: "not_found" },
      ] satisfies BulkResultRow[],
      shown,
    );
    expect(results.map((row) => row.title)).toEqual(["Weggeklus met spaties", "Blijfklus (nieuwe titel)", null]);
  });

  it("keeps the title of a vacancy that is gone through the redirect, and only that one", async () => {
    const { id: resultId, setCookie } = await storeBulkResult(summary, [
      { id: id(1), title: "Weggeklus", outcome: "cannot", reason: "not_found" },
      { id: id(2), title: "Blijfklus", outcome: "changed" },
    ]);
    const stored = await readBulkResult(cookieOf(setCookie), resultId);
    expect(stored?.rows).toEqual([
      [id(1), "cannot", "not_found", "Weggeklus"],
      [id(2), "changed"],
    ]);
  });

  it("stays a cookie a browser keeps (under 4 KB) with every row a vacancy that is gone under a long title", async () => {
    const results: BulkResultRow[] = Array.from({ length: RESULT_ROWS + 5 }, (_, n) => ({ id: id(n), title: "Één heel lange titel ".repeat(10), outcome: "cannot", reason: "not_found" }));
    const { id: resultId, setCookie } = await storeBulkResult({ ...summary, matched: results.length, cannot: results.length }, results);
    expect(setCookie.length).toBeLessThan(4000);
    const stored = await readBulkResult(cookieOf(setCookie), resultId);
    expect(stored?.rows).toHaveLength(RESULT_ROWS);
    // The first ones keep a title, cut short; the rest are 'Onbekende vacature' as before.
    expect(stored?.rows[0]?.[3]).toBe("Één heel lange titel ".repeat(10).slice(0, 80));
    expect(stored?.rows.at(-1)?.[3]).toBeUndefined();
  });
});

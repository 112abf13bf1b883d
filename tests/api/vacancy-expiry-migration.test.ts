import fs from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrganization, createVacancy } from "~/modules/db/factories.server";
import { vacancies } from "~/modules/db/schema";
import { expiryOfDay } from "~/modules/vacancies/manage-schema";
import { demoCenter, type DemoCenter } from "../support/api";

const MIGRATION = "0041_vacancy_expiry_amsterdam_day_end";

/** The migration run again on the worker's database (migrated before the rows below existed), statement by statement. */
async function runMigration(center: DemoCenter) {
  const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  expect(journal.entries.map((entry) => entry.tag)).toContain(MIGRATION);
  const text = fs.readFileSync(path.resolve("drizzle", `${MIGRATION}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await center.db.execute(sql.raw(statement));
}

describe("migration 0041: expiries the forms stored as <day>T23:59:59Z", () => {
  it("end the chosen day in the Netherlands in every tenant (winter and summer), other expiries kept, a second run writes nothing", async () => {
    const tag = `Ex${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
    const [demo, oldebroek] = await Promise.all([demoCenter(), demoCenter("oldebroek.localhost")]);
    const insert = (center: DemoCenter, rows: Array<[string, Date | null]>) =>
      center.run(async (tx, ids) => {
        const organization = await createOrganization(tx, { ...ids, name: `Organisatie ${tag}`, type: "NonProfit", status: "approved" });
        const made: Record<string, string> = {};
        for (const [title, expiresAt] of rows) made[title] = (await createVacancy(tx, { ...ids, organizationId: organization.id, title: `${title} ${tag}`, status: "published", expiresAt })).id;
        return made;
      });
    const demoIds = await insert(demo, [
      ["winter", new Date("2031-01-31T23:59:59Z")],
      ["summer", new Date("2031-07-15T23:59:59Z")],
      ["api", new Date("2031-04-01T10:00:00Z")],
      ["none", null],
    ]);
    const oldebroekIds = await insert(oldebroek, [["winter", new Date("2031-12-31T23:59:59Z")]]);
    const read = async (center: DemoCenter, ids: Record<string, string>) => {
      const rows = await center.run((tx) => tx.select({ id: vacancies.id, expiresAt: vacancies.expiresAt, xmin: sql<string>`xmin::text` }).from(vacancies).where(inArray(vacancies.id, Object.values(ids))));
      return Object.fromEntries(Object.entries(ids).map(([title, id]) => [title, rows.find((row) => row.id === id)!]));
    };

    await runMigration(demo);
    const demoRows = await read(demo, demoIds);
    expect(demoRows.winter!.expiresAt?.toISOString()).toBe(expiryOfDay("2031-01-31"));
    expect(demoRows.summer!.expiresAt?.toISOString()).toBe(expiryOfDay("2031-07-15"));
    expect(demoRows.api!.expiresAt?.toISOString()).toBe("2031-04-01T10:00:00.000Z");
    expect(demoRows.none!.expiresAt).toBeNull();
    expect((await read(oldebroek, oldebroekIds)).winter!.expiresAt?.toISOString()).toBe(expiryOfDay("2031-12-31"));

    // Every row an UPDATE writes gets a new xmin: the same after a second run, so it wrote no row.
    await runMigration(demo);
    expect(await read(demo, demoIds)).toEqual(demoRows);
  });
});

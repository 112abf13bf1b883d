import { describe, expect, it } from "vitest";
import { byOrganization, parseReactions, responsesByType, topVacancies, totals, type VacancySums } from "./aggregate";

/* The rollup read added up into the pages' figures (issue 15, decision 047). */
const HOUR = 3600;
const row = (vacancyId: string, organizationId: string, vacancyType: string, views: number, responses: number, accepted: number, reactions: number[]): VacancySums => ({
  vacancyId,
  organizationId,
  vacancyType,
  views,
  responses,
  accepted,
  reactions,
});
const rows = [
  row("v1", "o1", "volunteering", 7, 3, 3, [HOUR, 3 * HOUR, 5 * HOUR]),
  row("v2", "o1", "activity", 3, 2, 1, [10 * HOUR]),
  row("v3", "o2", "volunteering", 40, 0, 0, []),
  row("v4", "o2", "volunteering", 12, 2, 1, [2 * HOUR, 2 * HOUR]),
];

describe("aggregate", () => {
  it("adds up the funnel and takes the median over every response's reaction time", () => {
    expect(totals(rows)).toEqual({ views: 62, responses: 7, accepted: 5, medianSeconds: 2.5 * HOUR, reacted: 6 });
    expect(totals([])).toEqual({ views: 0, responses: 0, accepted: 0, medianSeconds: null, reacted: 0 });
  });

  it("gives each organization its funnel and its own median (the mean of the middle two for an even count)", () => {
    expect(byOrganization(rows)).toEqual([
      { organizationId: "o1", views: 10, responses: 5, accepted: 4, medianSeconds: 4 * HOUR, reacted: 4 },
      { organizationId: "o2", views: 52, responses: 2, accepted: 1, medianSeconds: 2 * HOUR, reacted: 2 },
    ]);
  });

  it("sums responses per vacancy type in the order asked, leaving out types without vacancies", () => {
    expect(responsesByType(rows, ["volunteering", "p2p", "activity"])).toEqual([
      { type: "volunteering", responses: 5 },
      { type: "activity", responses: 2 },
    ]);
  });

  it("lists the vacancies with the most responses, then views", () => {
    expect(topVacancies(rows, 3).map((r) => r.vacancyId)).toEqual(["v1", "v4", "v2"]);
  });

  it("reads the joined reaction times", () => {
    expect(parseReactions("3600,7200")).toEqual([3600, 7200]);
    expect(parseReactions(null)).toEqual([]);
  });
});

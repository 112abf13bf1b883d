import { describe, expect, it } from "vitest";
import { tFor } from "~/modules/i18n/instance.server";
import { comparisonTable, figureTable, type AnalyticsFigures, type ComparisonFigures, type PeriodFigures } from "./tables";

const range = { from: "2026-03-01", to: "2026-03-31" };
const organization = { id: "o1", name: "Buurtkracht", views: 40, responses: 4, accepted: 2, medianSeconds: 5400, reacted: 3 };
const figures: AnalyticsFigures = {
  range,
  bucket: "day",
  statusSeries: [],
  funnel: { views: 40, responses: 4, accepted: 2 },
  vacancies: [],
  organizations: [organization],
  reaction: { medianSeconds: 5400, reacted: 3 },
  responsesByType: [],
  zeroResultTerms: null,
  newcomers: null,
};
const period = (from: string, to: string): PeriodFigures => ({ range: { from, to }, views: 40, responses: 4, accepted: 2, medianSeconds: 5400, reacted: 3, newVolunteers: null, newOrganizations: null });
const comparison: ComparisonFigures = {
  range,
  organizations: [{ ...organization, acceptedShare: 50 }],
  current: period("2026-03-01", "2026-03-31"),
  previous: period("2026-01-29", "2026-02-28"),
  sort: "name",
};

describe("analytics tables", () => {
  // The median is the time until the organization's first decision on a response (decision 047), not until a reply:
  // it was labelled 'tijd tot eerste reactie' / 'reactietijd' next to a count of 'Reacties' (the responses).
  const names = {
    nl: { summary: "Mediane tijd tot eerste beslissing", column: "Mediane tijd tot eerste beslissing (uren)", table: "Trechter en tijd tot eerste beslissing per organisatie" },
    en: { summary: "Median time to first decision", column: "Median time to first decision (hours)", table: "Funnel and time to first decision per organization" },
  } as const;

  for (const language of ["nl", "en"] as const) {
    it(`names the median what it measures, the first decision (${language})`, () => {
      const t = tFor(language, "analytics");
      expect(t("summary.median")).toBe(names[language].summary);
      const organizations = figureTable("organizations", figures, t, language)!;
      expect(organizations.caption).toBe(names[language].table);
      expect(organizations.header.at(-1)).toBe(names[language].column);
      expect(organizations.rows).toEqual([["Buurtkracht", "40", "4", "2", language === "nl" ? "1,5" : "1.5"]]);
      expect(comparisonTable("comparison", comparison, t, language).header.at(-1)).toBe(names[language].column);
      expect(comparisonTable("periods", comparison, t, language).rows.map((row) => row[0])).toContain(names[language].column);
    });
  }
});

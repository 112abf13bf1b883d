import { median } from "./maths";

/*
 * From one read of the rollup — a row per vacancy with its sums over the range and its responses' reaction times —
 * every figure the pages show is added up here (issue 15, decision 047): totals, per organization, per vacancy type
 * and the vacancies with the most responses. One scan of the aggregates instead of one per figure.
 */

export type VacancySums = { vacancyId: string; organizationId: string; vacancyType: string; views: number; responses: number; accepted: number; reactions: number[] };
export type Funnel = { views: number; responses: number; accepted: number };
export type Reaction = { medianSeconds: number | null; reacted: number };
export type OrganizationSums = Funnel & Reaction & { organizationId: string };

const add = (into: Funnel, row: Funnel) => {
  into.views += row.views;
  into.responses += row.responses;
  into.accepted += row.accepted;
};

export function totals(rows: readonly VacancySums[]): Funnel & Reaction {
  const funnel = { views: 0, responses: 0, accepted: 0 };
  const reactions: number[] = [];
  for (const row of rows) {
    add(funnel, row);
    for (const seconds of row.reactions) reactions.push(seconds);
  }
  return { ...funnel, medianSeconds: median(reactions), reacted: reactions.length };
}

export function byOrganization(rows: readonly VacancySums[]): OrganizationSums[] {
  const groups = new Map<string, VacancySums[]>();
  for (const row of rows) {
    const group = groups.get(row.organizationId);
    if (group) group.push(row);
    else groups.set(row.organizationId, [row]);
  }
  return [...groups].map(([organizationId, group]) => ({ organizationId, ...totals(group) }));
}

export function responsesByType(rows: readonly VacancySums[], order: readonly string[]): Array<{ type: string; responses: number }> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.vacancyType, (sums.get(row.vacancyType) ?? 0) + row.responses);
  return order.filter((type) => sums.has(type)).map((type) => ({ type, responses: sums.get(type)! }));
}

/** The vacancies with the most responses, then the most views; ties by id so the list is stable. */
export function topVacancies(rows: readonly VacancySums[], count: number): VacancySums[] {
  return [...rows].sort((a, b) => b.responses - a.responses || b.views - a.views || (a.vacancyId < b.vacancyId ? -1 : 1)).slice(0, count);
}

/** The reaction times as the rollup read sends them: seconds joined by commas (null for none). */
export function parseReactions(joined: string | null): number[] {
  return joined ? joined.split(",").map(Number) : [];
}

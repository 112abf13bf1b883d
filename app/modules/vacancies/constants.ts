/*
 * Vocabulary of vacancies (spec §3), shared by the API, the forms and the
 * pages. Labels live in locales/<lang>/vacancies.json under the same names.
 */
export { VACANCY_STATUSES, type VacancyStatus } from "./life-cycle";

export const VACANCY_TYPES = ["volunteering", "p2p", "one-on-one", "neighbour-help", "activity", "language"] as const;
export type VacancyType = (typeof VACANCY_TYPES)[number];

/**
 * The most vacancies one bulk edit changes (the ticked ones, or "all matching this filter" across pages). The bulk
 * editor's message for more (manage bulk.errors.tooMany, nl and en) writes the number out.
 */
export const BULK_EDIT_LIMIT = 10_000;

export const VACANCY_FREQUENCIES = ["once", "multi_day", "regularly"] as const;
export type VacancyFrequency = (typeof VACANCY_FREQUENCIES)[number];

/** The tags of spec §3 and the named programmes a center takes part in. */
export const VACANCY_TAGS = [
  "multiple_dates",
  "once",
  "regularly",
  "flexible",
  "multi_day",
  "free",
  "nl_doet",
  "maatschappelijke_diensttijd",
  "week_tegen_eenzaamheid",
] as const;
export type VacancyTag = (typeof VACANCY_TAGS)[number];

/** Age groups a vacancy suits (ageGroupIds): 1 children, 2 young people, 3 adults, 4 seniors. */
export const AGE_GROUPS = [
  { id: 1, key: "children" },
  { id: 2, key: "youth" },
  { id: 3, key: "adults" },
  { id: 4, key: "seniors" },
] as const;
export const AGE_GROUP_IDS = AGE_GROUPS.map((group) => group.id);

export const VACANCY_SORTS = ["relevance", "newest", "expiring"] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number];

/** Page sizes the vacancy bank offers. */
export const PAGE_SIZES = [10, 25, 50] as const;

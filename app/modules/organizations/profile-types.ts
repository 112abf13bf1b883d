/*
 * The non-profit profile of spec §3 stores a non-profit type and activity types
 * as numeric ids. These are their meanings; the labels live in the
 * `organizations` namespace under nonProfitTypes.<key> and activityTypes.<key>.
 * Ids are stored data: never renumber, only append.
 */
export const NON_PROFIT_TYPES = [
  { id: 1, key: "care" },
  { id: 2, key: "sports" },
  { id: 3, key: "culture" },
  { id: 4, key: "education" },
  { id: 5, key: "nature" },
  { id: 6, key: "neighbourhood" },
  { id: 7, key: "faith" },
  { id: 8, key: "youth" },
  { id: 9, key: "elderly" },
  { id: 10, key: "other" },
] as const;

export const ACTIVITY_TYPES = [
  { id: 1, key: "buddy" },
  { id: 2, key: "transport" },
  { id: 3, key: "language" },
  { id: 4, key: "events" },
  { id: 5, key: "administration" },
  { id: 6, key: "odd_jobs" },
  { id: 7, key: "coaching" },
  { id: 8, key: "food" },
] as const;

export type NonProfitTypeKey = (typeof NON_PROFIT_TYPES)[number]["key"];
export type ActivityTypeKey = (typeof ACTIVITY_TYPES)[number]["key"];

export const NON_PROFIT_TYPE_IDS = NON_PROFIT_TYPES.map((type) => type.id);
export const ACTIVITY_TYPE_IDS = ACTIVITY_TYPES.map((type) => type.id);

export function nonProfitTypeKey(id: number | null | undefined): NonProfitTypeKey | undefined {
  return NON_PROFIT_TYPES.find((type) => type.id === id)?.key;
}

export function activityTypeKey(id: number): ActivityTypeKey | undefined {
  return ACTIVITY_TYPES.find((type) => type.id === id)?.key;
}

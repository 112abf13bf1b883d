import { z } from "zod";
import { readFilters } from "~/modules/organizations/filters.server";
import { AGE_GROUP_IDS, VACANCY_TAGS, VACANCY_TYPES } from "./constants";
import { VACANCY_STATUSES } from "./life-cycle";

const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((raw) => raw.split(",").map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).min(1));

/** `filter[...]` of GET /vacancies (and the selection of a bulk update). */
export const VacancyFiltersSchema = z
  .object({
    q: z.string().trim().min(1).max(200).optional(),
    /** Vacancies whose title contains this text (case and accents ignored; no stemming, no typos): a search by title. */
    title: z.string().trim().min(1).max(200).optional(),
    vacancy_type: commaList(VACANCY_TYPES).optional(),
    tags: commaList(VACANCY_TAGS).optional(),
    status: commaList(VACANCY_STATUSES).optional(),
    organization_id: z.guid().optional(),
    contact_person_id: z.guid().optional(),
    age_group: z.coerce.number().int().refine((id) => AGE_GROUP_IDS.includes(id as 1), "Unknown age group").optional(),
    /** A city, or the digits of a postcode (prefix match). */
    place: z.string().trim().min(1).max(100).optional(),
    /** Vacancies that take place on this day (open-ended ones always do). */
    date: z.iso.date().optional(),
    /** `managed`: only what the viewer may change (the management list, bulk edits). */
    scope: z.enum(["managed"]).optional(),
  })
  .strict();

export type VacancyFilters = z.infer<typeof VacancyFiltersSchema>;

export const parseVacancyFilters = (raw: Record<string, string>) => readFilters(raw, VacancyFiltersSchema);

/**
 * `sort=`: relevance (with q), -created_at (newest, the default), created_at (oldest), expires_at
 * (expiring first; without an expiry date last), -expires_at (expiring last), title, -title.
 */
export const VACANCY_SORT_PARAMS = ["relevance", "-created_at", "created_at", "expires_at", "-expires_at", "title", "-title"] as const;
export type VacancySortParam = (typeof VACANCY_SORT_PARAMS)[number];

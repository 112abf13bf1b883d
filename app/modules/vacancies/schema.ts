import { z } from "zod";
import { pageNumberField } from "~/lib/page-number";
import { apiMessages } from "~/lib/api-messages";
import { contactShape, messages } from "~/lib/validation";
import { AGE_GROUP_IDS, PAGE_SIZES, VACANCY_FREQUENCIES, VACANCY_SORTS, VACANCY_TAGS, VACANCY_TYPES } from "./constants";
import { VACANCY_STATUSES } from "./life-cycle";

/*
 * One schema per form or request body, shared by the pages, their actions and
 * the API (which camelizes snake_case bodies before validating). Messages are
 * translation keys of the errors namespace.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: messages.maxLength(max) })
    .nullish()
    .transform((value) => (value ? value : null));

const isoDate = z.iso.date({ error: messages.invalid });

/** The attributes of a vacancy, as created through the API. */
export const VacancyCreateSchema = z
  .object({
    organizationId: z.guid({ error: messages.invalid }),
    contactPersonId: z.guid({ error: messages.invalid }).nullish(),
    title: z.string({ error: messages.required }).trim().min(3, { error: messages.minLength(3) }).max(200, { error: messages.maxLength(200) }),
    status: z.enum(["draft", "published"], { error: messages.invalid }).default("draft"),
    vacancyType: z.enum(VACANCY_TYPES, { error: messages.invalid }).default("volunteering"),
    description: z.string().max(20_000, { error: messages.maxLength(20_000) }).default(""),
    youtubeUrl: z.url({ protocol: /^https?$/, error: messages.url }).nullish(),
    expiresAt: z.iso.datetime({ offset: true, error: messages.invalid }).nullish(),
    ageGroupIds: z.array(z.number().int().refine((id) => AGE_GROUP_IDS.includes(id as 1), { error: messages.invalid })).default([]),
    contactPhoneVisible: z.boolean().default(false),
    tags: z.array(z.enum(VACANCY_TAGS, { error: messages.invalid })).default([]),
    street: optionalText(200),
    houseNumber: optionalText(20),
    postalCode: optionalText(10),
    city: optionalText(100),
    frequency: z.enum(VACANCY_FREQUENCIES, { error: messages.invalid }).nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
  })
  .strict()
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, { error: messages.invalid, path: ["endDate"] });

/** A PATCH: every attribute optional; the status follows the life cycle, the organization stays. */
export const VacancyUpdateSchema = z
  .object({
    contactPersonId: z.guid({ error: messages.invalid }).nullish(),
    title: z.string().trim().min(3, { error: messages.minLength(3) }).max(200, { error: messages.maxLength(200) }),
    status: z.enum(VACANCY_STATUSES, { error: messages.invalid }),
    vacancyType: z.enum(VACANCY_TYPES, { error: messages.invalid }),
    description: z.string().max(20_000, { error: messages.maxLength(20_000) }),
    youtubeUrl: z.url({ protocol: /^https?$/, error: messages.url }).nullable(),
    expiresAt: z.iso.datetime({ offset: true, error: messages.invalid }).nullable(),
    ageGroupIds: z.array(z.number().int().refine((id) => AGE_GROUP_IDS.includes(id as 1), { error: messages.invalid })),
    contactPhoneVisible: z.boolean(),
    tags: z.array(z.enum(VACANCY_TAGS, { error: messages.invalid })),
    street: optionalText(200),
    houseNumber: optionalText(20),
    postalCode: optionalText(10),
    city: optionalText(100),
    frequency: z.enum(VACANCY_FREQUENCIES, { error: messages.invalid }).nullable(),
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
  })
  .partial()
  .strict();

export type VacancyCreate = z.infer<typeof VacancyCreateSchema>;
export type VacancyUpdate = z.infer<typeof VacancyUpdateSchema>;

/** POST /vacancies/bulk_update: which vacancies (ids or a filter) and what changes. */
export const BulkUpdateSchema = z
  .object({
    ids: z.array(z.guid()).min(1).max(10_000).optional(),
    filter: z.record(z.string(), z.string()).optional(),
    changes: z
      .object({
        status: z.enum(VACANCY_STATUSES).optional(),
        expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
        addTags: z.array(z.enum(VACANCY_TAGS)).optional(),
        removeTags: z.array(z.enum(VACANCY_TAGS)).optional(),
        contactPersonId: z.guid().nullable().optional(),
        action: z.enum(["archive", "restore"]).optional(),
      })
      .strict()
      .refine((c) => Object.values(c).some((value) => value !== undefined), { error: apiMessages.bulkNoChanges })
      .refine((c) => !(c.action && c.status), { error: apiMessages.bulkStatusOrAction }),
    preview: z.boolean().default(false),
  })
  .strict()
  .refine((b) => !!b.ids !== !!b.filter, { error: apiMessages.bulkIdsOrFilter, path: ["ids"] });

export type BulkUpdate = z.infer<typeof BulkUpdateSchema>;

/** A typed text of the bank's form cut to what the bank takes (a pasted text was dropped whole: the whole bank). */
const cutText = (max: number) => z.string().transform((value) => value.trim().slice(0, max).trimEnd());

/** The public vacancy bank's GET form: everything optional, bad values fall back to the default. */
export const VacancySearchSchema = z.object({
  q: cutText(200).optional().catch(undefined),
  type: z.enum(VACANCY_TYPES).optional().catch(undefined),
  tags: z.array(z.enum(VACANCY_TAGS)).catch([]).default([]),
  organization: z.guid().optional().catch(undefined),
  ageGroup: z.coerce.number().int().refine((id) => AGE_GROUP_IDS.includes(id as 1)).optional().catch(undefined),
  place: cutText(100).optional().catch(undefined),
  date: z.iso.date().optional().catch(undefined),
  sort: z.enum(VACANCY_SORTS).optional().catch(undefined),
  perPage: z.coerce.number().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(10).catch(10),
  page: pageNumberField(),
});

export type VacancySearch = z.infer<typeof VacancySearchSchema>;

/** The response form of a vacancy page (and the body of POST /vacancies/{id}/applications). */
export const ApplicationSchema = z.object({
  ...contactShape(),
  message: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(5000, { error: messages.maxLength(5000) }),
});

export type ApplicationInput = z.infer<typeof ApplicationSchema>;

/** PATCH /applications/{id}: accept or reject (spec §3), or back to new (null). */
export const ApplicationUpdateSchema = z.object({ status: z.enum(["accepted", "rejected"]).nullable() }).strict();

export const InternalNoteSchema = z.object({
  note: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(5000, { error: messages.maxLength(5000) }),
});

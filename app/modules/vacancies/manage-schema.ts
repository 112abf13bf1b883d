import { z } from "zod";
import type { NamedOption, UnresolvedName } from "~/lib/name-match";
import { pageNumberField } from "~/lib/page-number";
import { DIGEST_TIME_ZONE, localDayOf, zonedInstant } from "~/modules/digest/schedule";
import { dateField, dateMessages, isDay, messages } from "~/lib/validation";
import { AGE_GROUP_IDS, BULK_EDIT_LIMIT, VACANCY_FREQUENCIES, VACANCY_TAGS, VACANCY_TYPES } from "./constants";
import { VACANCY_STATUSES } from "./life-cycle";

/*
 * The schemas of the management pages (/vacancies, add, edit, bulk edit,
 * /applications): one per form, shared by the component (on-blur validation)
 * and the action (the same rules without JavaScript). The API validates again
 * with its own schemas (schema.ts); these shape what a person types into what
 * the API takes. Messages are translation keys.
 */

/** Statuses a manager sees in lists: deleted vacancies are gone for everyone. */
export const MANAGED_STATUSES = VACANCY_STATUSES.filter((status) => status !== "deleted");
export const MANAGE_SORTS = ["-created_at", "created_at", "title", "-title", "expires_at", "-expires_at"] as const;
export const MANAGE_PAGE_SIZES = [10, 25, 50, 100] as const;

const optionalText = (max: number) => z.string().trim().max(max, { error: messages.maxLength(max) }).optional();
const perPage = (fallback: number) =>
  z.coerce
    .number()
    .refine((n) => (MANAGE_PAGE_SIZES as readonly number[]).includes(n))
    .default(fallback)
    .catch(fallback);
const page = pageNumberField();
/** GET forms send empty fields; an empty or unknown value means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional()).catch(undefined);

/** The filters of /vacancies and /vacancies/bulk-edit (a GET form: shareable URLs). */
export const ManageVacancyListSchema = z.object({
  status: optionalParam(z.enum(MANAGED_STATUSES)),
  type: optionalParam(z.enum(VACANCY_TYPES)),
  organization: optionalParam(z.guid()),
  q: optionalParam(z.string().trim().min(1).max(200)),
  sort: z.enum(MANAGE_SORTS).default("-created_at").catch("-created_at"),
  perPage: perPage(25),
  page,
});
export type ManageVacancyList = z.infer<typeof ManageVacancyListSchema>;

/**
 * The organization filter's typed name (a text field without JavaScript, or typed and not chosen from the
 * suggestions): the list's loader resolves it to `organization`, the one parameter the list and its links use.
 */
export const ORGANIZATION_NAME_PARAM = "organizationName";

/**
 * The applications' vacancy filter's typed title (decision 056), resolved by the loader to `vacancy` as the
 * organization's typed name is to `organization`.
 */
export const VACANCY_TITLE_PARAM = "vacancyTitle";
/** The URL parameters of the applications' vacancy filter: the chosen vacancy's id and a typed title. */
export const VACANCY_FILTER_PARAMS = { idParam: "vacancy", nameParam: VACANCY_TITLE_PARAM };

/** The URL parameters of the lists' organization filter: the chosen organization's id and a typed name. */
export const ORGANIZATION_FILTER_PARAMS = { idParam: "organization", nameParam: ORGANIZATION_NAME_PARAM };

export function parseManageVacancyList(params: URLSearchParams): ManageVacancyList {
  return ManageVacancyListSchema.parse(Object.fromEntries(params));
}

/** The list's filters as the API's `filter[...]` names (also the selection of a bulk edit). */
export function vacancyApiFilter(list: Pick<ManageVacancyList, "status" | "type" | "organization" | "q">): Record<string, string> {
  const filter: Record<string, string> = { scope: "managed" };
  if (list.status) filter.status = list.status;
  if (list.type) filter.vacancy_type = list.type;
  if (list.organization) filter.organization_id = list.organization;
  if (list.q) filter.q = list.q;
  return filter;
}

/** API filters as query parameters: `{ status: "draft" }` → `{ "filter[status]": "draft" }`. */
export const filterParams = (filter: Record<string, string>) => Object.fromEntries(Object.entries(filter).map(([name, value]) => [`filter[${name}]`, value]));

/** The list's filters as URL parameters (paging and sort left out unless given). */
export function listSearchParams(list: Partial<ManageVacancyList>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(list)) if (value !== undefined && value !== "") params.set(name, String(value));
  return params;
}

/** Only the filters of a list, as a query string (what a bulk edit selects by, and where it returns to). */
export const onlyFilters = (list: Pick<ManageVacancyList, "status" | "type" | "organization" | "q">) =>
  listSearchParams({ status: list.status, type: list.type, organization: list.organization, q: list.q }).toString();

/** A row action of the list; archive and delete are confirmed first (`?confirm=`). */
export const VacancyRowActionSchema = z.object({
  intent: z.enum(["archive", "restore", "delete"]),
  id: z.guid(),
});

/** The vacancy form's submit button that changes the organization of a new vacancy without saving (its `intent`). */
export const VACANCY_ORGANIZATION_INTENT = "organization";
/** The organization a new vacancy's form was shown for: its people are the contact persons offered. */
export const SHOWN_ORGANIZATION_PARAM = "shownOrganization";

/**
 * The add and edit form. Dates are days (`<input type="date">`); the expiry
 * date is the end of that day. The organization of an existing vacancy
 * cannot change (the API keeps it).
 */
export const VacancyFormSchema = z
  .object({
    organizationId: z.guid({ error: messages.required }),
    title: z.string({ error: messages.required }).trim().min(3, { error: messages.minLength(3) }).max(200, { error: messages.maxLength(200) }),
    vacancyType: z.enum(VACANCY_TYPES, { error: messages.required }),
    status: z.enum(VACANCY_STATUSES, { error: messages.required }),
    description: z.string().max(20_000, { error: messages.maxLength(20_000) }).default(""),
    contactPersonId: z.guid({ error: messages.invalid }).optional(),
    contactPhoneVisible: z.boolean().default(false),
    tags: z.array(z.enum(VACANCY_TAGS, { error: messages.invalid })).default([]),
    frequency: z.enum(VACANCY_FREQUENCIES, { error: messages.invalid }).optional(),
    street: optionalText(200),
    houseNumber: optionalText(20),
    postalCode: optionalText(10),
    city: optionalText(100),
    startDate: dateField().optional(),
    endDate: dateField().optional(),
    expiresAt: dateField().optional(),
    youtubeUrl: z.url({ protocol: /^https?$/, error: messages.url }).optional(),
    ageGroupIds: z.array(z.number().int().refine((id) => AGE_GROUP_IDS.includes(id as 1), { error: messages.invalid })).default([]),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, { error: "manage:form.errors.endBeforeStart", path: ["endDate"] });
export type VacancyForm = z.infer<typeof VacancyFormSchema>;

/**
 * The end of the chosen day in the Netherlands, where every page and mail writes the expiry date: a vacancy
 * expires after its last day (23:59:59 there, 21:59:59Z in summer, 22:59:59Z in winter).
 */
export const expiryOfDay = (day: string) => new Date(zonedInstant(day, 23, 59, DIGEST_TIME_ZONE).getTime() + 59_000).toISOString();
/** The day a stored expiry moment falls on in the Netherlands: the day its form shows (the inverse of expiryOfDay). */
export const dayOf = (iso: string | null | undefined) => (iso ? localDayOf(new Date(iso), DIGEST_TIME_ZONE).date : "");

/** The API's attributes for a form; `clear` sends nulls for emptied fields (an edit). */
export function vacancyAttributes(value: VacancyForm, { clear }: { clear: boolean }) {
  const empty = clear ? null : undefined;
  return {
    title: value.title,
    vacancyType: value.vacancyType,
    status: value.status,
    description: value.description,
    contactPersonId: value.contactPersonId ?? empty,
    contactPhoneVisible: value.contactPhoneVisible,
    tags: value.tags,
    frequency: value.frequency ?? empty,
    street: value.street || empty,
    houseNumber: value.houseNumber || empty,
    postalCode: value.postalCode || empty,
    city: value.city || empty,
    startDate: value.startDate ?? empty,
    endDate: value.endDate ?? empty,
    expiresAt: value.expiresAt ? expiryOfDay(value.expiresAt) : empty,
    youtubeUrl: value.youtubeUrl ?? empty,
    ageGroupIds: value.ageGroupIds,
  };
}

/** A JSON:API error pointer (`/data/attributes/expires_at`) as the form's field name (`expiresAt`). */
export function fieldOfPointer(pointer: string | undefined): string | null {
  const parts = pointer?.split("/").filter(Boolean) ?? [];
  const name = parts[parts.indexOf("attributes") + 1];
  if (!parts.includes("attributes") || !name) return null;
  return name.replace(/_([a-z])/g, (_, char: string) => char.toUpperCase());
}

/** What a bulk edit changes: "" in a select means "leave as it is". */
export const BULK_ACTIONS = ["archive", "restore"] as const;
/** The name the bulk edit's "choose at least one change" error goes by: the group of change fields, no field of its own. */
export const BULK_CHANGES_FIELD = "changes";
/** The most vacancies a preview names in each of its two tables (what cannot change, what would). */
export const BULK_PREVIEW_ROWS = 100;

/**
 * A vacancy's title as the preview's confirmation carries it ("<id> <title>"): one deleted before the confirmation
 * cannot be read again, and is still named by the title its preview showed.
 */
export const shownTitle = (row: { id: string; title: string }) => `${row.id} ${row.title}`;
export function shownTitles(entries: readonly string[]): Map<string, string> {
  return new Map(entries.filter((entry) => entry.indexOf(" ") > 0).map((entry) => [entry.slice(0, entry.indexOf(" ")), entry.slice(entry.indexOf(" ") + 1)]));
}

/**
 * The bulk edit form (journey 2). The selection is the ticked ids or every
 * vacancy matching the list's filter (`filterQuery`, carried in a hidden
 * field); the preview step renders the same values as hidden fields.
 */
export const BulkEditFormSchema = z
  .object({
    intent: z.enum(["preview", "apply"]),
    selection: z.enum(["ids", "filter"]).default("ids"),
    // Said at the selection, in words of its own: more than the limit, or an id that is none (a tampered form; as an
    // item's error it had no place on the page, and the form came back without a word).
    ids: z
      .array(z.string())
      .max(BULK_EDIT_LIMIT, { error: "manage:bulk.errors.tooMany" })
      .refine((ids) => ids.every((id) => z.guid().safeParse(id).success), { error: "manage:bulk.errors.invalidSelection" })
      .default([]),
    filterQuery: z.string().max(2000).default(""),
    /** The confirmation's: which vacancies its preview said would change (previewDigest), so that no others do. */
    previewed: z.string().max(100).optional(),
    /** The titles the preview showed (shownTitle), at most one per row of its two tables. */
    titles: z.array(z.string().max(300)).max(2 * BULK_PREVIEW_ROWS).default([]),
    changeStatus: z.enum(MANAGED_STATUSES, { error: messages.invalid }).optional(),
    action: z.enum(BULK_ACTIONS, { error: messages.invalid }).optional(),
    expiresAt: dateField().optional(),
    addTags: z.array(z.enum(VACANCY_TAGS)).default([]),
    removeTags: z.array(z.enum(VACANCY_TAGS)).default([]),
    contactPersonId: z.guid({ error: messages.invalid }).optional(),
  })
  .refine((v) => v.selection === "filter" || v.ids.length > 0, { error: "manage:bulk.errors.noSelection", path: ["ids"] })
  .refine((v) => !!(v.changeStatus || v.action || v.expiresAt || v.addTags.length || v.removeTags.length || v.contactPersonId), {
    error: "manage:bulk.errors.noChanges",
    path: [BULK_CHANGES_FIELD],
  })
  .refine((v) => !(v.changeStatus && v.action), { error: "manage:bulk.errors.statusAndAction", path: ["action"] });
export type BulkEditForm = z.infer<typeof BulkEditFormSchema>;

/**
 * The bulk edit's contact person for center roles (decision 056): chosen by name or e-mail, not from a select of
 * every user of the center. `contactPersonId` is what the schema takes; the action resolves a typed name
 * (`contactPersonName`) or one picked among several (`contactPersonChoice`) to it first (readNameField).
 */
export const CONTACT_PERSON_NAMES = { idName: "contactPersonId", nameName: "contactPersonName", choiceName: "contactPersonChoice" };

/** What the bulk edit's contact person field shows when the form comes back (center roles). */
export type ContactPersonState = { chosen: NamedOption | null; unresolved: UnresolvedName | null };

/** A typed contact person that chose nobody: the field's error (a key of the errors translations). */
export const unresolvedPersonError = (unresolved: UnresolvedName) => (unresolved.match.kind === "none" ? "validation.personNotFound" : "validation.personSeveral");

/** The body of POST /api/v1/vacancies/bulk_update for a form. */
export function bulkUpdateBody(value: BulkEditForm, preview: boolean) {
  const list = parseManageVacancyList(new URLSearchParams(value.filterQuery));
  return {
    ...(value.selection === "filter" ? { filter: vacancyApiFilter(list) } : { ids: value.ids }),
    changes: {
      ...(value.changeStatus ? { status: value.changeStatus } : {}),
      ...(value.action ? { action: value.action } : {}),
      ...(value.expiresAt ? { expiresAt: expiryOfDay(value.expiresAt) } : {}),
      ...(value.addTags.length ? { addTags: value.addTags } : {}),
      ...(value.removeTags.length ? { removeTags: value.removeTags } : {}),
      ...(value.contactPersonId ? { contactPersonId: value.contactPersonId } : {}),
    },
    preview,
  };
}

/** /applications: filters by vacancy, organization, status and date, search by name or e-mail. */
export const APPLICATION_STATUS_FILTERS = ["new", "accepted", "rejected"] as const;
export const ApplicationListSchema = z.object({
  q: optionalParam(z.string().trim().min(1).max(200)),
  status: optionalParam(z.enum(APPLICATION_STATUS_FILTERS)),
  vacancy: optionalParam(z.guid()),
  organization: optionalParam(z.guid()),
  from: optionalParam(dateField()),
  to: optionalParam(dateField()),
  perPage: perPage(25),
  page,
});
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

export type ApplicationDateField = "from" | "to";
/**
 * The list's "Ontvangen vanaf" and "Ontvangen tot en met" as typed (GET fields, so also links and bookmarks). A day
 * that is no day or an end before the start is said at its field, in the words of the calendar and /analytics, and
 * the list is then not filtered by date: before, a bad day was dropped unseen and a reversed range showed
 * 'Geen aanvragen gevonden.'.
 */
export function readApplicationDates(params: URLSearchParams) {
  const typed = { from: params.get("from")?.trim().slice(0, 40) ?? "", to: params.get("to")?.trim().slice(0, 40) ?? "" };
  const errors: Partial<Record<ApplicationDateField, string>> = {};
  for (const field of ["from", "to"] as const) if (typed[field] && !isDay(typed[field])) errors[field] = dateMessages.invalidDate;
  if (!errors.from && !errors.to && typed.from && typed.to && typed.to < typed.from) errors.to = dateMessages.endBeforeStart;
  return { typed, errors };
}

export function applicationApiFilter(list: ApplicationList): Record<string, string> {
  const query: Record<string, string> = {};
  if (list.q) query["filter[q]"] = list.q;
  if (list.status) query["filter[status]"] = list.status;
  if (list.vacancy) query["filter[vacancy_id]"] = list.vacancy;
  if (list.organization) query["filter[organization_id]"] = list.organization;
  if (list.from) query["filter[created_from]"] = list.from;
  if (list.to) query["filter[created_to]"] = list.to;
  return query;
}

/** Accept or reject an application (spec §3); `new` takes a decision back. */
export const ApplicationDecisionFormSchema = z.object({
  intent: z.literal("decide"),
  status: z.enum(["accepted", "rejected", "new"]),
});

export const ApplicationNoteFormSchema = z.object({
  intent: z.literal("note"),
  note: z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(5000, { error: messages.maxLength(5000) }),
});

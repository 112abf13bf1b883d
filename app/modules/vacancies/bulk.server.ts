import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import type { Tx } from "~/modules/db/client.server";
import { users, vacancies } from "~/modules/db/schema";
import { BULK_EDIT_LIMIT } from "./constants";
import type { VacancyFilters } from "./filters.server";
import { canTransition, type VacancyStatus } from "./life-cycle";
import type { BulkUpdate } from "./schema";
import { canManageVacancy, findVacancies, listManagedIds, targetOf, type VacancyRow, type VacancyViewer } from "./vacancies.server";

/** The most vacancies one bulk edit touches ("all matching this filter" across pages). */
export const BULK_LIMIT = BULK_EDIT_LIMIT;

type Change<T> = { from: T; to: T };
export type BulkChanges = Partial<{
  status: Change<VacancyStatus>;
  expiresAt: Change<string | null>;
  tags: Change<string[]>;
  contactPersonId: Change<string | null>;
}>;

export type BulkReason = "not_found" | "forbidden" | "invalid_transition" | "expires_in_past" | "contact_person_other_center";

export type BulkResult = {
  id: string;
  title: string | null;
  outcome: "changed" | "unchanged" | "cannot";
  reason?: BulkReason;
  /** A message key of the `errors` namespace: the API says it in the request's language (messageText); pages word the reason by its code. */
  detail?: string;
  changes?: BulkChanges;
};

export type BulkSummary = { matched: number; changed: number; unchanged: number; cannot: number };

type Plan = { row: VacancyRow; result: BulkResult; next?: { status: VacancyStatus; statusBeforeArchive: VacancyStatus | null; expiresAt: Date | null; tags: string[]; contactPersonId: string | null } };

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * A bulk edit of vacancies (journey 2). Every selected vacancy gets a result:
 * changed, unchanged, or cannot with the reason (not visible, not theirs, an
 * illegal transition …). A preview writes nothing; otherwise all changes are
 * one UPDATE in the caller's transaction.
 */
export async function bulkUpdateVacancies(
  tx: Tx,
  /** `limit`: the most vacancies it changes (BULK_LIMIT; tests give a smaller one). */
  input: { tenantId: string; viewer: VacancyViewer; body: BulkUpdate; filters?: VacancyFilters; now: Date; limit?: number },
): Promise<{ results: BulkResult[]; summary: BulkSummary }> {
  const { tenantId, viewer, body, now, limit = BULK_LIMIT } = input;
  // One more than the limit is read: a filter matching more is refused whole, not cut off at the limit unsaid.
  const ids = body.ids ? [...new Set(body.ids)] : (await listManagedIds(tx, { tenantId, viewer, filters: input.filters ?? {}, limit: limit + 1 })).map((r) => r.id);
  if (ids.length > limit) {
    throw new AppError({ status: 422, code: "too_many", detail: apiMessages.bulkTooMany(limit), source: { pointer: "/ids" } });
  }
  const rows = ids.length > 0 ? await findVacancies(tx, { tenantId, viewer, ids }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));

  const contactCenter = body.changes.contactPersonId ? await centerOfUser(tx, tenantId, body.changes.contactPersonId) : null;
  if (body.changes.contactPersonId && !contactCenter) {
    throw new AppError({ status: 422, code: "invalid_contact_person", detail: apiMessages.contactPersonOfCenter, source: { pointer: "/changes/contact_person_id" } });
  }

  const plans: Plan[] = ids.map((id) => {
    const row = byId.get(id);
    if (!row) return { row: undefined as unknown as VacancyRow, result: { id, title: null, outcome: "cannot", reason: "not_found" } };
    return planFor(row, { body, viewer, now, contactCenter });
  });

  const changed = plans.filter((plan) => plan.next);
  if (!body.preview && changed.length > 0) await applyPlans(tx, tenantId, changed, now);

  const results = plans.map((plan) => plan.result);
  return {
    results,
    summary: {
      matched: results.length,
      changed: results.filter((r) => r.outcome === "changed").length,
      unchanged: results.filter((r) => r.outcome === "unchanged").length,
      cannot: results.filter((r) => r.outcome === "cannot").length,
    },
  };
}

function planFor(row: VacancyRow, input: { body: BulkUpdate; viewer: VacancyViewer; now: Date; contactCenter: string | null }): Plan {
  const { changes } = input.body;
  const base = { id: row.id, title: row.title };
  const cannot = (reason: BulkReason, detail: string): Plan => ({ row, result: { ...base, outcome: "cannot", reason, detail } });
  if (!canManageVacancy(input.viewer.user, row)) return cannot("forbidden", apiMessages.bulkForbidden);

  let status = row.status;
  if (changes.action) {
    const to = targetOf(row, changes.action, input.now);
    if (!to) return cannot("invalid_transition", apiMessages.restoreOnlyArchived);
    status = to;
  } else if (changes.status) {
    status = changes.status;
  }
  if (status !== row.status && !canTransition(row.status, status)) {
    return cannot("invalid_transition", apiMessages.vacancyTransition);
  }
  const expiresAt = changes.expiresAt === undefined ? row.expiresAt : changes.expiresAt ? new Date(changes.expiresAt) : null;
  if (status === "published" && expiresAt && expiresAt <= input.now) {
    return cannot("expires_in_past", apiMessages.expiresInPast);
  }
  if (changes.contactPersonId && input.contactCenter !== row.centerId) {
    return cannot("contact_person_other_center", apiMessages.contactPersonOtherCenter);
  }
  const removed = new Set<string>(changes.removeTags ?? []);
  const tags = [...new Set([...row.tags, ...(changes.addTags ?? [])])].filter((tag) => !removed.has(tag));
  const contactPersonId = changes.contactPersonId === undefined ? row.contactPersonId : changes.contactPersonId;

  const diff: BulkChanges = {};
  if (status !== row.status) diff.status = { from: row.status, to: status };
  if (isoOrNull(expiresAt) !== isoOrNull(row.expiresAt)) diff.expiresAt = { from: isoOrNull(row.expiresAt), to: isoOrNull(expiresAt) };
  if (!sameTags(tags, row.tags)) diff.tags = { from: row.tags, to: tags };
  if (contactPersonId !== row.contactPersonId) diff.contactPersonId = { from: row.contactPersonId, to: contactPersonId };
  if (Object.keys(diff).length === 0) return { row, result: { ...base, outcome: "unchanged" } };

  const statusBeforeArchive = status === "archived" && row.status !== "archived" ? row.status : changes.action === "restore" ? null : row.statusBeforeArchive;
  return { row, result: { ...base, outcome: "changed", changes: diff }, next: { status, statusBeforeArchive, expiresAt, tags, contactPersonId } };
}

/** One UPDATE … FROM a JSON recordset: a thousand vacancies cost one round trip. */
async function applyPlans(tx: Tx, tenantId: string, plans: Plan[], now: Date) {
  const records = plans.map(({ row, next }) => ({
    id: row.id,
    status: next!.status,
    status_before_archive: next!.statusBeforeArchive,
    expires_at: isoOrNull(next!.expiresAt),
    tags: next!.tags,
    contact_person_id: next!.contactPersonId,
  }));
  await tx.execute(sql`
    update ${vacancies} as v
       set status = d.status::vacancy_status,
           status_before_archive = d.status_before_archive::vacancy_status,
           expires_at = d.expires_at,
           tags = array(select jsonb_array_elements_text(d.tags)),
           contact_person_id = d.contact_person_id,
           updated_at = ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
           as d(id uuid, status text, status_before_archive text, expires_at timestamptz, tags jsonb, contact_person_id uuid)
     where v.id = d.id and v.tenant_id = ${tenantId}`);
}

async function centerOfUser(tx: Tx, tenantId: string, userId: string): Promise<string | null> {
  const [row] = await tx.select({ centerId: users.centerId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  return row?.centerId ?? null;
}


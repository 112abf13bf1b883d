import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { withoutTenant, withTenant, type Database, type Tx } from "~/modules/db/client.server";
import { auditLog, neighbourHelpRequests, neighbourHelpResponses, tenants } from "~/modules/db/schema";
import type { JobHandler } from "~/modules/jobs/queue.server";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { forRequester, fullView, rowByToken, type RequestRow } from "./help.server";
import { HELP_REQUEST_MAX_AGE_DAYS, type HelpRequestView } from "./schema";

/*
 * Neighbour help's requests end without a match too (decision 041, later): the requester withdraws theirs
 * through the link of their mail, and an approved request expires HELP_REQUEST_MAX_AGE_DAYS after the center
 * approved it. Either way it leaves the listing at once, and each helper whose response was still open gets a
 * short mail that the request is no longer open (`neighbour_help_closed`).
 */

const DAY_MS = 24 * 3600_000;

export const EXPIRE_NEIGHBOUR_HELP_JOB = "expire_neighbour_help";
/** How often the expiry job is scheduled: days-long ages need no finer grain. */
export const NEIGHBOUR_HELP_EXPIRY_INTERVAL_MS = 3600_000;

/** Mails the helpers whose response to the (now ended) request was still open. */
async function mailOpenHelpers(tx: Tx, row: RequestRow, appName: string): Promise<void> {
  const open = await tx.select().from(neighbourHelpResponses).where(and(eq(neighbourHelpResponses.requestId, row.id), eq(neighbourHelpResponses.status, "new")));
  const languageOf = await centerMailLanguage(tx, row);
  for (const response of open) {
    const mail = await composeMail(tx, {
      tenantId: row.tenantId,
      centerId: row.centerId,
      kind: templates.neighbourHelpClosed,
      language: languageOf(response.locale),
      values: { appName, name: response.name, description: row.description },
    });
    if (mail) await enqueueMail(tx, { tenantId: row.tenantId, centerId: row.centerId, to: response.email, ...mail });
  }
}

/**
 * The requester withdraws their pending or approved request through their link (404 for an unknown token; 422
 * once it has ended). Audit-logged without an actor, like the requester's decisions.
 */
export async function withdrawByToken(tx: Tx, input: { tenantId: string; token: string; appName: string; now: Date }): Promise<HelpRequestView> {
  const row = await rowByToken(tx, input);
  if (row.status !== "pending" && row.status !== "approved") {
    throw new AppError({ status: 422, code: "invalid_transition", detail: apiMessages.helpNotWithdrawable, source: { pointer: "/data/attributes/status" } });
  }
  const [updated] = await tx
    .update(neighbourHelpRequests)
    .set({ status: "withdrawn", closedAt: input.now, updatedAt: input.now })
    .where(and(eq(neighbourHelpRequests.id, row.id), inArray(neighbourHelpRequests.status, ["pending", "approved"])))
    .returning();
  if (!updated) throw new AppError({ status: 422, code: "invalid_transition", detail: apiMessages.helpNotWithdrawable, source: { pointer: "/data/attributes/status" } });
  await tx.insert(auditLog).values({ tenantId: row.tenantId, actorId: null, action: "neighbour_help_withdrawn", subjectType: "neighbour_help_request", subjectId: row.id, details: {}, createdAt: input.now });
  await mailOpenHelpers(tx, updated, input.appName);
  return forRequester(await fullView(tx, updated));
}

/** Approved requests approved HELP_REQUEST_MAX_AGE_DAYS or more before `now` become expired, tenant by tenant (RLS applies). */
export async function expireOldHelpRequests(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - HELP_REQUEST_MAX_AGE_DAYS * DAY_MS);
  const all = await withoutTenant(db, (tx) => tx.select({ id: tenants.id, appName: tenants.appName }).from(tenants));
  let expired = 0;
  for (const tenant of all) {
    expired += await withTenant(db, tenant.id, async (tx) => {
      const rows = await tx
        .update(neighbourHelpRequests)
        .set({ status: "expired", closedAt: now, updatedAt: now })
        .where(
          and(
            eq(neighbourHelpRequests.tenantId, tenant.id),
            eq(neighbourHelpRequests.status, "approved"),
            sql`coalesce(${neighbourHelpRequests.reviewedAt}, ${neighbourHelpRequests.createdAt}) <= ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      for (const row of rows) {
        await tx.insert(auditLog).values({ tenantId: tenant.id, actorId: null, action: "neighbour_help_expired", subjectType: "neighbour_help_request", subjectId: row.id, details: {}, createdAt: now });
        await mailOpenHelpers(tx, row, tenant.appName);
      }
      return rows.length;
    });
  }
  return expired;
}

export const expireNeighbourHelpJob: JobHandler = async (db, _job, { now }) => ({ expired: await expireOldHelpRequests(db, now) });

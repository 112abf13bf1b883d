import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { pickCurrentOrganization } from "~/modules/organizations/current-organization";
import { listMemberOrganizations } from "~/modules/organizations/organizations.server";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import type { ActivityKind } from "./types";

/*
 * The right-hand activity panel (issue 13, decision 033): what happened lately in the signed-in user's
 * organization or center, newest first — responses to its vacancies, vacancies posted, form submissions, and for
 * a center also organizations signing up and the audit log's entries of its staff (signing in as a user). Read
 * from the tables of those events in one query, so nothing extra is written per event.
 */

export { ACTIVITY_KINDS } from "./types";

/** Whose activity: a center's (its admins and center superusers) or one organization's (its users). */
export type ActivityScope = { tenantId: string } & ({ centerId: string; organizationId?: undefined } | { organizationId: string; centerId?: undefined });

export type ActivityEntry = {
  /** The kind and what it is about: unique within the list. */
  id: string;
  kind: ActivityKind;
  subjectId: string;
  /** Who did it (the applicant, the admin), when known. */
  actorName: string | null;
  /** What it is about: a vacancy, form or organization title, or the user someone signed in as. */
  title: string | null;
  /** Where it leads in the app, without the language prefix. */
  path: string;
  createdAt: Date;
};

type Row = { kind: ActivityKind; subject_id: string; actor_name: string | null; title: string | null; form_id: string | null; created_at: string | Date; total: string | number };

function pathOf(row: Pick<Row, "kind" | "subject_id" | "form_id">): string {
  switch (row.kind) {
    case "application_received":
      return `/applications/${row.subject_id}`;
    case "vacancy_created":
      return `/vacancies/${row.subject_id}`;
    case "form_submission":
      return `/form_builder/${row.form_id}/submissions/${row.subject_id}`;
    case "organization_signup":
      return `/organizations/${row.subject_id}`;
    case "sign_in_as_user":
      return `/users/${row.subject_id}`;
  }
}

/** The scope's activity, a page at a time, with how many entries there are in all. */
export async function listActivity(tx: Tx, scope: ActivityScope & { page: { size: number; offset: number } }): Promise<{ rows: ActivityEntry[]; total: number }> {
  const t = scope.tenantId;
  const vacancyScope: SQL = scope.centerId ? sql`v.center_id = ${scope.centerId}` : sql`v.organization_id = ${scope.organizationId}`;
  const formScope: SQL = scope.centerId ? sql`f.center_id = ${scope.centerId}` : sql`f.organization_id = ${scope.organizationId}`;
  const parts: SQL[] = [
    sql`select 'application_received' as kind, a.id as subject_id, a.name as actor_name, v.title as title, null::uuid as form_id, a.created_at
        from applications a join vacancies v on v.id = a.vacancy_id
        where a.tenant_id = ${t} and v.tenant_id = ${t} and ${vacancyScope}`,
    sql`select 'vacancy_created', v.id, null, v.title, null::uuid, v.created_at from vacancies v where v.tenant_id = ${t} and ${vacancyScope}`,
    sql`select 'form_submission', s.id, null, f.title, f.id, s.created_at
        from form_submissions s join forms f on f.id = s.form_id
        where s.tenant_id = ${t} and f.tenant_id = ${t} and ${formScope}`,
  ];
  if (scope.centerId) {
    parts.push(
      sql`select 'organization_signup', o.id, null, o.name, null::uuid, o.created_at from organizations o where o.tenant_id = ${t} and o.center_id = ${scope.centerId}`,
      sql`select l.action, l.subject_id, trim(actor.first_name || ' ' || actor.last_name), trim(coalesce(subject.first_name, '') || ' ' || coalesce(subject.last_name, '')), null::uuid, l.created_at
          from audit_log l join users actor on actor.id = l.actor_id left join users subject on subject.id = l.subject_id
          where l.tenant_id = ${t} and l.action = 'sign_in_as_user' and l.subject_id is not null and actor.center_id = ${scope.centerId}`,
    );
  }
  const result = await tx.execute<Row>(sql`
    with activity as (${sql.join(parts, sql` union all `)})
    select *, count(*) over () as total from activity
    order by created_at desc, subject_id desc
    limit ${scope.page.size} offset ${scope.page.offset}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    rows: rows.map((row) => ({
      id: `${row.kind}:${row.subject_id}`,
      kind: row.kind,
      subjectId: row.subject_id,
      actorName: row.actor_name || null,
      title: row.title || null,
      path: pathOf(row),
      createdAt: new Date(row.created_at),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}

/**
 * Whose activity a user sees: a center role's, their center's; else the organization they work in (the one
 * selected, spec §4); else none (null: the panel's empty state).
 */
export async function activityScopeOf(
  tx: Tx,
  input: { tenantId: string; user: CurrentUser; askedOrganizationId: string | null },
): Promise<ActivityScope | null> {
  if (hasRole(input.user, ...CENTER_ROLES)) return { tenantId: input.tenantId, centerId: input.user.centerId };
  if (input.user.organizationIds.length === 0) return null;
  const mine = await listMemberOrganizations(tx, { tenantId: input.tenantId, userId: input.user.id });
  const current = pickCurrentOrganization(mine, input.askedOrganizationId, (o) => o.type);
  return current ? { tenantId: input.tenantId, organizationId: current.id } : null;
}

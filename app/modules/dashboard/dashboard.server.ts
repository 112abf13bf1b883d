import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { activityOccurrences, activitySignups, applications, notifications, organizations, userRoles, users, vacancies } from "~/modules/db/schema";
import { localDayOf, zonedInstant } from "~/modules/digest/schedule";
import { CENTER_ROLES, hasRole, type CurrentUser } from "~/modules/users/current-user.server";

/*
 * /dashboard per role (issue 15): what waits for the signed-in user, each item a link to where it is handled.
 * A center (admin, center superuser) sees its open organization approvals, vacancies about to expire, applications
 * nobody answered yet and this week's figures; an organization user the same for their organizations' vacancies;
 * everyone their own responses, upcoming activity sign-ups and unread notifications. Counts and the first few rows
 * only (both from one statement: count(*) over ()), each on an index (tenant + center/organization + status or date).
 */

/** Vacancies expiring within this many days count as "about to expire". */
export const EXPIRING_DAYS = 14;
/** Rows listed per section; the count says how many there are in all. */
const LISTED = 5;
/** Unanswered responses are counted up to this many ("more than 100"): a big center's backlog is not counted per view. */
export const UNANSWERED_CAP = 100;

export type DashboardVacancy = { id: string; title: string; expiresAt: string | null };
export type DashboardApplication = { id: string; name: string; vacancyTitle: string; createdAt: string };
export type Management = {
  scope: "center" | "organizations";
  pendingOrganizations: number | null;
  expiring: { total: number; rows: DashboardVacancy[] };
  /** `capped`: more than UNANSWERED_CAP wait, and total says UNANSWERED_CAP. */
  unanswered: { total: number; capped: boolean; rows: DashboardApplication[] };
  week: { from: string; vacancies: number; applications: number; volunteers: number | null };
};
export type OwnApplication = { id: string; vacancyId: string; vacancyTitle: string; status: "accepted" | "rejected" | null; createdAt: string };
export type OwnSignup = { id: string; vacancyId: string; vacancyTitle: string; startsAt: string; status: string };
export type Dashboard = {
  management: Management | null;
  own: { applications: { total: number; rows: OwnApplication[] }; signups: { total: number; rows: OwnSignup[] }; unreadNotifications: number; unreadMessages: number };
};

/** Monday 00:00 in Amsterdam of the week `now` falls in. */
export function weekStart(now: Date): Date {
  const today = localDayOf(now);
  const back = (today.weekday + 6) % 7;
  const [year, month, day] = today.date.split("-").map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(year, month - 1, day - back));
  return zonedInstant(monday.toISOString().slice(0, 10), 0);
}

/** A total counted up to `cap + 1` as `cap`, saying so. */
function capped<T extends { total: number }>(section: T, cap: number): T & { capped: boolean } {
  return { ...section, total: Math.min(section.total, cap), capped: section.total > cap };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** How many rows match in all, next to each of the first few (one statement instead of a count and a list). */
const inAll = sql<number>`(count(*) over ())::int`;

/** The first rows of an `inAll` query and the total they came with (0 when none match). */
function listed<Row extends { inAll: number }, Out>(rows: Row[], view: (row: Omit<Row, "inAll">) => Out): { total: number; rows: Out[] } {
  return { total: rows[0]?.inAll ?? 0, rows: rows.map(({ inAll: _total, ...row }) => view(row)) };
}

async function management(tx: Tx, input: { tenantId: string; user: CurrentUser; now: Date }): Promise<Management | null> {
  const { tenantId, user, now } = input;
  const center = hasRole(user, ...CENTER_ROLES);
  if (!center && (!hasRole(user, "organization_superuser") || user.organizationIds.length === 0)) return null;
  const ownVacancies: SQL = center ? eq(vacancies.centerId, user.centerId) : inArray(vacancies.organizationId, user.organizationIds);
  const from = weekStart(now);
  const soon = new Date(now.getTime() + EXPIRING_DAYS * 86_400_000);
  const expiringWhere = and(eq(vacancies.tenantId, tenantId), ownVacancies, eq(vacancies.status, "published"), gt(vacancies.expiresAt, now), lte(vacancies.expiresAt, soon));
  const unansweredWhere = and(eq(applications.tenantId, tenantId), isNull(applications.status), ownVacancies);

  const expiring = await tx.select({ id: vacancies.id, title: vacancies.title, expiresAt: vacancies.expiresAt, inAll }).from(vacancies).where(expiringWhere).orderBy(asc(vacancies.expiresAt), asc(vacancies.id)).limit(LISTED);
  // The oldest unanswered responses by the partial index on unanswered ones (0034), at most one past the cap:
  // the window counts those, so the page costs the same however long the backlog.
  const oldest = tx
    .select({ id: applications.id, name: applications.name, vacancyTitle: vacancies.title, createdAt: applications.createdAt })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(unansweredWhere)
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(UNANSWERED_CAP + 1)
    .as("oldest");
  const unanswered = await tx
    .select({ id: oldest.id, name: oldest.name, vacancyTitle: oldest.vacancyTitle, createdAt: oldest.createdAt, inAll })
    .from(oldest)
    .orderBy(asc(oldest.createdAt), asc(oldest.id))
    .limit(LISTED);
  // The four figures in one statement (one round trip instead of four; decision 053).
  const pendingCount = center
    ? tx.select({ n: count() }).from(organizations).where(and(eq(organizations.tenantId, tenantId), eq(organizations.centerId, user.centerId), eq(organizations.status, "pending")))
    : null;
  const weekVacanciesCount = tx.select({ n: count() }).from(vacancies).where(and(eq(vacancies.tenantId, tenantId), ownVacancies, ne(vacancies.status, "deleted"), gte(vacancies.createdAt, from)));
  const weekApplicationsCount = tx
    .select({ n: count() })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(and(eq(applications.tenantId, tenantId), ownVacancies, gte(applications.createdAt, from)));
  const weekVolunteersCount = center
    ? tx
        .select({ n: count() })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.centerId, user.centerId),
            gte(users.createdAt, from),
            sql`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'volunteer')`,
          ),
        )
    : null;
  const counted = (query: SQLWrapper | null) => (query ? sql`(${query})::int` : sql`null::int`);
  const figures = await tx.execute(
    sql`select ${counted(pendingCount)} as pending, ${counted(weekVacanciesCount)} as week_vacancies, ${counted(weekApplicationsCount)} as week_applications, ${counted(weekVolunteersCount)} as week_volunteers`,
  );
  const [found] = (figures as unknown as { rows: Array<Record<"pending" | "week_vacancies" | "week_applications" | "week_volunteers", number | null>> }).rows;
  const pending = center ? Number(found?.pending ?? 0) : null;
  const weekVolunteers = center ? Number(found?.week_volunteers ?? 0) : null;
  return {
    scope: center ? "center" : "organizations",
    pendingOrganizations: pending,
    expiring: listed(expiring, (row) => ({ ...row, expiresAt: iso(row.expiresAt) })),
    unanswered: capped(listed(unanswered, (row) => ({ ...row, createdAt: row.createdAt.toISOString() })), UNANSWERED_CAP),
    week: { from: from.toISOString(), vacancies: Number(found?.week_vacancies ?? 0), applications: Number(found?.week_applications ?? 0), volunteers: weekVolunteers },
  };
}

async function own(tx: Tx, input: { tenantId: string; user: CurrentUser; now: Date }): Promise<Dashboard["own"]> {
  const { tenantId, user, now } = input;
  const mine = and(eq(applications.tenantId, tenantId), eq(applications.userId, user.id));
  const recent = await tx
    .select({ id: applications.id, vacancyId: vacancies.id, vacancyTitle: vacancies.title, status: applications.status, createdAt: applications.createdAt, inAll })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(mine)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(LISTED);
  const upcoming = and(eq(activitySignups.tenantId, tenantId), eq(activitySignups.userId, user.id), ne(activitySignups.status, "cancelled"), gt(activityOccurrences.startsAt, now));
  const signups = await tx
    .select({ id: activitySignups.id, vacancyId: vacancies.id, vacancyTitle: vacancies.title, startsAt: activityOccurrences.startsAt, status: activitySignups.status, inAll })
    .from(activitySignups)
    .innerJoin(activityOccurrences, eq(activityOccurrences.id, activitySignups.occurrenceId))
    .innerJoin(vacancies, eq(vacancies.id, activityOccurrences.vacancyId))
    .where(upcoming)
    .orderBy(asc(activityOccurrences.startsAt), asc(activitySignups.id))
    .limit(LISTED);
  const isMessage = sql<boolean>`${notifications.kind} = 'new_message'`;
  const unread = await tx
    .select({ isMessage, n: count() })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, user.id), isNull(notifications.readAt)))
    .groupBy(isMessage);
  return {
    applications: listed(recent, (row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    signups: listed(signups, (row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    unreadNotifications: unread.find((row) => !row.isMessage)?.n ?? 0,
    unreadMessages: unread.find((row) => row.isMessage)?.n ?? 0,
  };
}

/** The signed-in user's dashboard: the management part for center and organization roles, their own part for all. */
export async function loadDashboard(tx: Tx, input: { tenantId: string; user: CurrentUser; now: Date }): Promise<Dashboard> {
  return { management: await management(tx, input), own: await own(tx, input) };
}

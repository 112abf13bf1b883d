import { and, asc, desc, eq } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { applications, organizationMemberships, organizations, userRoles, users, vacancies, volunteerCenters, volunteerProfileReplies, volunteerProfiles } from "~/modules/db/schema";
import { photoForExport } from "~/modules/volunteer-pool/photo.server";
import type { UserRow } from "~/modules/users/current-user.server";
import { applicationsOf } from "./deletion.server";
import { buildAccountExport, type AccountExport } from "./export";

/** Gathers everything stored about the user in the transaction's tenant (only theirs: every query is keyed on them). */
export async function exportAccount(tx: Tx, user: UserRow, now: Date): Promise<AccountExport> {
  const [center] = await tx.select({ id: volunteerCenters.id, name: volunteerCenters.name }).from(volunteerCenters).where(eq(volunteerCenters.id, user.centerId));
  const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)).orderBy(asc(userRoles.role));
  const memberOf = await tx
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizationMemberships)
    .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .where(eq(organizationMemberships.userId, user.id))
    .orderBy(asc(organizations.name));
  const applied = await tx
    .select({
      id: applications.id,
      vacancyId: applications.vacancyId,
      vacancyTitle: vacancies.title,
      organizationName: organizations.name,
      name: applications.name,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phoneNumber: applications.phoneNumber,
      message: applications.message,
      status: applications.status,
      locale: applications.locale,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
    .where(applicationsOf(user))
    .orderBy(desc(applications.createdAt));
  const replies = await tx
    .select({
      id: volunteerProfileReplies.id,
      organizationName: organizations.name,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      body: volunteerProfileReplies.body,
      readAt: volunteerProfileReplies.readAt,
      createdAt: volunteerProfileReplies.createdAt,
    })
    .from(volunteerProfileReplies)
    .innerJoin(organizations, eq(organizations.id, volunteerProfileReplies.organizationId))
    .leftJoin(users, eq(users.id, volunteerProfileReplies.senderId))
    .where(and(eq(volunteerProfileReplies.tenantId, user.tenantId), eq(volunteerProfileReplies.volunteerId, user.id)))
    .orderBy(desc(volunteerProfileReplies.createdAt));
  const [row] = await tx.select().from(volunteerProfiles).where(and(eq(volunteerProfiles.tenantId, user.tenantId), eq(volunteerProfiles.userId, user.id)));
  return buildAccountExport({
    user,
    center: center ?? null,
    volunteerProfile: row ?? null,
    photo: await photoForExport(user.tenantId, row?.photo ?? null),
    roles: roles.map((r) => r.role),
    organizations: memberOf,
    applications: applied,
    profileReplies: replies.map(({ senderFirstName, senderLastName, ...reply }) => ({
      ...reply,
      senderName: [senderFirstName, senderLastName].filter(Boolean).join(" ") || null,
    })),
    exportedAt: now,
  });
}

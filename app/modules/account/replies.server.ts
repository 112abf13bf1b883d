import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Page } from "~/api/jsonapi.server";
import type { Tx } from "~/modules/db/client.server";
import { organizations, users, volunteerProfileReplies } from "~/modules/db/schema";

/** A person of a reply as the volunteer may see them: the name the reply shows anyway, nothing private. */
export type ReplyPerson = { id: string; firstName: string; lastName: string };

export type ProfileReply = {
  id: string;
  volunteerId: string;
  /** The volunteer's profile the reply answers; null once that profile is gone (the reply stays). */
  volunteerProfileId: string | null;
  organizationId: string;
  organizationName: string;
  senderId: string | null;
  senderName: string | null;
  /** The sender's account, null once it is gone (the reply stays). */
  sender: ReplyPerson | null;
  body: string;
  readAt: Date | null;
  createdAt: Date;
};

const mine = (tenantId: string, volunteerId: string) =>
  and(eq(volunteerProfileReplies.tenantId, tenantId), eq(volunteerProfileReplies.volunteerId, volunteerId));

/** The replies organizations sent about the volunteer's profile, newest first. */
export async function listProfileReplies(tx: Tx, input: { tenantId: string; volunteerId: string; page: Page }): Promise<{ rows: ProfileReply[]; total: number; unread: number }> {
  const rows = await tx
    .select({
      id: volunteerProfileReplies.id,
      volunteerId: volunteerProfileReplies.volunteerId,
      volunteerProfileId: volunteerProfileReplies.volunteerProfileId,
      organizationId: volunteerProfileReplies.organizationId,
      organizationName: organizations.name,
      senderId: volunteerProfileReplies.senderId,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      body: volunteerProfileReplies.body,
      readAt: volunteerProfileReplies.readAt,
      createdAt: volunteerProfileReplies.createdAt,
    })
    .from(volunteerProfileReplies)
    .innerJoin(organizations, eq(organizations.id, volunteerProfileReplies.organizationId))
    .leftJoin(users, eq(users.id, volunteerProfileReplies.senderId))
    .where(mine(input.tenantId, input.volunteerId))
    .orderBy(desc(volunteerProfileReplies.createdAt), desc(volunteerProfileReplies.id))
    .limit(input.page.size)
    .offset(input.page.offset);
  const [counts] = await tx
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where ${volunteerProfileReplies.readAt} is null)::int` })
    .from(volunteerProfileReplies)
    .where(mine(input.tenantId, input.volunteerId));
  return {
    rows: rows.map(({ senderFirstName, senderLastName, ...row }) => ({
      ...row,
      senderName: [senderFirstName, senderLastName].filter(Boolean).join(" ") || null,
      sender: row.senderId ? { id: row.senderId, firstName: senderFirstName ?? "", lastName: senderLastName ?? "" } : null,
    })),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
  };
}

/** Marks the given replies of the volunteer as read (others' ids are ignored). */
export async function markProfileRepliesRead(tx: Tx, input: { tenantId: string; volunteerId: string; ids: string[]; now: Date }): Promise<number> {
  if (input.ids.length === 0) return 0;
  const updated = await tx
    .update(volunteerProfileReplies)
    .set({ readAt: input.now })
    .where(and(mine(input.tenantId, input.volunteerId), inArray(volunteerProfileReplies.id, input.ids), isNull(volunteerProfileReplies.readAt)))
    .returning({ id: volunteerProfileReplies.id });
  return updated.length;
}

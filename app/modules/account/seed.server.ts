import type { Tx } from "~/modules/db/client.server";
import { volunteerProfileReplies } from "~/modules/db/schema";

const HOUR = 3600_000;

/** Demo replies of an organization to the demo volunteer's profile (/profile-replies): one unread, two read. */
export async function seedProfileReplies(tx: Tx, input: { tenantId: string; volunteerId: string; organizationId: string; senderId: string }) {
  const now = Date.now();
  const replies = [
    { body: "Hoi! We zagen je profiel en denken dat je goed zou passen bij ons buurtproject. Heb je zin om een keer langs te komen?", ageHours: 5, read: false },
    { body: "Bedankt voor je interesse. We nemen na de zomer contact met je op over de nieuwe taalcoach-groep.", ageHours: 72, read: true },
    { body: "Welkom als vrijwilliger! Je bent altijd welkom op onze inloopochtend op woensdag.", ageHours: 240, read: true },
  ];
  await tx.insert(volunteerProfileReplies).values(
    replies.map((reply) => ({
      tenantId: input.tenantId,
      volunteerId: input.volunteerId,
      organizationId: input.organizationId,
      senderId: input.senderId,
      body: reply.body,
      createdAt: new Date(now - reply.ageHours * HOUR),
      readAt: reply.read ? new Date(now - (reply.ageHours - 1) * HOUR) : null,
    })),
  );
}

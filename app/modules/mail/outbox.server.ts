import type { Tx } from "~/modules/db/client.server";
import { mailOutbox } from "~/modules/db/schema";

export type OutgoingMail = { tenantId: string; to: string; subject: string; text: string; html?: string };

/**
 * Queues a mail in the caller's transaction: it is sent only when the work
 * that asked for it commits, and a slow or absent SMTP server never holds up
 * a request. The worker in delivery.server.ts sends it.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ tenantId: mail.tenantId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

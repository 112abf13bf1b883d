import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/lib/config.server";
import { reportError } from "~/lib/report.server";
import { withoutTenant, withTenant, type Database } from "~/modules/db/client.server";
import { mailOutbox, tenants } from "~/modules/db/schema";
import { unsealSecrets } from "./outbox.server";

/** What delivery needs of a nodemailer transport (tests hand in one aimed at a local sink). */
export type MailTransport = Pick<Transporter, "sendMail">;

export const MAX_ATTEMPTS = 5;
/**
 * A claimed row is skipped by other workers this long; a crash mid-send frees it afterwards, so mail claimed by a
 * process that died goes out this much later (MAIL_LEASE_MS; it must outlast the sending of a whole batch).
 */
export const LEASE_MS = Number(process.env.MAIL_LEASE_MS ?? 10 * 60_000);
const BATCH_SIZE = 50;
const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

/** The SMTP transport from SMTP_URL, or null: without it mail waits in the outbox. */
export function createTransport(): MailTransport | null {
  const url = config.smtpUrl;
  return url ? nodemailer.createTransport(url) : null;
}

export type DeliveryResult = { sent: number; failed: number };

/**
 * Sends the due mail of every tenant. Rows are claimed in a short
 * transaction (locked rows of a parallel worker are skipped) and sent outside
 * it, so no transaction stays open during SMTP traffic; the embedded database
 * would otherwise stall every request meanwhile.
 *
 * `recipients` limits a run to mail for those addresses (tests that share one
 * database with other test files must not send, or fail, each other's mail).
 */
/** The Message-ID of an outbox mail: its id at the sender's domain (MAIL_FROM). */
export function messageIdOf(outboxId: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? "volunteerly.invalid";
  return `<${outboxId}@${domain}>`;
}

export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  { now = () => new Date(), recipients }: { now?: () => Date; recipients?: readonly string[] } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const tenantIds = await withoutTenant(db, (tx) => tx.select({ id: tenants.id }).from(tenants));
  for (const { id: tenantId } of tenantIds) {
    const claimed = await withTenant(db, tenantId, async (tx) => {
      const at = now();
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, at)),
            recipients ? inArray(mailOutbox.to, [...recipients]) : undefined,
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
        .limit(BATCH_SIZE)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
        .where(inArray(mailOutbox.id, due.map((row) => row.id)))
        .returning();
    });

    for (const mail of claimed) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          // The outbox row's id: a delivery repeated after a crash between sending and marking it sent (at least
          // once) carries the same Message-ID, so the receiving side can tell it is the same mail.
          messageId: messageIdOf(mail.id),
          to: mail.to,
          subject: mail.subject,
          text: unsealSecrets(mail.text, mail.secrets),
          html: mail.html === null ? undefined : unsealSecrets(mail.html, mail.secrets),
          headers: Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [name, unsealSecrets(value, mail.secrets)])),
        });
        // A sent mail's links are the recipient's alone: the outbox keeps no copy of them.
        await withTenant(db, tenantId, (tx) =>
          tx
            .update(mailOutbox)
            .set({ status: "sent", sentAt: now(), nextAttemptAt: null, lastError: null, secrets: [] })
            .where(eq(mailOutbox.id, mail.id)),
        );
        result.sent += 1;
      } catch (error) {
        const gaveUp = mail.attempts >= MAX_ATTEMPTS;
        await withTenant(db, tenantId, (tx) =>
          tx
            .update(mailOutbox)
            .set({
              status: gaveUp ? "failed" : "pending",
              lastError: error instanceof Error ? error.message : String(error),
              nextAttemptAt: gaveUp ? null : new Date(now().getTime() + backoffMs(mail.attempts)),
            })
            .where(eq(mailOutbox.id, mail.id)),
        );
        result.failed += 1;
      }
    }
  }
  return result;
}

/** How often the worker looks for due mail; MAIL_POLL_MS changes it (the e2e tests use a short one). */
export const POLL_INTERVAL_MS = 5_000;

type WorkerHolder = { stop?: () => void };
const worker = ((globalThis as Record<string, unknown>).__volunteerlyMailWorker ??= {}) as WorkerHolder;

/**
 * Polls the outbox every few seconds; one worker per process however often it
 * is called (dev reloads the server entry). The timer is unref'd so it never
 * keeps the process alive. Returns a function that stops it.
 */
export function startMailWorker(getDb: () => Promise<Database>, transport: MailTransport | null = createTransport()): () => void {
  if (worker.stop) return worker.stop;
  if (!transport) {
    console.info("SMTP_URL is not set: mail stays in the mail_outbox table.");
    return () => {};
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => deliverPendingMail(db, transport))
      .catch((error: unknown) => reportError(error))
      .finally(() => {
        running = false;
      });
  }, config.mailPollMs ?? POLL_INTERVAL_MS);
  timer.unref();
  worker.stop = () => {
    clearInterval(timer);
    worker.stop = undefined;
  };
  return worker.stop;
}

import type { Tx } from "~/modules/db/client.server";
import { mailOutbox } from "~/modules/db/schema";

export type OutgoingMail = {
  tenantId: string;
  /** The volunteer center the mail is sent for; only that center's admins see it in the outbox. */
  centerId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What only the recipient may see: tokens of the links in the mail, one-time
   * codes. Kept apart from the text, never shown by the outbox, dropped once sent.
   */
  secrets?: readonly string[];
  /** Extra headers (the digest's List-Unsubscribe); secrets in them are kept like those in the text. */
  headers?: Readonly<Record<string, string>>;
};

/** Private-use characters around a secret's number: they never occur in mail text (sealMail strips them from it). */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g");
const STRAY = new RegExp(`[${OPEN}${CLOSE}]`, "g");

/** The forms a secret takes in a mail: as is, URL-encoded, HTML-escaped. */
function formsOf(secret: string): string[] {
  const forms = new Set([secret, encodeURIComponent(secret), secret.replace(/&/g, "&amp;")]);
  return [...forms].sort((a, b) => b.length - a.length);
}

/** The text with each secret replaced by its marker. */
export function sealSecrets(text: string, secrets: readonly string[]): string {
  let sealed = text.replace(STRAY, "");
  secrets.forEach((secret, index) => {
    if (!secret) return;
    for (const form of formsOf(secret)) sealed = sealed.split(form).join(`${OPEN}${index}${CLOSE}`);
  });
  return sealed;
}

/** The text as sent: each marker replaced by its secret (in the form the text needs: URLs carry tokens as they are). */
export function unsealSecrets(text: string, secrets: readonly string[]): string {
  return text.replace(MARKER, (_, index: string) => secrets[Number(index)] ?? "");
}

/** The text as the outbox shows it: each secret hidden behind `shown`. */
export function redactSecrets(text: string, shown: string): string {
  return text.replace(MARKER, shown);
}

/**
 * Queues a mail in the caller's transaction: it is sent only when the work
 * that asked for it commits, and a slow or absent SMTP server never holds up
 * a request. The worker in delivery.server.ts sends it.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const secrets = [...(mail.secrets ?? [])].filter(Boolean);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      tenantId: mail.tenantId,
      centerId: mail.centerId,
      to: mail.to,
      subject: mail.subject,
      text: sealSecrets(mail.text, secrets),
      html: mail.html === undefined ? null : sealSecrets(mail.html, secrets),
      headers: Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [name, sealSecrets(value, secrets)])),
      secrets,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

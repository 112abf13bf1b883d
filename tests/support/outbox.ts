import { unsealSecrets } from "~/modules/mail/outbox.server";

type KeptRow = { text: string; html: string | null; secrets: string[] };

/**
 * An outbox row as its recipient receives it: the outbox keeps a mail's
 * secrets (token links) apart from its text; delivery puts them back.
 */
export function asDelivered<T extends KeptRow>(row: T): T {
  return { ...row, text: unsealSecrets(row.text, row.secrets), html: row.html === null ? null : unsealSecrets(row.html, row.secrets) };
}

export const allDelivered = <T extends KeptRow>(rows: T[]): T[] => rows.map(asDelivered);

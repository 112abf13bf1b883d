import type { APIRequestContext } from "@playwright/test";
import { apiSession } from "./manage";

/*
 * Mail in e2e: the server runs without SMTP_URL, so every message stays in the
 * outbox; tests read it as an admin would, through GET /api/v1/outbox_messages.
 */

export type KeptMail = { to: string; subject: string; text: string; html: string | null };

/**
 * The newest mail to an address (optionally whose subject contains a text),
 * waiting a little for it: mails are queued in the same transaction as the
 * action, so normally it is there at once.
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  { subject, admin = "admin@demo.example" }: { subject?: string; admin?: string } = {},
): Promise<KeptMail> {
  const api = await apiSession(request, admin);
  const path = `/api/v1/outbox_messages?filter[to]=${encodeURIComponent(to.toLowerCase())}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = await api.call<{ data: Array<{ attributes: KeptMail }> }>("GET", path);
    const found = body.data.map((m) => m.attributes).find((m) => !subject || m.subject.includes(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to}${subject ? ` about "${subject}"` : ""} in the outbox`);
}

/** The first link in a mail's text (optionally the first whose URL contains a part), as a path + query. */
export function linkIn(text: string, containing?: string): string {
  const links = text.match(/https?:\/\/[^\s)>"]+/g) ?? [];
  const link = links.find((l) => !containing || l.includes(containing));
  if (!link) throw new Error(`No link${containing ? ` with "${containing}"` : ""} in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

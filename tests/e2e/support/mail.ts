import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/*
 * Mail in e2e: the server delivers over SMTP to a local sink (tests/e2e/serve.sh,
 * scripts/mail-sink.ts) that writes each message to E2E_MAIL_DIR; tests read
 * what the recipient got, links included. (The outbox API never shows a mail's
 * secrets, so it cannot serve here.)
 */

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string | null };

function receivedMail(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
}

/**
 * The newest mail to an address (optionally whose subject contains a text).
 * Delivery runs a moment after the action that queued it, so this polls the
 * sink until the mail is there.
 */
export async function latestMail(to: string, { subject }: { subject?: string } = {}): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const find = () => receivedMail().find((mail) => mail.to.includes(address) && (!subject || mail.subject.includes(subject)));
  await expect
    .poll(() => find() !== undefined, { message: `a mail to ${to}${subject ? ` about "${subject}"` : ""}`, timeout: 15_000 })
    .toBe(true);
  return find()!;
}

/** The first link in a mail's text (optionally the first whose URL contains a part), as a path + query. */
export function linkIn(text: string, containing?: string): string {
  const links = text.match(/https?:\/\/[^\s)>"]+/g) ?? [];
  const link = links.find((l) => !containing || l.includes(containing));
  if (!link) throw new Error(`No link${containing ? ` with "${containing}"` : ""} in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

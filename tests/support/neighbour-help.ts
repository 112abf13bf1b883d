import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "~/modules/db/schema";
import { demoCenter } from "./api";
import { allDelivered } from "./outbox";

/** The mails to an address in the demo center's tenant, oldest first, as their recipient reads them. */
export async function mailsTo(address: string) {
  return allDelivered(await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(mailOutbox.createdAt)));
}

/** The token of the newest requester link mailed to the address. */
export async function requesterToken(address: string): Promise<string> {
  const links = (await mailsTo(address)).flatMap((mail) => [...mail.text.matchAll(/\/een-op-een-hulp\/mijn-aanvraag\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!));
  expect(links.length).toBeGreaterThan(0);
  return links.at(-1)!;
}

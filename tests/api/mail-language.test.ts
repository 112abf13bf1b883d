import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "~/modules/db/client.server";
import { createUser } from "~/modules/db/factories.server";
import { users } from "~/modules/db/schema";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { testApi, testDatabase, type TestApi } from "../support/api";
import { setCenterLanguages } from "../support/center-languages";
import { decodedMessage, smtpSinkPerFile } from "../support/smtp";

/*
 * The language of a mail follows the sending center's languages (mailLanguage, the one rule for the API's mail): the
 * recipient's or request's language only where the host's center offers it, else Dutch — also in a tenant with English.
 */

const MEEDOEN = "meedoen.localhost";
const sink = smtpSinkPerFile();
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

const setLanguages = (languages: string[]) => setCenterLanguages(t, MEEDOEN, "admin@meedoen.example", languages);

/** A password reset asked for in English on the Meedoen center's host, as the sink receives it. */
async function passwordResetAskedInEnglish(locale: string | null) {
  const { db } = await testDatabase();
  const tenancy = await resolveTenancy(db, MEEDOEN);
  const email = `mail-language-${randomUUID()}@test.example`;
  await withTenant(db, tenancy.tenant.id, async (tx) => {
    const user = await createUser(tx, { tenantId: tenancy.tenant.id, centerId: tenancy.centerId!, email, password: "Geheim-wachtwoord-1", firstName: "Robin" });
    if (locale) await tx.update(users).set({ locale }).where(eq(users.id, user.id));
  });
  const response = await t.request("/auth/password", { method: "POST", host: MEEDOEN, headers: { "accept-language": "en-GB,en;q=0.9" }, json: { email, locale: "en" } });
  expect(response.status).toBe(200);
  await deliverPendingMail(db, nodemailer.createTransport(sink.url), { recipients: [email] });
  const received = sink.messages.find((message) => message.to.includes(email));
  expect(received).toBeDefined();
  return decodedMessage(received!.raw);
}

describe("the language of a mail", () => {
  afterAll(() => setLanguages(["nl", "en"]));

  it("is English when asked for on a center that offers English", async () => {
    await setLanguages(["nl", "en"]);
    expect(await passwordResetAskedInEnglish(null)).toMatch(/^Subject: Set a new password/m);
  });

  it("is Dutch on a center without English in a tenant with English, whatever the request or the user's own language", async () => {
    await setLanguages(["nl"]);
    const asked = await passwordResetAskedInEnglish(null);
    expect(asked).toContain("Subject: Nieuw wachtwoord instellen voor");
    expect(asked).toMatch(/\/auth\/reset\?reset_password_token=/);
    expect(asked).not.toMatch(/\/en\/auth\/reset/);
    expect(await passwordResetAskedInEnglish("en")).toContain("Subject: Nieuw wachtwoord instellen voor");
  });
});

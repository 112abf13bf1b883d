import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox, users } from "~/modules/db/schema";
import { deliverPendingMail, MAX_ATTEMPTS } from "~/modules/mail/delivery.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { demoCenter, testApi, testDatabase } from "../support/api";
import { decodedMessage, smtpSinkPerFile, startSmtpSink } from "../support/smtp";

/* Delivery over real SMTP to a local sink: what leaves the outbox is what a mail server receives. */

const sink = smtpSinkPerFile();
beforeAll(async () => {
  await testDatabase();
});

async function outboxRow(id: string) {
  const [row] = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)));
  return row!;
}

describe("mail delivery", () => {
  it("sends a password-reset mail from the outbox over SMTP and marks it sent", async () => {
    const { db, tenantId, centerId, run } = await demoCenter();
    const email = `mail-${randomUUID()}@test.example`;
    await run((tx) => createUser(tx, { tenantId, centerId, email, password: "Geheim-wachtwoord-1", firstName: "Carmen" }));
    const api = await testApi();
    expect((await api.request("/auth/password", { method: "POST", json: { email } })).status).toBe(200);
    const [queued] = await run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)));
    expect(queued!.status).toBe("pending");
    // The link's token is kept apart from the text (the outbox never shows it) and put back in on sending.
    expect(queued!.secrets).toHaveLength(1);
    expect(queued!.text).not.toContain(queued!.secrets[0]);

    const result = await deliverPendingMail(db, nodemailer.createTransport(sink.url), { recipients: [email] });
    expect(result.sent).toBeGreaterThanOrEqual(1);

    const received = sink.messages.find((message) => message.to.includes(email));
    expect(received).toBeDefined();
    const message = decodedMessage(received!.raw);
    expect(message).toContain("Subject: Nieuw wachtwoord instellen voor Volunteerly");
    expect(message).toContain("Hallo Carmen,");
    expect(message).toMatch(/http:\/\/localhost\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]{40,}/);

    const sent = await outboxRow(queued!.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, nextAttemptAt: null, secrets: [] });
    expect(message).toContain(`reset_password_token=${queued!.secrets[0]}`);
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Delivered once: a second run does not send it again.
    await deliverPendingMail(db, nodemailer.createTransport(sink.url), { recipients: [email] });
    expect(sink.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    // Its Message-ID is the outbox row's: a delivery repeated after a crash would carry the same one (issue 16).
    expect(message).toContain(`Message-ID: <${queued!.id}@volunteerly.nl>`);
  });

  it("greets by the salutation of the user's gender, in the reader's language (spec §3 User)", async () => {
    const { tenantId, centerId, run } = await demoCenter();
    const api = await testApi();
    for (const [gender, language, expected] of [
      ["female", "nl", "Beste mevrouw De Wit,"],
      ["male", "en", "Dear Mr De Wit,"],
      ["other", "nl", "Hallo Robin,"],
    ] as const) {
      const email = `salutation-${randomUUID()}@test.example`;
      await run(async (tx) => {
        const user = await createUser(tx, { tenantId, centerId, email, password: "Geheim-wachtwoord-1", firstName: "Robin", lastName: "de Wit" });
        await tx.update(users).set({ gender }).where(eq(users.id, user.id));
      });
      const headers = { "accept-language": language };
      expect((await api.request("/auth/password", { method: "POST", headers, json: { email } })).status).toBe(200);
      const [queued] = await run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)));
      expect(queued!.text.split("\n")[0], `${gender} ${language}`).toBe(expected);
    }
  });

  it("keeps a mail for a later attempt when the server is unreachable, and gives up after the last attempt", async () => {
    const { db, tenantId, run } = await demoCenter();
    const closed = await startSmtpSink();
    await closed.close();
    const unreachable = nodemailer.createTransport(closed.url);
    const to = `bounce-${randomUUID()}@test.example`;
    const id = await run((tx) => enqueueMail(tx, { tenantId, centerId: null, to, subject: "Test", text: "Test" }));
    // Mail for someone else is left alone by a run limited to `to`.
    const otherId = await run((tx) =>
      enqueueMail(tx, { tenantId, centerId: null, to: `other-${randomUUID()}@test.example`, subject: "Test", text: "Test" }),
    );

    let clock = Date.now();
    const now = () => new Date(clock);
    const recipients = [to];
    await deliverPendingMail(db, unreachable, { now, recipients });
    const retrying = await outboxRow(id);
    expect(retrying).toMatchObject({ status: "pending", attempts: 1 });
    expect(retrying.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(retrying.nextAttemptAt!.getTime()).toBeGreaterThan(clock);

    // Not due yet: untouched.
    await deliverPendingMail(db, unreachable, { now, recipients });
    expect((await outboxRow(id)).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock += 24 * 60 * 60 * 1000;
      await deliverPendingMail(db, unreachable, { now, recipients });
    }
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await outboxRow(otherId)).toMatchObject({ status: "pending", attempts: 0 });
  });
});

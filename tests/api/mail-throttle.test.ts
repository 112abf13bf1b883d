import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "~/modules/auth/rate-limit.server";
import { mailOutbox } from "~/modules/db/schema";
import { FORM_SUBMISSIONS_PER_ADDRESS, MAIL_RECIPIENT_WINDOW_MS, mailLimits } from "~/modules/mail/throttle.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { asDelivered } from "../support/outbox";
import { vacancyFixture } from "../support/vacancies";

/*
 * Issue 18, defect 6: anyone can make the app mail an address they type. Each
 * such action is limited per recipient and per client, and the mail repeats
 * nothing the sender wrote.
 */
let f: Awaited<ReturnType<typeof vacancyFixture>>;
beforeAll(async () => {
  f = await vacancyFixture();
});

async function mailsTo(email: string) {
  return (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)).then((rows) =>
    rows.map(asDelivered),
  );
}

const fromAddress = (address: string) => ({ [PEER_ADDRESS_HEADER]: address });
let addressCounter = 0;
const newAddress = () => `2001:db8:aa::${(++addressCounter).toString(16)}`;

function respond(t: TestApi, email: string, message: string, address = newAddress()) {
  return t.request(`/api/v1/vacancies/${f.fiets}/applications`, {
    method: "POST",
    headers: fromAddress(address),
    json: { data: { type: "applications", attributes: { name: "Klik op http://phish.example", email, phone_number: "0612345678", message } } },
  });
}

describe("responses to a vacancy", () => {
  it("mail one address a few times an hour at most, then answer 429 until the hour has passed", async () => {
    const t = await testApi();
    const victim = `victim-${f.tag}@example.nl`.toLowerCase();
    const { perRecipient } = mailLimits("application");
    for (let i = 0; i < perRecipient; i++) expect((await respond(t, victim, `Bericht ${i}`)).status).toBe(201);
    const limited = await respond(t, victim, "Nog een");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).errors[0]).toMatchObject({ status: "429", code: "too_many_requests" });
    const confirmations = (await mailsTo(victim)).filter((mail) => mail.subject.includes(f.tag));
    expect(confirmations).toHaveLength(perRecipient);

    t.clock.advance(MAIL_RECIPIENT_WINDOW_MS + 1_000);
    expect((await respond(t, victim, "Na een uur")).status).toBe(201);
  });

  it("mail the responder nothing they typed: no message, no name", async () => {
    const t = await testApi();
    const email = `echo-${f.tag}@example.nl`.toLowerCase();
    expect((await respond(t, email, "Uw rekening is geblokkeerd, ga naar http://phish.example/login")).status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain(f.tag);
    for (const part of [mail!.text, mail!.html ?? ""]) {
      expect(part).not.toContain("phish.example");
      expect(part).not.toContain("geblokkeerd");
    }
    expect(mail!.text).toMatch(/^Hallo,/);
  });

  it("limit one client's responses across addresses", async () => {
    const t = await testApi();
    const address = newAddress();
    const { perAddress } = mailLimits("application");
    for (let i = 0; i < perAddress; i++) {
      expect((await respond(t, `spray-${i}-${f.tag}@example.nl`, "Hoi", address)).status).toBe(201);
    }
    expect((await respond(t, `spray-x-${f.tag}@example.nl`, "Hoi", address)).status).toBe(429);
    expect((await respond(t, `spray-y-${f.tag}@example.nl`, "Hoi", newAddress())).status).toBe(201);
  });
});

describe("password resets", () => {
  it("mail one address a few times an hour at most, answering the same every time", async () => {
    const t = await testApi();
    const { perRecipient } = mailLimits("password_reset");
    const answers = new Set<string>();
    for (let i = 0; i < perRecipient + 5; i++) {
      const response = await t.request("/auth/password", { method: "POST", headers: fromAddress(newAddress()), json: { email: "mentor@partner.example" }, host: "partner.localhost" });
      expect(response.status).toBe(200);
      answers.add(await response.text());
    }
    expect(answers.size).toBe(1);
    const sent = await (await demoCenter("partner.localhost")).run((tx) =>
      tx.select().from(mailOutbox).where(sql`${mailOutbox.to} = 'mentor@partner.example' and ${mailOutbox.createdAt} > now() - interval '1 hour'`),
    );
    expect(sent.length).toBeLessThanOrEqual(perRecipient);
    expect(sent.length).toBeGreaterThan(0);
  });
});

describe("sign-ups", () => {
  it("mail one address a few times an hour at most, answering the same, and greet nobody by the typed name", async () => {
    const t = await testApi();
    const email = `signup-${f.tag}@example.nl`.toLowerCase();
    const { perRecipient } = mailLimits("registration");
    for (let i = 0; i < perRecipient + 3; i++) {
      const response = await t.request("/api/v1/registrations", {
        method: "POST",
        headers: fromAddress(newAddress()),
        json: {
          data: {
            type: "registrations",
            attributes: { first_name: "Klik http://phish.example", last_name: "X", email, password: "Geheim-wachtwoord-1", password_confirmation: "Geheim-wachtwoord-1", accept_terms: true },
          },
        },
      });
      expect(response.status).toBe(202);
    }
    const mails = await mailsTo(email);
    expect(mails.length).toBeLessThanOrEqual(perRecipient);
    for (const mail of mails) expect(mail.text).not.toContain("phish.example");
  });
});

describe("public form submissions", () => {
  it("are limited per client, not per form, so one client cannot close the contact form for others", async () => {
    const t = await testApi();
    const contact = await t.request("/api/v1/contact_form", { headers: await tokenHeadersFor("volunteer@demo.example") });
    const token = ((await contact.json()) as { data: { attributes: { public_token: string } } }).data.attributes.public_token;
    const address = newAddress();
    const submit = (from: string) =>
      t.request(`/api/v1/public_forms/${token}/submissions`, { method: "POST", headers: fromAddress(from), json: { answers: {} } });
    let limited: Response | undefined;
    for (let i = 0; i <= FORM_SUBMISSIONS_PER_ADDRESS; i++) {
      const response = await submit(address);
      expect(response.status).not.toBe(201);
      expect(response.status).toBeLessThan(500);
      if (response.status === 429) limited = response;
    }
    expect(limited?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await submit(newAddress())).status).not.toBe(429);
  });
});

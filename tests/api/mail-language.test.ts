import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { notifications, users, volunteerProfileReplies } from "~/modules/db/schema";
import { sendDigest } from "~/modules/digest/digest.server";
import { deliverPendingMail } from "~/modules/mail/delivery.server";
import { directoryOf } from "~/modules/tenancy/directory.server";
import { centersOfTenant, centerTenancyIn, languagesOffered } from "~/modules/tenancy/tenancy.server";
import { DEMO_PASSWORD, demoCenter, testApi, testDatabase, tokenHeadersFor, type TestApi } from "../support/api";
import { setCenterLanguages } from "../support/center-languages";
import { decodedMessage, smtpSinkPerFile } from "../support/smtp";

/*
 * The language of a mail follows the sending center's languages (decision 069, one rule for every mail): the
 * recipient's or request's language only where the center offers it, else Dutch — also in a tenant with English, in
 * an API request as in a job.
 */

const MEEDOEN = "meedoen.localhost";
const sink = smtpSinkPerFile();
let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

const setLanguages = (languages: string[]) => setCenterLanguages(t, MEEDOEN, "admin@meedoen.example", languages);

/** The mail to `email`, as the sink receives it. */
async function received(email: string) {
  const { db } = await testDatabase();
  await deliverPendingMail(db, nodemailer.createTransport(sink.url), { recipients: [email] });
  const message = sink.messages.find((candidate) => candidate.to.includes(email));
  expect(message).toBeDefined();
  return decodedMessage(message!.raw);
}

/**
 * A password reset on the Meedoen center's host for an account with `locale` (none: no language of its own), asked in
 * `asked` (the page's `locale` and Accept-Language), as the sink receives it.
 */
async function passwordReset(locale: string | null, asked: "nl" | "en") {
  const { tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const email = `mail-language-${randomUUID()}@test.example`;
  await run(async (tx) => {
    const user = await createUser(tx, { tenantId, centerId, email, password: "Geheim-wachtwoord-1", firstName: "Robin" });
    if (locale) await tx.update(users).set({ locale }).where(eq(users.id, user.id));
  });
  const acceptLanguage = asked === "en" ? "en-GB,en;q=0.9" : "nl-NL,nl;q=0.9";
  const response = await t.request("/auth/password", { method: "POST", host: MEEDOEN, headers: { "accept-language": acceptLanguage }, json: { email, locale: asked } });
  expect(response.status).toBe(200);
  return received(email);
}

/** The weekly digest (a job, no request) of a new volunteer of the Meedoen center whose own language is English. */
async function digestOfEnglishSpeakingVolunteer() {
  const { db, tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const email = `mail-language-digest-${randomUUID()}@test.example`;
  const user = await run(async (tx) => {
    const made = await createUser(tx, { tenantId, centerId, email, firstName: "Robin", roles: ["volunteer"] });
    // Sunday 29 March 2026 is a digest day of theirs; an unread notification of that week is something new.
    await tx.update(users).set({ locale: "en", digestDays: [0] }).where(eq(users.id, made.id));
    await tx.insert(notifications).values({ tenantId, userId: made.id, kind: "application_accepted", subjectType: "application", subjectId: randomUUID(), createdAt: new Date("2026-03-27T09:00:00Z") });
    return made;
  });
  expect(await sendDigest(db, { tenantId, userId: user.id, date: "2026-03-29" })).toMatchObject({ mailed: true });
  return { text: await received(email) };
}

/**
 * The notice of a response (asked in Dutch) mailed, within the request, to the vacancy's contact person on the Meedoen
 * center, whose own language is English: its text, as the sink receives it.
 */
async function responseNoticeToEnglishSpeakingContactPerson() {
  const { tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const contactEmail = `mail-language-contact-${randomUUID()}@test.example`;
  const vacancy = await run(async (tx) => {
    const contact = await createUser(tx, { tenantId, centerId, email: contactEmail, firstName: "Cor" });
    await tx.update(users).set({ locale: "en" }).where(eq(users.id, contact.id));
    const organization = await createOrganization(tx, { tenantId, centerId, name: `Buurthuis ${randomUUID().slice(0, 8)}`, type: "NonProfit", memberIds: [contact.id] });
    return createVacancy(tx, { tenantId, centerId, organizationId: organization.id, contactPersonId: contact.id, title: "Fietsmaatje", status: "published" });
  });
  const response = await t.request(`/api/v1/vacancies/${vacancy.id}/applications`, {
    method: "POST",
    host: MEEDOEN,
    headers: { "accept-language": "nl" },
    json: { name: "Esra Yilmaz", email: `mail-language-volunteer-${randomUUID()}@test.example`, message: "Graag!" },
  });
  expect(response.status).toBe(201);
  return { text: await received(contactEmail) };
}

/** The confirmation mail an admin of the Meedoen center (reading Dutch) sends again to an account whose language is English. */
async function confirmationResentToEnglishSpeakingAccount() {
  const { tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const email = `mail-language-unconfirmed-${randomUUID()}@test.example`;
  const user = await run(async (tx) => {
    const made = await createUser(tx, { tenantId, centerId, email, firstName: "Robin", roles: ["volunteer"], confirmed: false });
    await tx.update(users).set({ locale: "en" }).where(eq(users.id, made.id));
    return made;
  });
  const headers = { ...(await tokenHeadersFor("admin@meedoen.example", MEEDOEN)), "accept-language": "nl" };
  const response = await t.request(`/api/v1/users/${user.id}/resend_confirmation_instructions`, { method: "POST", host: MEEDOEN, headers });
  expect(response.status).toBe(200);
  return { text: await received(email) };
}

/**
 * The erasure request mailed when a volunteer of the Meedoen center deletes their account (asked in Dutch), to the
 * organization user who replied to their profile, whose own language is English.
 */
async function erasureRequestToEnglishSpeakingOrganizationUser() {
  const { tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const volunteerEmail = `mail-language-volunteer-${randomUUID()}@test.example`;
  const senderEmail = `mail-language-organization-${randomUUID()}@test.example`;
  await run(async (tx) => {
    const volunteer = await createUser(tx, { tenantId, centerId, email: volunteerEmail, password: DEMO_PASSWORD, firstName: "Vera", roles: ["volunteer"] });
    const sender = await createUser(tx, { tenantId, centerId, email: senderEmail, firstName: "Sam" });
    await tx.update(users).set({ locale: "en" }).where(eq(users.id, sender.id));
    const organization = await createOrganization(tx, { tenantId, centerId, name: `Taalcafé ${randomUUID().slice(0, 8)}`, type: "NonProfit", memberIds: [sender.id] });
    await tx.insert(volunteerProfileReplies).values({ tenantId, volunteerId: volunteer.id, organizationId: organization.id, senderId: sender.id, body: "Hello" });
  });
  const headers = { ...(await tokenHeadersFor(volunteerEmail, MEEDOEN)), "accept-language": "nl" };
  const response = await t.request("/api/v1/current_user", { method: "DELETE", host: MEEDOEN, headers, json: { password: DEMO_PASSWORD } });
  expect(response.status).toBe(204);
  return { text: await received(senderEmail) };
}

/**
 * A message through the Meedoen center's (Dutch) contact form, mailed to a new admin of the center whose own language is
 * English: the mail's text and the path of the submission's page it should link to.
 */
async function contactSubmissionToEnglishSpeakingAdmin() {
  const { tenantId, centerId, run } = await demoCenter(MEEDOEN);
  const adminEmail = `mail-language-admin-${randomUUID()}@test.example`;
  const admin = await run(async (tx) => {
    const made = await createUser(tx, { tenantId, centerId, email: adminEmail, firstName: "Alex", roles: ["admin"] });
    await tx.update(users).set({ locale: "en" }).where(eq(users.id, made.id));
    return made;
  });
  const headers = await tokenHeadersFor("admin@meedoen.example", MEEDOEN);
  type ContactForm = { data: { id: string; attributes: { public_token: string }; relationships: { questions: { data: { id: string }[] } } } };
  const form = (await (await t.request("/api/v1/contact_form?locale=nl", { host: MEEDOEN, headers })).json()) as ContactForm;
  const [name, email, , , message] = form.data.relationships.questions.data.map((question) => question.id);
  const response = await t.request(`/api/v1/public_forms/${form.data.attributes.public_token}/submissions`, {
    method: "POST",
    host: MEEDOEN,
    json: { answers: { [name!]: "Vera Vrijwilliger", [email!]: "vera@example.nl", [message!]: "Een vraag" }, idempotency_key: randomUUID() },
  });
  expect(response.status).toBe(201);
  const submissionId = ((await response.json()) as { data: { id: string } }).data.id;
  const text = await received(adminEmail);
  // Out of the center's staff again: other tests' contact mails go to the admins they know.
  await run((tx) => tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, admin.id)));
  return { text, path: `/form_builder/${form.data.id}/submissions/${submissionId}` };
}

/** A mail as received: its text and, where the case needs one, the path of the page it should link to. */
type Sent = { text: string; path?: string };

/**
 * Mails to a recipient whose own language is English, each sent on the Meedoen center offering English and again on it
 * Dutch-only: English the first time, Dutch the second, whatever the request asked.
 */
const mailsInTheRecipientsLanguage: { mail: string; send: () => Promise<Sent>; english: (sent: Sent) => void; dutch: (sent: Sent) => void }[] = [
  {
    mail: "of a job, the digest of a volunteer",
    send: digestOfEnglishSpeakingVolunteer,
    english: ({ text }) => expect(text).toMatch(/^Subject: New for you at /m),
    dutch: ({ text }) => expect(text).toMatch(/^Subject: Nieuw voor jou bij /m),
  },
  {
    mail: "of an account's deletion, the erasure request to the organization's recipient",
    send: erasureRequestToEnglishSpeakingOrganizationUser,
    english: ({ text }) => {
      expect(text).toMatch(/^Subject: Request to erase data: Vera/m);
      expect(text).toContain("the volunteer profile");
    },
    dutch: ({ text }) => {
      expect(text).toMatch(/^Subject: Verzoek om gegevens te wissen: Vera/m);
      expect(text).toContain("het vrijwilligersprofiel");
    },
  },
  {
    mail: "to someone other than the one asking, a response's notice to the contact person (linking to the page in its language)",
    send: responseNoticeToEnglishSpeakingContactPerson,
    english: ({ text }) => {
      expect(text).toContain("Esra Yilmaz responded to the vacancy ‘Fietsmaatje’.");
      expect(text).toMatch(/\/en\/applications\/[0-9a-f-]{36}/);
    },
    dutch: ({ text }) => {
      expect(text).toContain("Esra Yilmaz heeft gereageerd op de vacature ‘Fietsmaatje’.");
      expect(text).toMatch(/\/applications\/[0-9a-f-]{36}/);
      expect(text).not.toContain("/en/applications/");
    },
  },
  {
    mail: "to the center's staff, a contact form's submission (linking to the page in its language)",
    send: contactSubmissionToEnglishSpeakingAdmin,
    english: ({ text, path }) => expect(text).toContain(`/en${path}`),
    dutch: ({ text, path }) => {
      expect(text).toContain(path);
      expect(text).not.toContain("/en/form_builder/");
    },
  },
  {
    mail: "sent again by an admin, the confirmation mail to the account",
    send: confirmationResentToEnglishSpeakingAccount,
    english: ({ text }) => expect(text).toMatch(/^Subject: Confirm your e-mail address for /m),
    dutch: ({ text }) => expect(text).toMatch(/^Subject: Bevestig je e-mailadres voor /m),
  },
];

describe("the language of a mail", () => {
  afterAll(() => setLanguages(["nl", "en"]));

  it("is English when asked for on a center that offers English", async () => {
    await setLanguages(["nl", "en"]);
    const english = await passwordReset(null, "en");
    expect(english).toMatch(/^Subject: Set a new password/m);
    // Without a redirect_url the link opens the reset page in the mail's language (was the Dutch one).
    expect(english).toMatch(/\/en\/auth\/reset\?reset_password_token=/);
  });

  it("is Dutch on a center without English in a tenant with English, whatever the request or the user's own language", async () => {
    await setLanguages(["nl"]);
    const asked = await passwordReset(null, "en");
    expect(asked).toContain("Subject: Nieuw wachtwoord instellen voor");
    expect(asked).toMatch(/\/auth\/reset\?reset_password_token=/);
    expect(asked).not.toMatch(/\/en\/auth\/reset/);
    expect(await passwordReset("en", "en")).toContain("Subject: Nieuw wachtwoord instellen voor");
  });

  it("of a password reset is the account's own, not the asking page's: an English-speaking account asking from a Dutch page", async () => {
    await setLanguages(["nl", "en"]);
    const english = await passwordReset("en", "nl");
    expect(english).toMatch(/^Subject: Set a new password/m);
    expect(english).toMatch(/\/en\/auth\/reset\?reset_password_token=/);
    // And the other way round: a Dutch-speaking account asking from an English page.
    expect(await passwordReset("nl", "en")).toContain("Subject: Nieuw wachtwoord instellen voor");
  });

  for (const { mail, send, english, dutch } of mailsInTheRecipientsLanguage) {
    it(`${mail} follows the recipient's own language where the center offers it`, async () => {
      await setLanguages(["nl", "en"]);
      english(await send());
      await setLanguages(["nl"]);
      dutch(await send());
    });
  }

  it("outside a request comes from the process's tenancy cache where it holds the center, else from the transaction", async () => {
    const { db, tenantId, centerId, run } = await demoCenter(MEEDOEN);
    await setLanguages(["nl"]);
    directoryOf(db).invalidate();
    await run(async (tx) => {
      const select = vi.spyOn(tx, "select");
      expect(languagesOffered((await centerTenancyIn(tx, { tenantId, centerId }))!)).toEqual(["nl"]);
      // The tenants, the tenant's centers and their host names, read in the caller's transaction with the directory's
      // own reads (the directory's own transaction would wait for it), and not kept: the directory still holds nothing.
      expect(select).toHaveBeenCalledTimes(3);
      expect(directoryOf(db).heldPlatform()).toBeUndefined();
      expect(directoryOf(db).heldCenters(tenantId)).toBeUndefined();
    });
    await expect.poll(() => directoryOf(db).listeningForChanges).toBe(true);
    await directoryOf(db).platform();
    await centersOfTenant(db, tenantId);
    await run(async (tx) => {
      const select = vi.spyOn(tx, "select");
      expect(languagesOffered((await centerTenancyIn(tx, { tenantId, centerId }))!)).toEqual(["nl"]);
      expect(languagesOffered((await centerTenancyIn(tx, { tenantId, centerId: null }))!)).toEqual(["nl"]);
      expect(select).not.toHaveBeenCalled();
    });
  });
});

describe("the confirmation of a sign-up", () => {
  it.each([
    ["nl", "Hallo,", "Beste ,"],
    ["en", "Hello,", "Dear ,"],
  ])("greets without the typed name and reads naturally (%s)", async (locale, greeting, broken) => {
    await setLanguages(["nl", "en"]);
    const email = `mail-language-signup-${randomUUID()}@test.example`;
    const response = await t.request("/api/v1/registrations", {
      method: "POST",
      host: MEEDOEN,
      json: {
        data: {
          type: "registrations",
          attributes: { first_name: "Sanne", last_name: "de Boer", email, password: "Geheim-wachtwoord-1", password_confirmation: "Geheim-wachtwoord-1", accept_terms: true, locale },
        },
      },
    });
    expect(response.status).toBe(202);
    const text = await received(email);
    expect(text).toContain(`\n${greeting}`);
    expect(text).not.toContain(broken);
    expect(text).not.toContain("Sanne");
  });
});

import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { SIGNUP_LIMIT_PER_IP } from "~/modules/account/rate-limit.server";
import { createUser } from "~/modules/db/factories.server";
import { applications, authTokens, mailOutbox, organizations, userRoles, users, vacancies, volunteerProfileReplies, volunteerProfiles } from "~/modules/db/schema";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor } from "../support/api";
import { allDelivered } from "../support/outbox";

/** The volunteer's own account: sign-up, e-mail change, settings, export, profile replies and deletion. */
const unique = (domain = "example.org") => `acc-${crypto.randomUUID().slice(0, 8)}@${domain}`;

async function volunteer(host = "localhost") {
  const email = unique();
  const user = await (await demoCenter(host)).run((tx, ids) =>
    createUser(tx, { ...ids, email, password: DEMO_PASSWORD, firstName: "Vera", lastName: "Vrijwilliger", roles: ["volunteer"], signupMethod: "signed_up" }),
  );
  return { ...user, headers: await tokenHeadersFor(email, host) };
}

const outboxFor = async (email: string, host = "localhost") =>
  (await demoCenter(host)).run((tx) => tx.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`).orderBy(mailOutbox.createdAt)).then(allDelivered);

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  data: {
    type: "registrations",
    attributes: { first_name: "Sanne", last_name: "de Boer", email, password: "Geheim-wachtwoord-1", password_confirmation: "Geheim-wachtwoord-1", accept_terms: true, ...overrides },
  },
});

const tokenIn = (text: string, name: string) => new URL(text.match(/https?:\/\/\S+/g)!.find((link) => link.includes(name))!).searchParams.get(name)!;

describe("POST /api/v1/registrations", () => {
  it("signs a volunteer up unconfirmed, mails the confirmation link, and lets them sign in only after confirming", async () => {
    const { request } = await testApi();
    const email = unique();
    const response = await request("/api/v1/registrations", { method: "POST", json: registration(email) });
    expect(response.status).toBe(202);

    const [row] = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(row).toMatchObject({ signupMethod: "signed_up", status: "active", confirmedAt: null, firstName: "Sanne" });
    expect(row!.acceptedTermsAt).not.toBeNull();
    const roles = await (await demoCenter()).run((tx) => tx.select().from(userRoles).where(eq(userRoles.userId, row!.id)));
    expect(roles.map((r) => r.role)).toEqual(["volunteer"]);

    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("Bevestig je e-mailadres voor Volunteerly");
    expect(mail?.text).toMatch(/http:\/\/localhost\/confirm\?confirmation_token=/);

    const early = await request("/auth/sign_in", { method: "POST", json: { email, password: "Geheim-wachtwoord-1" } });
    expect(early.status).toBe(401);
    const confirmed = await request("/api/v1/confirm", { method: "POST", json: { confirmation_token: tokenIn(mail!.text, "confirmation_token") } });
    expect(confirmed.status).toBe(200);
    const signedIn = await request("/auth/sign_in", { method: "POST", json: { email, password: "Geheim-wachtwoord-1" } });
    expect(signedIn.status).toBe(200);
  });

  it("answers an address that has an account exactly the same, and mails its owner instead", async () => {
    const { request } = await testApi();
    const existing = await volunteer();
    const fresh = await request("/api/v1/registrations", { method: "POST", json: registration(unique()) });
    const taken = await request("/api/v1/registrations", { method: "POST", json: registration(existing.email.toUpperCase()) });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    const mails = await outboxFor(existing.email);
    expect(mails.map((m) => m.subject)).toEqual(["Je hebt al een account bij Volunteerly"]);
    expect(mails[0]!.text).toContain("/auth/recover");
    const [row] = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.id, existing.id)));
    expect(row!.firstName).toBe("Vera");
  });

  it("is safe to submit twice: one account, one mail", async () => {
    const { request } = await testApi();
    const email = unique();
    const [first, second] = await Promise.all([
      request("/api/v1/registrations", { method: "POST", json: registration(email) }),
      request("/api/v1/registrations", { method: "POST", json: registration(email) }),
    ]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const again = await request("/api/v1/registrations", { method: "POST", json: registration(email) });
    expect(again.status).toBe(202);
    const rows = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.email, email)));
    expect(rows).toHaveLength(1);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("asks for accepted terms and a password that follows the policy", async () => {
    const { request } = await testApi();
    const noTerms = await request("/api/v1/registrations", { method: "POST", json: registration(unique(), { accept_terms: false }) });
    expect(noTerms.status).toBe(422);
    const short = await request("/api/v1/registrations", { method: "POST", json: registration(unique(), { password: "kort", password_confirmation: "anders" }) });
    expect(short.status).toBe(422);
    const pointers = (await short.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(["/data/attributes/password", "/data/attributes/password_confirmation"]);
    const roles = await request("/api/v1/registrations", { method: "POST", json: registration(unique(), { roles: ["admin"] }) });
    expect(roles.status).toBe(422);
  });

  it("says that the terms must be accepted in the request's language", async () => {
    const { request } = await testApi();
    for (const [acceptLanguage, detail] of [
      ["nl", "Ga akkoord met de voorwaarden om verder te gaan"],
      ["en-GB,en;q=0.9", "Accept the terms to continue"],
    ] as const) {
      const response = await request("/api/v1/registrations", {
        method: "POST",
        headers: { "accept-language": acceptLanguage },
        json: registration(unique(), { accept_terms: false }),
      });
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual([expect.objectContaining({ detail, source: { pointer: "/data/attributes/accept_terms" } })]);
    }
  });

  it("says what is wrong with the password in the request's language, as the other validation details", async () => {
    const { request } = await testApi();
    const details = async (acceptLanguage: string, password: string, password_confirmation: string) => {
      const response = await request("/api/v1/registrations", {
        method: "POST",
        headers: { "accept-language": acceptLanguage },
        json: registration(unique(), { password, password_confirmation }),
      });
      expect(response.status).toBe(422);
      return (await response.json()).errors.map((e: { code: string; detail: string }) => [e.code, e.detail]);
    };
    expect(await details("nl", "", "")).toEqual([["blank", "Dit veld is verplicht"]]);
    expect(await details("nl", "kort", "anders")).toEqual([
      ["too_short", "Vul minimaal 8 tekens in"],
      ["confirmation", "De wachtwoorden komen niet overeen"],
    ]);
    expect(await details("nl", "x".repeat(129), "x".repeat(129))).toEqual([["too_long", "Vul maximaal 128 tekens in"]]);
    expect(await details("en-GB,en;q=0.9", "", "")).toEqual([["blank", "This field is required"]]);
    expect(await details("en-GB,en;q=0.9", "kort", "anders")).toEqual([
      ["too_short", "Enter at least 8 characters"],
      ["confirmation", "The passwords do not match"],
    ]);
    expect(await details("en", "x".repeat(129), "x".repeat(129))).toEqual([["too_long", "Enter at most 128 characters"]]);
  });

  /** A language the center does not offer is refused as the invitation refuses it (decision 077). */
  it("refuses a language the center does not offer, or an unknown one, with a field error in the request's language, and makes no account", async () => {
    const { request } = await testApi();
    const oldebroek = "oldebroek.localhost";
    const email = unique("oldebroek.example");
    const signUp = (json: unknown, { host = "localhost", acceptLanguage = "nl" } = {}) =>
      request("/api/v1/registrations", { method: "POST", host, headers: { "accept-language": acceptLanguage }, json });
    const refusal = (detail: string) => [
      expect.objectContaining({ status: "422", code: "language_not_offered", source: { pointer: "/data/attributes/locale" }, detail }),
    ];
    const dutch = "Deze vrijwilligerscentrale biedt deze taal niet aan: kies een van haar talen";

    const english = await signUp(registration(email, { locale: "en" }), { host: oldebroek });
    expect(english.status).toBe(422);
    expect((await english.json()).errors).toEqual(refusal(dutch));
    const inEnglish = await signUp(registration(email, { locale: "en" }), { host: oldebroek, acceptLanguage: "en" });
    expect((await inEnglish.json()).errors).toEqual(refusal("This volunteer center does not offer this language: choose one of its languages"));
    expect(await (await demoCenter(oldebroek)).run((tx) => tx.select().from(users).where(eq(users.email, email)))).toEqual([]);
    expect(await outboxFor(email, oldebroek)).toEqual([]);

    const unknown = await signUp(registration(unique(), { locale: "fr" }));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([expect.objectContaining({ source: { pointer: "/data/attributes/locale" }, detail: dutch })]);

    // Dutch, as the sign-up page on a Dutch-only center sends it, is the account's own.
    expect((await signUp(registration(email, { locale: "nl" }), { host: oldebroek })).status).toBe(202);
    const [row] = await (await demoCenter(oldebroek)).run((tx) => tx.select({ locale: users.locale }).from(users).where(eq(users.email, email)));
    expect(row).toEqual({ locale: "nl" });
  });

  describe("rate limit per IP", () => {
    const before = process.env.TRUST_PROXY;
    afterEach(() => {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    });

    it(`allows ${SIGNUP_LIMIT_PER_IP} sign-ups per address per window, then answers 429 with Retry-After`, async () => {
      process.env.TRUST_PROXY = "1";
      const { request, clock } = await testApi();
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const headers = { "x-forwarded-for": ip };
      for (let i = 0; i < SIGNUP_LIMIT_PER_IP; i++) {
        const ok = await request("/api/v1/registrations", { method: "POST", headers, json: registration(unique()) });
        expect(ok.status).toBe(202);
      }
      const email = unique();
      const limited = await request("/api/v1/registrations", { method: "POST", headers, json: registration(email) });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.email, email)))).toHaveLength(0);
      const elsewhere = await request("/api/v1/registrations", { method: "POST", headers: { "x-forwarded-for": `${ip}9` }, json: registration(unique()) });
      expect(elsewhere.status).toBe(202);
      clock.advance(16 * 60_000);
      const later = await request("/api/v1/registrations", { method: "POST", headers, json: registration(unique()) });
      expect(later.status).toBe(202);
    });
  });
});

describe("changing the e-mail address", () => {
  it("says a wrong password, the same address and a bad link in the request's language", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const refusal = async (acceptLanguage: string, path: string, json: Record<string, string>) => {
      const response = await request(path, { method: "POST", headers: { ...user.headers, "accept-language": acceptLanguage }, json });
      expect(response.status).toBe(422);
      return (await response.json()).errors.map((e: { code: string; detail: string; source: { pointer: string } }) => [e.code, e.detail, e.source.pointer]);
    };
    const cases = {
      nl: [
        ["invalid_password", "Het wachtwoord klopt niet", "/current_password"],
        ["same_email", "Dit is al je e-mailadres", "/email"],
        ["invalid_token", "Deze link is ongeldig of verlopen", "/token"],
      ],
      en: [
        ["invalid_password", "The password is not correct", "/current_password"],
        ["same_email", "This is already your e-mail address", "/email"],
        ["invalid_token", "This link is invalid or has expired", "/token"],
      ],
    };
    for (const [acceptLanguage, [wrong, same, link]] of Object.entries(cases)) {
      expect(await refusal(acceptLanguage, "/api/v1/account/email_change", { email: unique(), current_password: "fout" })).toEqual([wrong]);
      expect(await refusal(acceptLanguage, "/api/v1/account/email_change", { email: user.email, current_password: DEMO_PASSWORD })).toEqual([same]);
      expect(await refusal(acceptLanguage, "/api/v1/account/email_change/confirm", { token: "niet-een-link" })).toEqual([link]);
    }
  });

  it("asks for the password, mails the new address a link and the old one a notice, and changes only when the link is used", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const newEmail = unique();
    const wrong = await request("/api/v1/account/email_change", { method: "POST", headers: user.headers, json: { email: newEmail, current_password: "fout" } });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors[0].code).toBe("invalid_password");

    const asked = await request("/api/v1/account/email_change", { method: "POST", headers: user.headers, json: { email: newEmail, current_password: DEMO_PASSWORD } });
    expect(asked.status).toBe(202);
    const [toNew] = await outboxFor(newEmail);
    expect(toNew?.subject).toBe("Bevestig je nieuwe e-mailadres voor Volunteerly");
    const [toOld] = await outboxFor(user.email);
    expect(toOld?.text).toContain(newEmail);
    const settings = await request("/api/v1/account/settings", { headers: user.headers });
    expect((await settings.json()).data.attributes.pending_email).toBe(newEmail);
    const [unchanged] = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(unchanged!.email).toBe(user.email);

    const token = tokenIn(toNew!.text, "token");
    expect(toNew!.text).toContain("/profile-edit/email?token=");
    const stranger = await volunteer();
    const notTheirs = await request("/api/v1/account/email_change/confirm", { method: "POST", headers: stranger.headers, json: { token } });
    expect(notTheirs.status).toBe(422);

    const confirmed = await request("/api/v1/account/email_change/confirm", { method: "POST", headers: user.headers, json: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("uid")).toBe(newEmail);
    const fresh = { "access-token": confirmed.headers.get("access-token")!, client: confirmed.headers.get("client")!, uid: newEmail };
    const me = await request("/api/v1/current_user", { headers: fresh });
    expect((await me.json()).data.attributes.email).toBe(newEmail);
    const oldSignIn = await request("/auth/sign_in", { method: "POST", json: { email: user.email, password: DEMO_PASSWORD } });
    expect(oldSignIn.status).toBe(401);
    const reused = await request("/api/v1/account/email_change/confirm", { method: "POST", headers: fresh, json: { token } });
    expect(reused.status).toBe(422);
  });

  it("answers a taken address like any other and tells that address's owner instead of sending a link", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const other = await volunteer();
    const asked = await request("/api/v1/account/email_change", { method: "POST", headers: user.headers, json: { email: other.email, current_password: DEMO_PASSWORD } });
    expect(asked.status).toBe(202);
    const mails = await outboxFor(other.email);
    expect(mails.map((m) => m.subject)).toEqual(["Wijziging van e-mailadres bij Volunteerly"]);
    expect(mails[0]!.text).not.toContain("token=");
    const [row] = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row!.email).toBe(user.email);
  });
});

describe("account settings", () => {
  it("keeps language and notification choices; unknown keys are refused", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const before = await (await request("/api/v1/account/settings", { headers: user.headers })).json();
    expect(before.data.attributes).toMatchObject({ locale: null, notification_settings: { application_updates: true, new_vacancies: true, newsletter: true, new_messages: true } });
    const patched = await request("/api/v1/account/settings", {
      method: "PATCH",
      headers: user.headers,
      json: { locale: "en", notification_settings: { newsletter: false } },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data.attributes).toMatchObject({ locale: "en", notification_settings: { application_updates: true, newsletter: false } });
    const sneaky = await request("/api/v1/account/settings", { method: "PATCH", headers: user.headers, json: { status: "active" } });
    expect(sneaky.status).toBe(422);
    expect((await request("/api/v1/account/settings")).status).toBe(401);
  });
});

/** A language the center does not offer is refused as the invitation refuses it; one kept from before stays (decision 077). */
describe("account settings: the language", () => {
  const oldebroek = "oldebroek.localhost";
  const patch = async (headers: Record<string, string>, json: unknown, acceptLanguage = "nl") =>
    (await testApi()).request("/api/v1/account/settings", { method: "PATCH", host: oldebroek, headers: { ...headers, "accept-language": acceptLanguage }, json });
  const storedLocale = async (id: string) =>
    (await demoCenter(oldebroek)).run(async (tx) => (await tx.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!.locale);

  it("refuses English on a Dutch-only center with a field error in the request's language, and changes nothing", async () => {
    const user = await volunteer(oldebroek);
    const english = await patch(user.headers, { locale: "en", notification_settings: { newsletter: false } });
    expect(english.status).toBe(422);
    expect((await english.json()).errors).toEqual([
      expect.objectContaining({
        code: "language_not_offered",
        source: { pointer: "/data/attributes/locale" },
        detail: "Deze vrijwilligerscentrale biedt deze taal niet aan: kies een van haar talen",
      }),
    ]);
    const inEnglish = await patch(user.headers, { locale: "en" }, "en");
    expect((await inEnglish.json()).errors[0].detail).toBe("This volunteer center does not offer this language: choose one of its languages");
    const unknown = await patch(user.headers, { locale: "fr" });
    expect((await unknown.json()).errors).toEqual([expect.objectContaining({ source: { pointer: "/data/attributes/locale" }, detail: "Deze vrijwilligerscentrale biedt deze taal niet aan: kies een van haar talen" })]);
    expect(await storedLocale(user.id)).toBeNull();
    const settings = await (await testApi()).request("/api/v1/account/settings", { host: oldebroek, headers: user.headers });
    expect((await settings.json()).data.attributes.notification_settings.newsletter).toBe(true);

    const dutch = await patch(user.headers, { locale: "nl" });
    expect(dutch.status).toBe(200);
    expect(await storedLocale(user.id)).toBe("nl");
  });

  it("keeps an account's English from before the center stopped offering it: other settings change, the language stays until changed", async () => {
    const user = await volunteer(oldebroek);
    await (await demoCenter(oldebroek)).run((tx) => tx.update(users).set({ locale: "en" }).where(eq(users.id, user.id)));
    const changed = await patch(user.headers, { notification_settings: { newsletter: false }, appearance: { color_mode: "dark" } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).data.attributes).toMatchObject({ locale: "en", languages_available: false, notification_settings: { newsletter: false } });
    expect(await storedLocale(user.id)).toBe("en");
  });
});

async function vacancyWithContact(host = "localhost") {
  return (await demoCenter(host)).run(async (tx) => {
    const [vacancy] = await tx
      .select({ id: vacancies.id, title: vacancies.title, contactPersonId: vacancies.contactPersonId, organizationName: organizations.name })
      .from(vacancies)
      .innerJoin(organizations, eq(organizations.id, vacancies.organizationId))
      .where(and(eq(vacancies.status, "published"), sql`${vacancies.contactPersonId} is not null`))
      .limit(1);
    const [contact] = await tx.select().from(users).where(eq(users.id, vacancy!.contactPersonId!));
    return { ...vacancy!, contactEmail: contact!.email };
  });
}

async function applyAs(user: { id: string; email: string }, vacancyId: string, options: { linked: boolean; message: string }) {
  return (await demoCenter()).run(async (tx, { tenantId }) => {
    const [row] = await tx
      .insert(applications)
      .values({
        tenantId,
        vacancyId,
        userId: options.linked ? user.id : null,
        name: "Vera Vrijwilliger",
        firstName: "Vera",
        lastName: "Vrijwilliger",
        email: options.linked ? user.email : user.email.toUpperCase(),
        phoneNumber: "06-12345678",
        message: options.message,
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    return row!;
  });
}

describe("GET /api/v1/account/export", () => {
  it("holds the user's profile, roles, applications (also by the same address) and replies — and nobody else's", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const other = await volunteer();
    const vacancy = await vacancyWithContact();
    await applyAs(user, vacancy.id, { linked: true, message: "Ik help graag mee." });
    await applyAs(user, vacancy.id, { linked: false, message: "Zonder account gereageerd." });
    await applyAs(other, vacancy.id, { linked: true, message: "Van iemand anders." });

    const response = await request("/api/v1/account/export", { headers: user.headers });
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.data).toMatchObject({ type: "account_exports", id: user.id });
    const file = document.data.attributes;
    expect(file.profile).toMatchObject({ id: user.id, email: user.email, firstName: "Vera" });
    expect(file.roles).toEqual(["volunteer"]);
    expect(file.applications.map((a: { message: string }) => a.message).sort()).toEqual(["Ik help graag mee.", "Zonder account gereageerd."]);
    expect(file.applications[0].vacancyTitle).toBe(vacancy.title);
    const text = JSON.stringify(file);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("Van iemand anders.");
    expect(text).not.toMatch(/"\w*(password|token)\w*":/i);
    expect(text).not.toContain("$argon2");
    expect((await request("/api/v1/account/export")).status).toBe(401);
  });
});

describe("GET /api/v1/account/export: appearance and volunteer profile (decision 048)", () => {
  it("holds the appearance the user chose and their profile with the photo file itself", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const empty = (await (await request("/api/v1/account/export", { headers: user.headers })).json()).data.attributes;
    expect(empty.settings.appearance).toEqual({ colorMode: null, shape: null, fontSize: null });
    expect(empty.volunteerProfile).toBeNull();

    const chosen = { color_mode: "dark", shape: "straight", font_size: "larger" };
    expect((await request("/api/v1/account/settings", { method: "PATCH", headers: user.headers, json: { appearance: chosen } })).status).toBe(200);
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 200, g: 90, b: 30 } } }).jpeg().toBuffer();
    const put = await request("/api/v1/volunteer_profile/photo", {
      method: "PUT",
      headers: user.headers,
      json: { data: { type: "volunteer_profile_photos", attributes: { file_name: "ik.jpg", content: jpeg.toString("base64") } } },
    });
    expect(put.status).toBe(200);
    const profile = (await put.json()).data;

    const file = (await (await request("/api/v1/account/export", { headers: user.headers })).json()).data.attributes;
    expect(file.version).toBe(2);
    expect(file.settings.appearance).toEqual({ colorMode: "dark", shape: "straight", fontSize: "larger" });
    expect(file.volunteerProfile).toMatchObject({ id: profile.id, optedIn: false });
    const photo = file.volunteerProfile.photo;
    expect(photo).toMatchObject({ width: 700, height: 500 });
    // The bytes are the stored file the owner is served through the API, and a picture of the uploaded size.
    const served = await request(`/api/v1/volunteer_profiles/${profile.id}/photo?file=${photo.fileName}`, { headers: user.headers });
    expect(served.headers.get("content-type")).toBe(photo.contentType);
    const bytes = Buffer.from(photo.base64, "base64");
    expect(bytes.equals(Buffer.from(await served.arrayBuffer()))).toBe(true);
    expect(bytes.length).toBe(photo.bytes);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 700, height: 500 });
    expect(JSON.stringify(file)).not.toContain("tenantId");
  });
});

describe("profile replies", () => {
  it("lists the volunteer's replies newest first with paging, marks them read, and never shows or marks another's", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const other = await volunteer();
    const ids = await (await demoCenter()).run(async (tx, { tenantId }) => {
      const [organization] = await tx.select({ id: organizations.id }).from(organizations).limit(1);
      const [profile] = await tx.insert(volunteerProfiles).values({ tenantId, userId: user.id, optedIn: true }).returning({ id: volunteerProfiles.id });
      const rows = await tx
        .insert(volunteerProfileReplies)
        .values(
          [1, 2, 3].map((n) => ({
            tenantId,
            volunteerId: user.id,
            volunteerProfileId: profile!.id,
            organizationId: organization!.id,
            body: `Antwoord ${n}`,
            createdAt: new Date(Date.now() - n * 3600_000),
          })),
        )
        .returning({ id: volunteerProfileReplies.id });
      const [foreign] = await tx
        .insert(volunteerProfileReplies)
        .values({ tenantId, volunteerId: other.id, organizationId: organization!.id, body: "Voor iemand anders" })
        .returning({ id: volunteerProfileReplies.id });
      return { mine: rows.map((r) => r.id), foreign: foreign!.id, profile: profile!.id };
    });

    const first = await (await request("/api/v1/profile_replies?page[size]=2", { headers: user.headers })).json();
    expect(first.data.map((r: { attributes: { body: string } }) => r.attributes.body)).toEqual(["Antwoord 1", "Antwoord 2"]);
    expect(first.data[0].type).toBe("volunteer_profile_replies");
    // The profile the reply answers, the same id as the volunteer pool's replies give (not the volunteer's user id).
    expect(first.data[0].attributes).toMatchObject({ volunteer_profile_id: ids.profile, volunteer_id: user.id, read_at: null });
    expect(first.meta).toMatchObject({ total: 3, unread: 3, page_count: 2 });

    const marked = await request("/api/v1/profile_replies/read", { method: "POST", headers: user.headers, json: { ids: [...ids.mine, ids.foreign] } });
    expect((await marked.json()).meta.marked).toBe(3);
    const [foreign] = await (await demoCenter()).run((tx) => tx.select().from(volunteerProfileReplies).where(eq(volunteerProfileReplies.id, ids.foreign)));
    expect(foreign!.readAt).toBeNull();
    const after = await (await request("/api/v1/profile_replies", { headers: user.headers })).json();
    expect(after.meta.unread).toBe(0);
    const theirs = await (await request("/api/v1/profile_replies", { headers: other.headers })).json();
    expect(theirs.data.map((r: { attributes: { body: string } }) => r.attributes.body)).toEqual(["Voor iemand anders"]);
  });

  it("keeps tenants apart: another tenant's volunteer sees none of these and cannot mark them", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const replyId = await (await demoCenter()).run(async (tx, { tenantId }) => {
      const [organization] = await tx.select({ id: organizations.id }).from(organizations).limit(1);
      const [row] = await tx.insert(volunteerProfileReplies).values({ tenantId, volunteerId: user.id, organizationId: organization!.id, body: "Alleen voor demo" }).returning();
      return row!.id;
    });
    const outsider = await tokenHeadersFor("volunteer@oldebroek.example", "oldebroek.localhost");
    const list = await (await request("/api/v1/profile_replies", { host: "oldebroek.localhost", headers: outsider })).json();
    expect(JSON.stringify(list)).not.toContain("Alleen voor demo");
    const marked = await request("/api/v1/profile_replies/read", { method: "POST", host: "oldebroek.localhost", headers: outsider, json: { ids: [replyId] } });
    expect((await marked.json()).meta.marked).toBe(0);
    const exported = (await (await request("/api/v1/account/export", { host: "oldebroek.localhost", headers: outsider })).json()).data.attributes;
    expect(exported.profile.email).toBe("volunteer@oldebroek.example");
    expect(JSON.stringify(exported)).not.toContain("Alleen voor demo");
  });
});

describe("DELETE /api/v1/current_user", () => {
  it("needs the password, then erases the person, anonymises their applications, ends every session and tells the organizations", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    const secondDevice = await tokenHeadersFor(user.email);
    const vacancy = await vacancyWithContact();
    const linked = await applyAs(user, vacancy.id, { linked: true, message: "Graag!" });
    const byAddress = await applyAs(user, vacancy.id, { linked: false, message: "Nog een keer." });
    await (await demoCenter()).run(async (tx, { tenantId }) => {
      const [organization] = await tx.select({ id: organizations.id }).from(organizations).limit(1);
      await tx.insert(volunteerProfileReplies).values({ tenantId, volunteerId: user.id, organizationId: organization!.id, body: "Hoi" });
    });

    const wrong = await request("/api/v1/current_user", { method: "DELETE", headers: user.headers, json: { password: "fout" } });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors[0].code).toBe("invalid_password");

    const deleted = await request("/api/v1/current_user", { method: "DELETE", headers: user.headers, json: { password: DEMO_PASSWORD } });
    expect(deleted.status).toBe(204);

    const [row] = await (await demoCenter()).run((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row).toMatchObject({
      email: `deleted-${user.id}@invalid`,
      firstName: "",
      lastName: "",
      phoneNumber: null,
      passwordHash: null,
      status: "archived",
    });
    expect(row!.deletedAt).not.toBeNull();
    const leftovers = await (await demoCenter()).run(async (tx) => ({
      roles: await tx.select().from(userRoles).where(eq(userRoles.userId, user.id)),
      tokens: await tx.select().from(authTokens).where(eq(authTokens.userId, user.id)),
      replies: await tx.select().from(volunteerProfileReplies).where(eq(volunteerProfileReplies.volunteerId, user.id)),
      applications: await tx.select().from(applications).where(sql`${applications.id} in (${linked.id}, ${byAddress.id})`),
    }));
    expect(leftovers.roles).toEqual([]);
    expect(leftovers.tokens).toEqual([]);
    expect(leftovers.replies).toEqual([]);
    expect(leftovers.applications).toHaveLength(2);
    for (const application of leftovers.applications) {
      expect(application).toMatchObject({ name: "", firstName: null, phoneNumber: null, message: "", email: `deleted-${user.id}@invalid`, vacancyId: vacancy.id });
    }

    for (const headers of [user.headers, secondDevice]) {
      expect((await request("/api/v1/current_user", { headers })).status).toBe(401);
    }
    expect((await request("/auth/sign_in", { method: "POST", json: { email: user.email, password: DEMO_PASSWORD } })).status).toBe(401);

    const toContact = await outboxFor(vacancy.contactEmail);
    const erasure = toContact.find((m) => m.subject === "Verzoek om gegevens te wissen: Vera Vrijwilliger");
    expect(erasure?.text).toContain(vacancy.title);
    expect(erasure?.text).toContain("artikel 17");
  });

  it("refuses the last admin of a center, and deleting while signed in as someone else", async () => {
    const { request } = await testApi();
    const lastAdmin = await request("/api/v1/current_user", {
      method: "DELETE",
      host: "partner.localhost",
      headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
      json: { password: DEMO_PASSWORD },
    });
    expect(lastAdmin.status).toBe(422);
    expect((await lastAdmin.json()).errors[0].code).toBe("last_admin");
    for (const [acceptLanguage, detail] of [
      ["nl", "Je bent de laatste beheerder van deze vrijwilligerscentrale: maak eerst iemand anders beheerder voordat je je account verwijdert"],
      ["en", "You are the last administrator of this volunteer center: make someone else administrator before deleting your account"],
    ] as const) {
      const said = await request("/api/v1/current_user", {
        method: "DELETE",
        host: "partner.localhost",
        headers: { ...(await tokenHeadersFor("admin@partner.example", "partner.localhost")), "accept-language": acceptLanguage },
        json: { password: DEMO_PASSWORD },
      });
      expect((await said.json()).errors).toEqual([expect.objectContaining({ code: "last_admin", detail })]);
    }
    const [admin] = await (await demoCenter("partner.localhost")).run((tx) => tx.select().from(users).where(eq(users.email, "admin@partner.example")));
    expect(admin!.deletedAt).toBeNull();

    const user = await volunteer();
    const asUser = await request("/api/v1/sign_in_as_user", { method: "POST", headers: await tokenHeadersFor("admin@demo.example"), json: { user_id: user.id } });
    expect(asUser.status).toBe(200);
    const impersonated = { "access-token": asUser.headers.get("access-token")!, client: asUser.headers.get("client")!, uid: user.email };
    const refused = await request("/api/v1/current_user", { method: "DELETE", headers: impersonated, json: { password: DEMO_PASSWORD } });
    expect(refused.status).toBe(403);
    expect((await request("/api/v1/current_user", { method: "DELETE", json: { password: DEMO_PASSWORD } })).status).toBe(401);
  });
});

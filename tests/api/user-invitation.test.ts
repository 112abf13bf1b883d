import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "~/modules/db/schema";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor } from "../support/api";
import { allDelivered } from "../support/outbox";

/** Accepting an invitation: POST /api/v1/confirm with a password for a user who has none yet. */
const unique = () => `${crypto.randomUUID().slice(0, 8)}@demo.example`;

async function invite(roles: string[] = ["mentor"]) {
  const { request } = await testApi();
  const email = unique();
  const response = await request("/api/v1/users", {
    method: "POST",
    headers: await tokenHeadersFor("admin@demo.example"),
    json: { data: { type: "user", attributes: { email, first_name: "Noor", last_name: "Bakker", roles } } },
  });
  expect(response.status).toBe(202);
  const [mail] = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email))).then(allDelivered);
  const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get("confirmation_token")!;
  return { email, token, id: await invitedId(email) };
}

/** The answer to an invitation names no account (202 for every address): the id comes from the center's list. */
async function invitedId(email: string): Promise<string> {
  const listed = await (await testApi()).request(`/api/v1/users?filter[q]=${encodeURIComponent(email)}`, { headers: await tokenHeadersFor("admin@demo.example") });
  return ((await listed.json()).data as Array<{ id: string }>)[0]!.id;
}

const confirm = async (json: Record<string, unknown>) => (await testApi()).request("/api/v1/confirm", { method: "POST", json });

describe("accepting an invitation", () => {
  it("tells whether the link needs a password, without spending it", async () => {
    const { request } = await testApi();
    const { token } = await invite();
    for (let i = 0; i < 2; i++) {
      const peek = await request(`/api/v1/confirm?confirmation_token=${encodeURIComponent(token)}`);
      expect(peek.status).toBe(200);
      expect((await peek.json()).meta).toMatchObject({ needs_password: true, first_name: "Noor" });
    }
    const unknown = await request("/api/v1/confirm?confirmation_token=nope");
    expect(unknown.status).toBe(422);
    for (const [acceptLanguage, detail] of [
      ["nl", "Deze link is ongeldig of verlopen"],
      ["en", "This link is invalid or has expired"],
    ] as const) {
      const refused = await request("/api/v1/confirm", { method: "POST", headers: { "accept-language": acceptLanguage }, json: { confirmation_token: "nope" } });
      expect((await refused.json()).errors).toEqual([expect.objectContaining({ code: "invalid_token", detail, source: { pointer: "/confirmation_token" } })]);
    }
  });

  it("needs a good password, its confirmation and the terms; nothing is spent on a mistake", async () => {
    const { token } = await invite();
    const missing = await confirm({ confirmation_token: token });
    expect(missing.status).toBe(422);
    const pointers = (await missing.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(expect.arrayContaining(["/password", "/accept_terms"]));

    const short = await confirm({ confirmation_token: token, password: "kort", password_confirmation: "kort", accept_terms: true });
    expect(short.status).toBe(422);
    const mismatch = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: "Anders2026!!", accept_terms: true });
    expect((await mismatch.json()).errors[0].source.pointer).toBe("/password_confirmation");
    const noTerms = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: false });
    expect((await noTerms.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(["/accept_terms"]);
    // Its words follow Accept-Language, as every validation detail (nl by default).
    for (const [acceptLanguage, detail] of [
      ["nl", "Ga akkoord met de voorwaarden om verder te gaan"],
      ["en", "Accept the terms to continue"],
    ] as const) {
      const refused = await (await testApi()).request("/api/v1/confirm", {
        method: "POST",
        headers: { "accept-language": acceptLanguage },
        json: { confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      });
      expect((await refused.json()).errors).toEqual([expect.objectContaining({ code: "accepted", detail, source: { pointer: "/accept_terms" } })]);
    }

    const accepted = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true });
    expect(accepted.status).toBe(200);
  });

  it("makes the user active and confirmed, signs them in, and the link works once", async () => {
    const { request } = await testApi();
    const { token, email, id } = await invite();
    const response = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ meta: { signed_in: true }, data: { type: "users", attributes: { email, status: "active", confirmed: true } } });
    const session = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, response.headers.get(h)!]));
    expect(session.uid).toBe(email);
    const me = await request("/api/v1/current_user", { headers: session });
    expect((await me.json()).data).toMatchObject({ id, attributes: { status: "active", confirmed: true } });

    const signIn = await request("/auth/sign_in", { method: "POST", json: { email, password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);

    const again = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true });
    expect(again.status).toBe(422);
    expect((await request(`/api/v1/confirm?confirmation_token=${encodeURIComponent(token)}`)).status).toBe(422);
  });

  it("confirms a user who signed up with a password without asking for one (and refuses a new one)", async () => {
    const { request } = await testApi();
    const email = unique();
    const signup = await request("/api/v1/users", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { type: "user", attributes: { email, first_name: "Sam", roles: ["volunteer"] } } },
    });
    expect(signup.status).toBe(202);
    // Give the invited user a password the way a signup would have, then mail a fresh link.
    const demo = await demoCenter();
    const { hashPassword } = await import("~/modules/auth/password.server");
    const { users } = await import("~/modules/db/schema");
    await demo.run(async (tx) => tx.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD), status: "active" }).where(eq(users.email, email)));
    const resend = await request(`/api/v1/users/${await invitedId(email)}/resend_confirmation_instructions`, {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
    });
    expect(resend.status).toBe(200);
    const mails = await demo.run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, email))).then(allDelivered);
    const last = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
    const token = new URL(/https?:\/\/\S+/.exec(last.text)![0]).searchParams.get("confirmation_token")!;

    const peek = await request(`/api/v1/confirm?confirmation_token=${encodeURIComponent(token)}`);
    expect((await peek.json()).meta.needs_password).toBe(false);
    const withPassword = await confirm({ confirmation_token: token, password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1" });
    expect(withPassword.status).toBe(422);
    expect((await withPassword.json()).errors).toEqual([
      expect.objectContaining({ code: "password_already_set", detail: "Dit account heeft al een wachtwoord", source: { pointer: "/password" } }),
    ]);
    const english = await request("/api/v1/confirm", {
      method: "POST",
      headers: { "accept-language": "en" },
      json: { confirmation_token: token, password: "Nieuw-wachtwoord-1", password_confirmation: "Nieuw-wachtwoord-1" },
    });
    expect((await english.json()).errors).toEqual([expect.objectContaining({ code: "password_already_set", detail: "This account has a password already" })]);
    const confirmed = await confirm({ confirmation_token: token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ meta: { signed_in: false }, data: { type: "users" } });
    expect(confirmed.headers.get("access-token")).toBeNull();
  });
});

describe("refusals about an invited account, in the request's language", () => {
  it("says already_confirmed, cannot_sign_in and id_mismatch in nl and en", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const invited = await invite();
    const confirmedId = await invitedId("volunteer@demo.example");
    const words = {
      nl: ["Dit account is al bevestigd", "Dit account kan niet inloggen: het is niet bevestigd of niet actief", "De id in de body is niet de id in de URL"],
      en: ["This account is already confirmed", "This account cannot sign in: it is not confirmed or not active", "The id in the body does not match the URL"],
    };
    for (const [acceptLanguage, [confirmed, cannotSignIn, mismatch]] of Object.entries(words)) {
      const headers = { ...admin, "accept-language": acceptLanguage };
      const resend = await request(`/api/v1/users/${confirmedId}/resend_confirmation_instructions`, { method: "POST", headers });
      expect(resend.status).toBe(422);
      expect((await resend.json()).errors).toEqual([expect.objectContaining({ code: "already_confirmed", detail: confirmed })]);
      const asUser = await request("/api/v1/sign_in_as_user", { method: "POST", headers, json: { user_id: invited.id } });
      expect(asUser.status).toBe(422);
      expect((await asUser.json()).errors).toEqual([expect.objectContaining({ code: "cannot_sign_in", detail: cannotSignIn })]);
      const patched = await request(`/api/v1/users/${invited.id}`, {
        method: "PATCH",
        headers,
        json: { data: { type: "users", id: confirmedId, attributes: { first_name: "Anders" } } },
      });
      expect(patched.status).toBe(409);
      expect((await patched.json()).errors).toEqual([expect.objectContaining({ code: "id_mismatch", detail: mismatch, source: { pointer: "/data/id" } })]);
    }
  });
});

describe("GET /api/v1/audit_log", () => {
  it("shows admins who signed in as whom, and nobody else", async () => {
    const { request } = await testApi();
    const { token } = await invite(["volunteer"]);
    const accepted = await confirm({ confirmation_token: token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, accept_terms: true });
    const targetId = (await accepted.json()).data.id as string;
    const signInAs = await request("/api/v1/sign_in_as_user", { method: "POST", headers: await tokenHeadersFor("admin@demo.example"), json: { user_id: targetId } });
    expect(signInAs.status).toBe(200);

    const log = await request(`/api/v1/audit_log?filter[action]=sign_in_as_user&filter[subject_id_eq]=${targetId}`, {
      headers: await tokenHeadersFor("admin@demo.example"),
    });
    expect(log.status).toBe(200);
    const document = await log.json();
    expect(document.data).toHaveLength(1);
    expect(document.data[0]).toMatchObject({ type: "audit_entries", attributes: { action: "sign_in_as_user", subject_id: targetId } });
    expect(document.data[0].attributes.actor_id).toBeTruthy();

    // The admin of a partner center of the same tenant reads their own center's log, not the demo admin's entry.
    const asPartner = await request(`/api/v1/audit_log?filter[subject_id_eq]=${targetId}`, {
      headers: await tokenHeadersFor("admin@partner.example", "partner.localhost"),
      host: "partner.localhost",
    });
    expect(asPartner.status).toBe(200);
    expect((await asPartner.json()).data).toEqual([]);

    const asCenterSuperuser = await request("/api/v1/audit_log", { headers: await tokenHeadersFor("center_superuser@demo.example") });
    expect(asCenterSuperuser.status).toBe(403);
    const unknownFilter = await request("/api/v1/audit_log?filter[nope]=1", { headers: await tokenHeadersFor("admin@demo.example") });
    expect(unknownFilter.status).toBe(400);
  });
});

/** The inviter chooses the invitation's language among the center's (decision 076). */
describe("the invitation's language", () => {
  const post = async (attributes: Record<string, unknown>, { host = "localhost", admin = "admin@demo.example", acceptLanguage = "nl" } = {}) =>
    (await testApi()).request("/api/v1/users", {
      method: "POST",
      host,
      headers: { ...(await tokenHeadersFor(admin, host)), "accept-language": acceptLanguage },
      json: { data: { type: "users", attributes: { first_name: "Noor", roles: ["mentor"], ...attributes } } },
    });
  const stored = async (email: string, host = "localhost") =>
    (await demoCenter(host)).run(async (tx) => ({
      locale: (await tx.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale,
      mail: (await tx.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0],
    }));

  it("is English when the inviter asks for it on a center offering English, also from a Dutch request, and is the account's own", async () => {
    const email = unique();
    expect((await post({ email, locale: "en" })).status).toBe(202);
    const { locale, mail } = await stored(email);
    expect(locale).toBe("en");
    expect(mail!.subject).toMatch(/^You are invited to /);
    expect(mail!.text).toContain("/en/confirm?confirmation_token=");
  });

  it("is the request's language without one, and the account has none of its own, as before", async () => {
    const email = unique();
    expect((await post({ email })).status).toBe(202);
    const { locale, mail } = await stored(email);
    expect(locale).toBeNull();
    expect(mail!.subject).toMatch(/^Je bent uitgenodigd voor /);
  });

  it("refuses a language the center does not offer, or an unknown one, with a field error in the request's language, and sends nothing", async () => {
    const email = `${crypto.randomUUID().slice(0, 8)}@oldebroek.example`;
    const english = await post({ email, locale: "en" }, { host: "oldebroek.localhost", admin: "admin@oldebroek.example" });
    expect(english.status).toBe(422);
    expect((await english.json()).errors).toEqual([
      expect.objectContaining({ source: { pointer: "/data/attributes/locale" }, detail: "Deze vrijwilligerscentrale biedt deze taal niet aan: kies een van haar talen" }),
    ]);
    const inEnglish = await post({ email, locale: "en" }, { host: "oldebroek.localhost", admin: "admin@oldebroek.example", acceptLanguage: "en" });
    expect((await inEnglish.json()).errors[0].detail).toBe("This volunteer center does not offer this language: choose one of its languages");
    expect(await stored(email, "oldebroek.localhost")).toEqual({ locale: undefined, mail: undefined });

    const unknown = await post({ email: unique(), locale: "fr" });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual([
      expect.objectContaining({ source: { pointer: "/data/attributes/locale" }, detail: "Deze vrijwilligerscentrale biedt deze taal niet aan: kies een van haar talen" }),
    ]);
  });
});

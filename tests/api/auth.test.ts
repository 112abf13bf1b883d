import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueConfirmationToken } from "~/modules/auth/confirmation.server";
import { PEER_ADDRESS_HEADER, SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP, SIGN_IN_LIMIT_PER_IP, SIGN_IN_PAIR_WINDOW_MS, SIGN_IN_WINDOW_MS } from "~/modules/auth/rate-limit.server";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox, users } from "~/modules/db/schema";
import { DEMO_PASSWORD, demoCenter, demoEmail, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { allDelivered } from "../support/outbox";

/*
 * devise_token_auth's own expectations (token rotation, batch requests,
 * sign-out), plus what this implementation does better (rate limits, own-host
 * redirects, all tokens dropped on a password change). Every request carries
 * its own X-Forwarded-For with TRUST_PROXY on, so the failed sign-ins here
 * never fill a throttle bucket another test or file relies on.
 */

const PASSWORD = "Geheim-wachtwoord-1";
const INVALID = { success: false, errors: ["Invalid login credentials. Please try again."] };

const savedTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
});
afterAll(() => {
  if (savedTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrustProxy;
});

let ipCounter = 0;
const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A user of the demo center (host localhost) that only this test uses. */
async function newUser(options: { confirmed?: boolean; status?: "active" | "inactive"; firstName?: string } = {}) {
  const email = `auth-${randomUUID()}@test.example`;
  return (await demoCenter()).run((tx, ids) =>
    createUser(tx, {
      ...ids,
      email,
      password: PASSWORD,
      firstName: options.firstName ?? "Test",
      roles: ["volunteer"],
      confirmed: options.confirmed,
      status: options.status,
    }),
  );
}

type Session = { "access-token": string; client: string; uid: string };

function session(response: Response): Session {
  return {
    "access-token": response.headers.get("access-token") ?? "",
    client: response.headers.get("client") ?? "",
    uid: response.headers.get("uid") ?? "",
  };
}

function signIn(api: TestApi, email: string, password: string, options: { ip?: string; host?: string } = {}) {
  return api.request("/auth/sign_in", {
    method: "POST",
    host: options.host,
    headers: { "x-forwarded-for": options.ip ?? freshIp() },
    json: { email, password },
  });
}

function validate(api: TestApi, auth: Session) {
  return api.request("/auth/validate_token", { headers: { ...auth, "x-forwarded-for": freshIp() } });
}

const withToken = (auth: Session, token: string): Session => ({ ...auth, "access-token": token });

async function outboxFor(to: string) {
  return (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, to))).then(allDelivered);
}

const tokenFromMail = (text: string) => /reset_password_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("POST /auth/sign_in", () => {
  it("answers devise_token_auth's headers and the user, without secrets", async () => {
    const api = await testApi();
    const user = await newUser({ firstName: "Anne" });
    const response = await signIn(api, user.email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-token")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(response.headers.get("client")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(response.headers.get("uid")).toBe(user.email);
    expect(response.headers.get("token-type")).toBe("Bearer");
    expect(Number(response.headers.get("expiry"))).toBeGreaterThan(Date.now() / 1000);
    const body = await response.json();
    expect(body.data).toMatchObject({ id: user.id, email: user.email, uid: user.email, first_name: "Anne", last_name: "", provider: "email" });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|argon2|token_hash|\$argon/i);
  });

  it("accepts a form-encoded body", async () => {
    const api = await testApi();
    const user = await newUser();
    const response = await api.request("/auth/sign_in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
      body: new URLSearchParams({ email: user.email, password: PASSWORD }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("uid")).toBe(user.email);
  });

  it("answers wrong credentials with devise's 401 body, the same for an unknown e-mail and a wrong password", async () => {
    const api = await testApi();
    const user = await newUser();
    const unknown = await signIn(api, `nobody-${randomUUID()}@test.example`, PASSWORD);
    const wrong = await signIn(api, user.email, "not-the-password");
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("access-token")).toBeNull();
    }
    expect(await unknown.text()).toBe(await wrong.text());
    expect(await (await signIn(api, user.email, "")).json()).toEqual(INVALID);
  });

  it("refuses unconfirmed and inactive users with the same answer, even with the right password", async () => {
    const api = await testApi();
    for (const user of [await newUser({ confirmed: false }), await newUser({ status: "inactive" })]) {
      const response = await signIn(api, user.email, PASSWORD);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(INVALID);
    }
  });

  it("tells 'wrong center' only once the password is right", async () => {
    const api = await testApi();
    const partnerVolunteer = demoEmail("volunteer", "partner");
    const wrongPassword = await signIn(api, partnerVolunteer, "not-the-password");
    expect(wrongPassword.status).toBe(401);
    const wrongPasswordBody = await wrongPassword.text();
    expect(wrongPasswordBody).not.toContain("wrong center");
    expect(JSON.parse(wrongPasswordBody)).toEqual(INVALID);

    const rightPassword = await signIn(api, partnerVolunteer, DEMO_PASSWORD);
    expect(rightPassword.status).toBe(403);
    expect(rightPassword.headers.get("access-token")).toBeNull();
    const body = await rightPassword.json();
    expect(body.errors[0].detail).toContain("wrong center");

    expect((await signIn(api, partnerVolunteer, DEMO_PASSWORD, { host: "partner.localhost" })).status).toBe(200);
  });

  it("answers malformed JSON with a 400 JSON:API error document", async () => {
    const api = await testApi();
    const response = await api.request("/auth/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: '{"email": "x@test.example", "password": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/vnd.api+json");
    expect((await response.json()).errors[0]).toMatchObject({ status: "400", code: "malformed_json" });
  });
});

describe("sign-in rate limits", () => {
  it("slows one account guessed from one address for a few minutes; the owner elsewhere is never locked out (issue 18)", async () => {
    const api = await testApi();
    const user = await newUser();
    const stranger = freshIp();
    for (let i = 0; i < SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP; i++) {
      expect((await signIn(api, user.email, `wrong-${i}`, { ip: stranger })).status).toBe(401);
    }
    const slowed = await signIn(api, user.email, PASSWORD, { ip: stranger });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(slowed.headers.get("retry-after"))).toBeLessThanOrEqual(SIGN_IN_PAIR_WINDOW_MS / 1000);
    expect(await slowed.json()).toEqual({ success: false, errors: ["Too many sign-in attempts. Try again later."] });

    // The owner, from their own address, signs in at once.
    expect((await signIn(api, user.email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    // And from the stranger's address once the short back-off has passed.
    api.clock.advance(SIGN_IN_PAIR_WINDOW_MS + 1_000);
    expect((await signIn(api, user.email, PASSWORD, { ip: stranger })).status).toBe(200);
  });

  it("a successful sign-in resets the account's counter for that address", async () => {
    const api = await testApi();
    const user = await newUser();
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP - 1; i++) {
        expect((await signIn(api, user.email, `wrong-${i}`, { ip })).status).toBe(401);
      }
      expect((await signIn(api, user.email, PASSWORD, { ip })).status).toBe(200);
    }
  });

  it("limits one address across accounts for the longer window; another address is unaffected", async () => {
    const api = await testApi();
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      expect((await signIn(api, `spray-${randomUUID()}@test.example`, "guess", { ip })).status).toBe(401);
    }
    const user = await newUser();
    const limited = await signIn(api, user.email, PASSWORD, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(SIGN_IN_PAIR_WINDOW_MS / 1000);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);
    api.clock.advance(SIGN_IN_WINDOW_MS + 1_000);
    expect((await signIn(api, user.email, PASSWORD, { ip })).status).toBe(200);
  });

  describe("without a trusted proxy", () => {
    beforeAll(() => {
      delete process.env.TRUST_PROXY;
    });
    afterAll(() => {
      process.env.TRUST_PROXY = "1";
    });

    it("keys on the connection's own address, not on a shared bucket nor on X-Forwarded-For (issue 18)", async () => {
      const api = await testApi();
      const attacker = `2001:db8::${randomUUID().slice(0, 4)}`;
      const peer = (address: string, forwarded = "203.0.113.99") => ({ [PEER_ADDRESS_HEADER]: address, "x-forwarded-for": forwarded });
      for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
        const response = await api.request("/auth/sign_in", {
          method: "POST",
          // A forged X-Forwarded-For per request changes nothing without a trusted proxy.
          headers: peer(attacker, `203.0.113.${i}`),
          json: { email: `spray-${randomUUID()}@test.example`, password: "guess" },
        });
        expect(response.status).toBe(401);
      }
      const user = await newUser();
      const fromAttacker = await api.request("/auth/sign_in", { method: "POST", headers: peer(attacker), json: { email: user.email, password: PASSWORD } });
      expect(fromAttacker.status).toBe(429);
      // Everybody else, on every tenant, signs in as before.
      const fromOwner = await api.request("/auth/sign_in", { method: "POST", headers: peer("198.51.100.200"), json: { email: user.email, password: PASSWORD } });
      expect(fromOwner.status).toBe(200);
      const elsewhere = await api.request("/auth/sign_in", {
        method: "POST",
        host: "meedoen.localhost",
        headers: peer("198.51.100.201"),
        json: { email: demoEmail("volunteer", "meedoen"), password: DEMO_PASSWORD },
      });
      expect(elsewhere.status).toBe(200);
    });
  });
});

describe("token rotation (devise_token_auth semantics)", () => {
  it("rotates per request, shares a token within the batch window and keeps one previous token", async () => {
    const api = await testApi();
    const user = await newUser();
    const signedIn = session(await signIn(api, user.email, PASSWORD));
    const t0 = signedIn["access-token"];

    // Within 5 s of the latest rotation (here: the sign-in) a request is part of a batch.
    // devise answers " "; Fetch's Headers trim values, so a client sees it blank.
    const batch = await validate(api, signedIn);
    expect(batch.status).toBe(200);
    expect(batch.headers.get("access-token")).toBe("");
    expect(batch.headers.get("client")).toBe(signedIn.client);

    api.clock.advance(6_000);
    const first = await validate(api, signedIn);
    expect(first.status).toBe(200);
    const t1 = first.headers.get("access-token")!;
    expect(t1).not.toBe("");
    expect(t1).not.toBe(t0);
    expect(first.headers.get("client")).toBe(signedIn.client);
    expect(await first.json()).toMatchObject({ success: true, data: { id: user.id, email: user.email } });

    // The one-rotation-old token still works (a request that crossed the rotation).
    api.clock.advance(6_000);
    const second = await validate(api, withToken(signedIn, t0));
    expect(second.status).toBe(200);
    const t2 = second.headers.get("access-token")!;
    expect([t0, t1, ""]).not.toContain(t2);

    // The client uses the newest token: the older ones go, after the batch window.
    api.clock.advance(6_000);
    const third = await validate(api, withToken(signedIn, t2));
    expect(third.status).toBe(200);
    const t3 = third.headers.get("access-token")!;
    expect([t0, t1, t2, ""]).not.toContain(t3);
    api.clock.advance(6_000);
    for (const stale of [t0, t1]) {
      const refused = await validate(api, withToken(signedIn, stale));
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ success: false, errors: ["Invalid login credentials"] });
    }
    expect((await validate(api, withToken(signedIn, t3))).status).toBe(200);
  });

  it("keeps a client signed in whose answers with new tokens were lost, until it presents a newer one", async () => {
    // A page left while its data or the bell's stream was loading: the server rotated, the browser never stored the
    // new cookie and goes on with the token it has. Two such losses signed it out (devise's order: the token became
    // 'last', valid only within the batch window).
    const api = await testApi();
    const user = await newUser();
    const signedIn = session(await signIn(api, user.email, PASSWORD));
    const held = signedIn["access-token"];
    const lost: string[] = [];
    for (let i = 0; i < 3; i++) {
      api.clock.advance(6_000);
      const answer = await validate(api, withToken(signedIn, held));
      expect(answer.status).toBe(200);
      lost.push(answer.headers.get("access-token")!);
    }
    expect(new Set(lost).size).toBe(3);
    expect(lost).not.toContain(held);

    // The client finally stores an answer and uses its token: the one it held goes, and so do the lost ones.
    api.clock.advance(6_000);
    const stored = await validate(api, withToken(signedIn, held));
    const newest = stored.headers.get("access-token")!;
    api.clock.advance(6_000);
    const next = await validate(api, withToken(signedIn, newest));
    expect(next.status).toBe(200);
    api.clock.advance(6_000);
    for (const stale of [held, ...lost]) expect((await validate(api, withToken(signedIn, stale))).status).toBe(401);
    expect((await validate(api, withToken(signedIn, next.headers.get("access-token")!))).status).toBe(200);
  });

  it("rejects a made-up token and no headers at all", async () => {
    const api = await testApi();
    const user = await newUser();
    const signedIn = session(await signIn(api, user.email, PASSWORD));
    expect((await validate(api, withToken(signedIn, "forged"))).status).toBe(401);
    expect((await api.request("/auth/validate_token")).status).toBe(401);
  });
});

describe("DELETE /auth/sign_out", () => {
  it("ends that client's token only", async () => {
    const api = await testApi();
    const user = await newUser();
    const phone = session(await signIn(api, user.email, PASSWORD));
    const laptop = session(await signIn(api, user.email, PASSWORD));
    api.clock.advance(6_000);

    const out = await api.request("/auth/sign_out", { method: "DELETE", headers: phone });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect(out.headers.get("access-token")).toBeNull();

    expect((await validate(api, phone)).status).toBe(401);
    expect((await validate(api, laptop)).status).toBe(200);
  });

  it("answers 404 like devise without a valid session", async () => {
    const api = await testApi();
    const response = await api.request("/auth/sign_out", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, errors: ["User was not found or was not logged in."] });
  });
});

describe("PUT /auth/password with the auth headers", () => {
  it("changes the password, drops every other client's token and renews this one", async () => {
    const api = await testApi();
    const user = await newUser();
    const phone = session(await signIn(api, user.email, PASSWORD));
    const laptop = session(await signIn(api, user.email, PASSWORD));
    api.clock.advance(6_000);

    const changed = await api.request("/auth/password", {
      method: "PUT",
      headers: phone,
      json: { current_password: PASSWORD, password: "Nieuw-wachtwoord-2", password_confirmation: "Nieuw-wachtwoord-2" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ success: true, data: { id: user.id } });
    const renewed = session(changed);
    expect(renewed.client).toBe(phone.client);
    expect(renewed["access-token"]).not.toBe(phone["access-token"]);

    expect((await validate(api, laptop)).status).toBe(401);
    expect((await validate(api, phone)).status).toBe(401);
    expect((await validate(api, renewed)).status).toBe(200);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(api, user.email, "Nieuw-wachtwoord-2")).status).toBe(200);
  });

  it("asks for the current password: without it, or with a wrong one, nothing changes and no session ends (issue 18)", async () => {
    const api = await testApi();
    const user = await newUser();
    const phone = session(await signIn(api, user.email, PASSWORD));
    const laptop = session(await signIn(api, user.email, PASSWORD));
    for (const extra of [{}, { current_password: "Niet-het-wachtwoord-1" }]) {
      const refused = await api.request("/auth/password", {
        method: "PUT",
        headers: phone,
        json: { ...extra, password: "Overgenomen-wachtwoord-1", password_confirmation: "Overgenomen-wachtwoord-1" },
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).errors[0].source).toEqual({ pointer: "/data/attributes/current_password" });
    }
    expect((await validate(api, laptop)).status).toBe(200);
    expect((await signIn(api, user.email, "Overgenomen-wachtwoord-1")).status).toBe(401);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);
  });

  it("says what is wrong with the current password in the request's language", async () => {
    const api = await testApi();
    const user = await newUser();
    const phone = session(await signIn(api, user.email, PASSWORD));
    const refusal = async (acceptLanguage: string, extra: Record<string, string>) => {
      const refused = await api.request("/auth/password", {
        method: "PUT",
        headers: { ...phone, "accept-language": acceptLanguage },
        json: { ...extra, password: "Overgenomen-wachtwoord-1", password_confirmation: "Overgenomen-wachtwoord-1" },
      });
      expect(refused.status).toBe(422);
      return (await refused.json()).errors.map((e: { code: string; detail: string; source: unknown }) => [e.code, e.detail, e.source]);
    };
    const pointer = { pointer: "/data/attributes/current_password" };
    expect(await refusal("nl", {})).toEqual([["blank", "Dit veld is verplicht", pointer]]);
    expect(await refusal("nl", { current_password: "Niet-het-wachtwoord-1" })).toEqual([["invalid", "Het wachtwoord klopt niet", pointer]]);
    expect(await refusal("en-GB,en;q=0.9", {})).toEqual([["blank", "This field is required", pointer]]);
    expect(await refusal("en", { current_password: "Niet-het-wachtwoord-1" })).toEqual([["invalid", "The password is not correct", pointer]]);
  });

  it("is refused in a session signed in as the user, like a change of the e-mail address (issue 18)", async () => {
    const api = await testApi();
    const user = await newUser();
    const asUser = await api.request("/api/v1/sign_in_as_user", { method: "POST", headers: await tokenHeadersFor("admin@demo.example"), json: { user_id: user.id } });
    expect(asUser.status).toBe(200);
    const impersonated = session(asUser);
    const password = await api.request("/auth/password", {
      method: "PUT",
      headers: impersonated,
      json: { current_password: PASSWORD, password: "Overgenomen-wachtwoord-1", password_confirmation: "Overgenomen-wachtwoord-1" },
    });
    expect(password.status).toBe(403);
    expect((await password.json()).errors[0].status).toBe("403");
    const email = await api.request("/api/v1/account/email_change", {
      method: "POST",
      headers: impersonated,
      json: { email: `overgenomen-${user.id.slice(0, 8)}@demo.example`, current_password: PASSWORD },
    });
    expect(email.status).toBe(403);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);
  });

  it("validates the new password with JSON:API errors pointing at the fields", async () => {
    const api = await testApi();
    const user = await newUser();
    const auth = session(await signIn(api, user.email, PASSWORD));
    const response = await api.request("/auth/password", {
      method: "PUT",
      headers: auth,
      json: { password: "kort", password_confirmation: "anders" },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      "/data/attributes/password",
      "/data/attributes/password_confirmation",
    ]);
    expect(body.errors.map((e: { detail: string }) => e.detail)).toEqual(["Vul minimaal 8 tekens in", "De wachtwoorden komen niet overeen"]);
    const english = await api.request("/auth/password", {
      method: "PUT",
      headers: { ...auth, "accept-language": "en" },
      json: { password: "x".repeat(129), password_confirmation: "x".repeat(129) },
    });
    expect(english.status).toBe(422);
    expect((await english.json()).errors).toEqual([expect.objectContaining({ code: "too_long", detail: "Enter at most 128 characters" })]);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);
  });

  it("without headers or reset token raises the spec's error", async () => {
    const api = await testApi();
    const response = await api.request("/auth/password", {
      method: "PUT",
      json: { password: "Nieuw-wachtwoord-2", password_confirmation: "Nieuw-wachtwoord-2" },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].detail).toBe(
      "You must provide either the uid, client and accessToken or the resetPasswordToken",
    );
  });
});

describe("password recovery", () => {
  const expected = {
    success: true,
    message:
      "If your e-mail address exists in our database, you will receive a password recovery link at your e-mail address in a few minutes.",
  };

  it("answers the same for a known and an unknown e-mail and mails only the known one", async () => {
    const api = await testApi();
    const user = await newUser({ firstName: "Bram" });
    const unknownEmail = `nobody-${randomUUID()}@test.example`;
    const known = await api.request("/auth/password", { method: "POST", json: { email: user.email } });
    const unknown = await api.request("/auth/password", { method: "POST", json: { email: unknownEmail } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);

    expect(await outboxFor(unknownEmail)).toHaveLength(0);
    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ status: "pending", subject: "Nieuw wachtwoord instellen voor Volunteerly" });
    expect(mail!.text).toContain("Hallo Bram,");
    expect(mail!.text).toMatch(/http:\/\/localhost\/auth\/reset\?reset_password_token=[A-Za-z0-9_-]{40,}/);
  });

  it("resets the password with the mailed token exactly once", async () => {
    const api = await testApi();
    const user = await newUser();
    const signedIn = session(await signIn(api, user.email, PASSWORD));
    await api.request("/auth/password", { method: "POST", json: { email: user.email } });
    const [mail] = await outboxFor(user.email);
    const token = tokenFromMail(mail!.text);
    const reset = (password: string) =>
      api.request("/auth/password", {
        method: "PUT",
        json: { reset_password_token: token, password, password_confirmation: password },
      });

    const first = await reset("Hersteld-wachtwoord-3");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, data: { id: user.id } });
    const again = await reset("Nog-een-wachtwoord-4");
    expect(again.status).toBe(422);
    expect((await again.json()).errors[0].source).toEqual({ pointer: "/data/attributes/reset_password_token" });

    expect((await validate(api, signedIn)).status).toBe(401);
    expect((await signIn(api, user.email, "Hersteld-wachtwoord-3")).status).toBe(200);
  });

  it("refuses a reset token older than six hours", async () => {
    const api = await testApi();
    const user = await newUser();
    await api.request("/auth/password", { method: "POST", json: { email: user.email } });
    const [mail] = await outboxFor(user.email);
    api.clock.advance(6 * 60 * 60 * 1000 + 1_000);
    const response = await api.request("/auth/password", {
      method: "PUT",
      json: { reset_password_token: tokenFromMail(mail!.text), password: "Te-laat-wachtwoord", password_confirmation: "Te-laat-wachtwoord" },
    });
    expect(response.status).toBe(422);
  });

  it("mails in English when asked, and links to an own redirect_url", async () => {
    const api = await testApi();
    const user = await newUser();
    const response = await api.request("/auth/password", {
      method: "POST",
      headers: { "accept-language": "en-GB,en;q=0.9,nl;q=0.5" },
      json: { email: user.email, redirect_url: "http://partner.localhost:5173/auth/reset" },
    });
    expect(response.status).toBe(200);
    const [mail] = await outboxFor(user.email);
    expect(mail!.subject).toBe("Set a new password for Volunteerly");
    expect(mail!.text).toMatch(/http:\/\/partner\.localhost:5173\/auth\/reset\?reset_password_token=/);
  });

  it("says a missing e-mail address, a bad reset link and a foreign redirect_url in the request's language", async () => {
    const api = await testApi();
    const user = await newUser();
    const refusal = async (acceptLanguage: string, method: string, json: Record<string, string>) => {
      const response = await api.request("/auth/password", { method, headers: { "accept-language": acceptLanguage }, json });
      expect(response.status).toBe(422);
      return (await response.json()).errors.map((e: { code: string; detail: string; source: { pointer: string } }) => [e.code, e.detail, e.source.pointer]);
    };
    const password = "Hersteld-wachtwoord-3";
    for (const [acceptLanguage, required, link, redirect] of [
      ["nl", "Dit veld is verplicht", "Deze link is ongeldig of verlopen", "De redirect-URL moet naar een van de eigen adressen van deze website wijzen"],
      ["en", "This field is required", "This link is invalid or has expired", "The redirect URL must point to one of this website's own addresses"],
    ] as const) {
      expect(await refusal(acceptLanguage, "POST", { email: "" })).toEqual([["blank", required, "/data/attributes/email"]]);
      expect(await refusal(acceptLanguage, "PUT", { reset_password_token: "niet-een-link", password, password_confirmation: password })).toEqual([
        ["invalid", link, "/data/attributes/reset_password_token"],
      ]);
      expect(await refusal(acceptLanguage, "POST", { email: user.email, redirect_url: "https://evil.example/auth/reset" })).toEqual([
        ["invalid_redirect_url", redirect, "/data/attributes/redirect_url"],
      ]);
    }
  });

  it("refuses a redirect_url on a foreign host and sends nothing", async () => {
    const api = await testApi();
    const user = await newUser();
    for (const redirect_url of ["https://evil.example/auth/reset", "//evil.example/auth/reset", "http://oldebroek.localhost/auth/reset"]) {
      const response = await api.request("/auth/password", { method: "POST", json: { email: user.email, redirect_url } });
      expect(response.status, redirect_url).toBe(422);
      expect((await response.json()).errors[0]).toMatchObject({ code: "invalid_redirect_url", source: { pointer: "/data/attributes/redirect_url" } });
    }
    expect(await outboxFor(user.email)).toHaveLength(0);
  });
});

describe("GET /auth/confirmation", () => {
  async function unconfirmedWithToken(api: TestApi) {
    const user = await newUser({ confirmed: false });
    const token = await (await demoCenter()).run((tx) => issueConfirmationToken(tx, user.id, api.clock.now()));
    return { user, token };
  }

  it("confirms the user once and redirects to the sign-in page", async () => {
    const api = await testApi();
    const { user, token } = await unconfirmedWithToken(api);
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(401);

    const response = await api.request(`/auth/confirmation?confirmation_token=${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login-1?confirmed=1");
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);

    const again = await api.request(`/auth/confirmation?confirmation_token=${token}`);
    expect(again.status).toBe(422);
    expect(again.headers.get("content-type")).toContain("application/vnd.api+json");
  });

  it("leaves an invitation to the /confirm page, where the invited user chooses a password", async () => {
    const api = await testApi();
    const { user, token } = await unconfirmedWithToken(api);
    const demo = await demoCenter();
    await demo.run((tx) => tx.update(users).set({ passwordHash: null, status: "invited" }).where(eq(users.id, user.id)));

    const response = await api.request(`/auth/confirmation?confirmation_token=${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`http://localhost/confirm?confirmation_token=${token}`);
    // Not spent and not confirmed: the link still works on the invitation page.
    const [row] = await demo.run((tx) => tx.select().from(users).where(eq(users.id, user.id)));
    expect(row!.confirmedAt).toBeNull();
    expect((await api.request(`/api/v1/confirm?confirmation_token=${token}`)).status).toBe(200);
  });

  it("redirects only to the tenant's own hosts", async () => {
    const api = await testApi();
    const { user, token } = await unconfirmedWithToken(api);
    const foreign = await api.request(`/auth/confirmation?confirmation_token=${token}&redirect_url=${encodeURIComponent("https://evil.example/")}`);
    expect(foreign.status).toBe(422);
    const own = await api.request(
      `/auth/confirmation?confirmation_token=${token}&redirect_url=${encodeURIComponent("https://partner.localhost/welkom")}`,
    );
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBe("https://partner.localhost/welkom");
    expect((await signIn(api, user.email, PASSWORD)).status).toBe(200);
  });
});

import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, nonProfitProfiles, organizationMemberships, organizations, userRoles, users } from "~/modules/db/schema";
import { SIGN_IN_LIMIT_PER_IP } from "~/modules/auth/rate-limit.server";
import { demoCenter, testApi } from "../support/api";
import { allDelivered } from "../support/outbox";

/** POST /api/v1/organization_signups: the public organization signup of spec §2. */

const savedTrustProxy = process.env.TRUST_PROXY;
beforeAll(() => {
  process.env.TRUST_PROXY = "1";
});
afterAll(async () => {
  if (savedTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrustProxy;
  // The files of a worker share one outbox, and mail delivery takes the oldest first:
  // this file's many mails must not crowd out a later file's.
  await (await demoCenter()).run((tx) =>
    tx
      .delete(mailOutbox)
      .where(
        or(like(mailOutbox.to, "%@samen.example"), like(mailOutbox.subject, "Nieuwe aanmelding: %"), like(mailOutbox.subject, "Je hebt al een account%")),
      ),
  );
});

let ipCounter = 0;
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function attributes(overrides: Record<string, unknown> = {}) {
  const unique = crypto.randomUUID().slice(0, 8);
  return {
    organization_name: `Stichting Samen ${unique}`,
    organization_type: "NonProfit",
    website: "www.samen.example",
    phone_number: "055-1234567",
    organization_email: `info-${unique}@samen.example`,
    description: "Wij helpen buren.",
    street: "Hoofdstraat",
    house_number: "12a",
    postal_code: "7311ab",
    city: "Apeldoorn",
    first_name: "Sanne",
    last_name: "de Vries",
    email: `sanne-${unique}@samen.example`,
    password: "Lang-genoeg-1",
    password_confirmation: "Lang-genoeg-1",
    accept_terms: true,
    ...overrides,
  };
}

const body = (attrs: Record<string, unknown>) => ({ data: { type: "organization_signups", attributes: attrs } });

async function signUp(attrs: Record<string, unknown>, options: { host?: string; key?: string; ip?: string; acceptLanguage?: string } = {}) {
  const { request } = await testApi();
  return request("/api/v1/organization_signups", {
    method: "POST",
    host: options.host,
    headers: {
      "x-forwarded-for": options.ip ?? freshIp(),
      ...(options.key ? { "idempotency-key": options.key } : {}),
      ...(options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {}),
    },
    json: body(attrs),
  });
}

const mailsTo = async (to: string, host = "localhost") =>
  (await demoCenter(host)).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt))).then(allDelivered);

describe("POST /api/v1/organization_signups", () => {
  it("creates a pending organization on the host's center and its first, unconfirmed organization superuser", async () => {
    const attrs = attributes();
    const response = await signUp(attrs);
    expect(response.status).toBe(202);
    const document = await response.json();
    expect(document.data).toMatchObject({ type: "organization_signups", attributes: { status: "received" } });

    const { centerId, run } = await demoCenter();
    const result = await run(async (tx) => {
      const [organization] = await tx.select().from(organizations).where(eq(organizations.name, attrs.organization_name));
      const [user] = await tx.select().from(users).where(eq(users.email, attrs.email));
      const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user!.id));
      const memberships = await tx.select().from(organizationMemberships).where(eq(organizationMemberships.userId, user!.id));
      const profiles = await tx.select().from(nonProfitProfiles).where(eq(nonProfitProfiles.organizationId, organization!.id));
      return { organization: organization!, user: user!, roles, memberships, profiles };
    });
    expect(result.organization).toMatchObject({ status: "pending", type: "NonProfit", centerId, website: "https://www.samen.example" });
    expect(result.user).toMatchObject({ status: "active", signupMethod: "signed_up", centerId, confirmedAt: null, firstName: "Sanne" });
    expect(result.user.acceptedTermsAt).not.toBeNull();
    expect(result.user.passwordHash).not.toContain("Lang-genoeg-1");
    expect(result.roles.map((r) => r.role)).toEqual(["organization_superuser"]);
    expect(result.memberships.map((m) => m.organizationId)).toEqual([result.organization.id]);
    expect(result.profiles[0]?.showOnSocialMap).toBe(false);

    const [confirmation] = await mailsTo(attrs.email);
    expect(confirmation!.subject).toContain("Bevestig je e-mailadres");
    expect(confirmation!.text).toMatch(/http:\/\/localhost[^\s]*\/confirm\?confirmation_token=/);

    const [toAdmin] = await mailsTo("admin@demo.example");
    expect(toAdmin!.subject).toContain(attrs.organization_name);
    expect(toAdmin!.text).toContain("/organizations/approve");
    expect((await mailsTo("center_superuser@demo.example"))[0]!.subject).toContain(attrs.organization_name);
  });

  it("links the confirmation mail to the page in the mail's language: English asked, /en/confirm (decision 069)", async () => {
    const attrs = attributes();
    expect((await signUp(attrs, { acceptLanguage: "en" })).status).toBe(202);
    const [confirmation] = await mailsTo(attrs.email);
    expect(confirmation!.subject).toContain("Confirm your e-mail address");
    // Was the Dutch page, /confirm, under an English mail.
    expect(confirmation!.text).toMatch(/http:\/\/localhost\/en\/confirm\?confirmation_token=/);
  });

  it("lets the new user confirm through POST /api/v1/confirm with the mailed token", async () => {
    const attrs = attributes();
    expect((await signUp(attrs)).status).toBe(202);
    const [confirmation] = await mailsTo(attrs.email);
    const token = new URL(/http\S+/.exec(confirmation!.text)![0]).searchParams.get("confirmation_token");
    const { request } = await testApi();
    const confirmed = await request("/api/v1/confirm", { method: "POST", json: { confirmation_token: token } });
    expect(confirmed.status).toBe(200);
  });

  it("answers an address that has an account exactly the same, creates nothing and tells its owner", async () => {
    const fresh = await signUp(attributes());
    const attrs = attributes({ email: "Volunteer@demo.example" });
    const existing = await signUp(attrs);
    expect(existing.status).toBe(fresh.status);
    const [freshBody, existingBody] = [await fresh.json(), await existing.json()];
    expect(Object.keys(existingBody.data)).toEqual(Object.keys(freshBody.data));
    expect(existingBody.data.attributes).toEqual(freshBody.data.attributes);
    expect(existingBody.meta).toEqual(freshBody.meta);

    const result = await (await demoCenter()).run(async (tx) => ({
      organizations: await tx.select().from(organizations).where(eq(organizations.name, attrs.organization_name)),
      accounts: await tx.select().from(users).where(sql`lower(${users.email}) = 'volunteer@demo.example'`),
    }));
    expect(result.organizations).toHaveLength(0);
    expect(result.accounts).toHaveLength(1);
    expect(result.accounts[0]!.signupMethod).toBe("signed_up");
    const [mail] = await mailsTo("volunteer@demo.example");
    expect(mail!.subject).toContain("Je hebt al een account");
    // Nothing the anonymous sender typed reaches the owner of the address (issue 18).
    expect(mail!.text).not.toContain(attrs.organization_name);
    expect(mail!.text).toContain("/auth/recover");
  });

  it("does the work once for a double submit with the same Idempotency-Key", async () => {
    const attrs = attributes();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([signUp(attrs, { key }), signUp(attrs, { key })]);
    expect([first.status, second.status]).toEqual([202, 202]);
    const third = await signUp(attrs, { key });
    expect(third.status).toBe(202);
    const result = await (await demoCenter()).run(async (tx) => ({
      organizations: await tx.select().from(organizations).where(eq(organizations.name, attrs.organization_name)),
      accounts: await tx.select().from(users).where(eq(users.email, attrs.email)),
    }));
    expect(result.organizations).toHaveLength(1);
    expect(result.accounts).toHaveLength(1);
    // One confirmation mail, and no "you already have an account" for the repeats.
    expect(await mailsTo(attrs.email)).toHaveLength(1);
  });

  it("signs up on the center of the host: a partner's signup is the partner's", async () => {
    const attrs = attributes({ organization_type: "School" });
    expect((await signUp(attrs, { host: "partner.localhost" })).status).toBe(202);
    const partner = await demoCenter("partner.localhost");
    const result = await partner.run((tx) => tx.select().from(organizations).where(and(eq(organizations.name, attrs.organization_name))));
    expect(result).toHaveLength(1);
    expect(result[0]!.centerId).toBe(partner.centerId);
    expect((await mailsTo("admin@partner.example", "partner.localhost"))[0]!.subject).toContain(attrs.organization_name);
    expect((await mailsTo("admin@demo.example")).some((mail) => mail.subject.includes(attrs.organization_name))).toBe(false);
  });

  it("refuses invalid input with JSON:API errors pointing at each attribute", async () => {
    const response = await signUp(
      attributes({ organization_name: "", organization_type: "VolunteerCenter", postal_code: "abc", email: "nope", password: "kort", accept_terms: false }),
    );
    expect(response.status).toBe(422);
    const pointers = (await response.json()).errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/data/attributes/organization_name",
        "/data/attributes/organization_type",
        "/data/attributes/postal_code",
        "/data/attributes/email",
        "/data/attributes/password",
        "/data/attributes/accept_terms",
      ]),
    );
  });

  it("refuses attributes it does not know, such as a status or roles", async () => {
    const response = await signUp(attributes({ status: "approved", roles: ["admin"] }));
    expect(response.status).toBe(422);
    const errors = (await response.json()).errors;
    expect(errors[0].code).toBe("unrecognized_keys");
  });

  it("refuses passwords that do not match, at the confirmation", async () => {
    const response = await signUp(attributes({ password_confirmation: "Iets-anders-2" }));
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0].source.pointer).toBe("/data/attributes/password_confirmation");
  });

  it("limits signups per client IP like sign-in", async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      expect((await signUp(attributes({ email: `flood-${i}-${crypto.randomUUID().slice(0, 6)}@samen.example` }), { ip })).status).toBe(202);
    }
    const limited = await signUp(attributes(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await signUp(attributes(), { ip: freshIp() })).status).toBe(202);
  });
});

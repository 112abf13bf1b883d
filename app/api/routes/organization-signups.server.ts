import { Hono } from "hono";
import { AppError } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { hashPassword } from "~/modules/auth/password.server";
import { clientIp, countAttempts } from "~/modules/auth/rate-limit.server";
import { signUpOrganization, signupThrottleCounters } from "~/modules/organizations/signup.server";
import { OrganizationSignupSchema } from "~/modules/organizations/signup-schema";
import { readAttributes } from "../body.server";
import type { ApiEnv } from "../context.server";
import { jsonApi } from "../jsonapi.server";
import { inTenant } from "../guards.server";
import { mailLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";

export const organizationSignupRoutes = new Hono<ApiEnv>();

export const SIGNUP_RECEIVED =
  "Thank you. If the details are in order you will receive an e-mail to confirm your address; the volunteer center reviews the organization.";

/**
 * Spec §2 organization signup, public: `{data: {type: "organization_signups",
 * attributes: {organization_name, organization_type, …, email, password, …}}}`.
 * Always 202 with the same document once the input is valid — whether a new
 * organization was made, the address had an account already (its owner gets a
 * mail) or the same `Idempotency-Key` came again — so the answer tells nobody
 * which addresses have accounts. Counted per address and per client IP like sign-in.
 */
organizationSignupRoutes.post("/organization_signups", async (c) => {
  const raw = await readAttributes(c);
  const attributes = OrganizationSignupSchema.parse(raw);
  const idempotencyKey = c.req.header("idempotency-key")?.trim() || crypto.randomUUID();
  if (idempotencyKey.length < 8 || idempotencyKey.length > 100) {
    throw new AppError({ status: 400, code: "invalid_idempotency_key", detail: "Idempotency-Key must be 8 to 100 characters.", source: { header: "Idempotency-Key" } });
  }
  const { db, tenancy } = c.var;
  const centerId = tenancy.centerId;
  if (!centerId) throw new AppError({ status: 422, code: "no_center", detail: apiMessages.noCenter });
  const now = c.var.deps.now();

  const throttle = await countAttempts(db, signupThrottleCounters({ tenantId: tenancy.tenant.id, email: attributes.email, ip: clientIp(c.req.raw.headers) }), now);
  if (throttle.limited) {
    c.header("Retry-After", String(throttle.retryAfterSeconds));
    throw new AppError({ status: 429, code: "too_many_requests", detail: "Too many signups. Try again later." });
  }
  const passwordHash = await hashPassword(attributes.password);
  const language = mailLanguage(c, { asked: raw.locale });
  await inTenant(c, async (tx) =>
    signUpOrganization(tx, {
      tenantId: tenancy.tenant.id,
      centerId,
      appName: tenancy.tenant.appName,
      siteOrigin: await siteOrigin(c, tx),
      language,
      idempotencyKey,
      attributes,
      passwordHash,
      now,
    }),
  );
  const document = { data: { type: "organization_signups", id: idempotencyKey, attributes: { status: "received" } }, meta: { message: SIGNUP_RECEIVED } };
  return jsonApi(c, document, 202);
});

import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { AppError, unauthorized, wrongCenter } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { messages } from "~/lib/validation-messages";
import { config } from "~/lib/config.server";
import { confirmUser, isInvitationToken } from "~/modules/auth/confirmation.server";
import { verifyPassword } from "~/modules/auth/password.server";
import { passwordProblems } from "~/modules/auth/password-policy";
import { changePassword, findUserByResetToken, requestPasswordReset } from "~/modules/auth/password-reset.server";
import { clientIp, countSignInAttempt, signInKeys, signInSucceeded } from "~/modules/auth/rate-limit.server";
import { ownRedirectUrl, tenantHosts } from "~/modules/auth/redirect.server";
import { countMailAction } from "~/modules/mail/throttle.server";
import { canSignIn } from "~/modules/auth/sign-in-policy.server";
import { authHeaders, issueToken, revokeClient, type IssuedToken } from "~/modules/auth/tokens.server";
import { authUserJson } from "~/modules/auth/user-json.server";
import type { Tx } from "~/modules/db/client.server";
import { users } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { localizedPath } from "~/middleware/paths";
import { findUserByEmail, type UserRow } from "~/modules/users/current-user.server";
import type { ApiEnv } from "../context.server";
import { mailLanguage } from "../mail-language.server";
import { checkJsonValue, readJson } from "../errors.server";
import { inTenant, refuseImpersonation } from "../guards.server";

/*
 * devise_token_auth's endpoints with its response bodies (the clients read
 * them), hardened: rate-limited sign-in, redirects only to the tenant's own
 * hosts, every token dropped on a password change.
 */

type C = Context<ApiEnv>;

export const INVALID_CREDENTIALS = "Invalid login credentials. Please try again.";
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Try again later.";
export const RESET_INSTRUCTIONS_SENT =
  "If your e-mail address exists in our database, you will receive a password recovery link at your e-mail address in a few minutes.";
export const PASSWORD_UPDATED = "Your password has been successfully updated.";
export const MISSING_RESET_CREDENTIALS =
  "You must provide either the uid, client and accessToken or the resetPasswordToken";
const DEFAULT_CONFIRMED_REDIRECT = "/auth/login-1?confirmed=1";

export const authRoutes = new Hono<ApiEnv>();

authRoutes.post("/sign_in", async (c) => {
  // This endpoint answers with a fresh token itself; the middleware must not rotate it.
  c.set("skipTokenRotation", true);
  const body = await readBody(c);
  const email = text(body.email);
  const password = text(body.password);
  const { db, tenancy } = c.var;
  const now = c.var.deps.now();

  const keys = signInKeys({ tenantId: tenancy.tenant.id, email, ip: clientIp(c.req.raw.headers) });
  const throttle = await countSignInAttempt(db, keys, now);
  if (throttle.limited) {
    return c.json({ success: false, errors: [TOO_MANY_ATTEMPTS] }, 429, { "Retry-After": String(throttle.retryAfterSeconds) });
  }

  const found = email ? await inTenant(c, (tx) => findUserByEmail(tx, email)) : undefined;
  // Outside the transaction: the hash takes tens of milliseconds. An unknown
  // address hashes too, so neither the answer nor its timing tells them apart.
  const passwordRight = await verifyPassword(found?.passwordHash ?? null, password);
  if (!found || !passwordRight || !canSignIn(found, tenancy.tenant.flags)) {
    return c.json({ success: false, errors: [INVALID_CREDENTIALS] }, 401);
  }
  await signInSucceeded(db, keys);
  // Only now: telling "wrong center" before the password is right would confirm the account exists.
  if (tenancy.centerId && found.centerId !== tenancy.centerId) throw wrongCenter();

  const issued = await inTenant(c, (tx) => issueToken(tx, { tenantId: tenancy.tenant.id, userId: found.id, now }));
  setAuthHeaders(c, found.email, issued);
  return c.json({ data: authUserJson(found) });
});

authRoutes.delete("/sign_out", async (c) => {
  const { session, currentUser } = c.var;
  if (!session || !currentUser) {
    return c.json({ success: false, errors: ["User was not found or was not logged in."] }, 404);
  }
  c.set("skipTokenRotation", true);
  await inTenant(c, (tx) => revokeClient(tx, currentUser.id, session.row.client));
  return c.json({ success: true });
});

authRoutes.get("/validate_token", async (c) => {
  const currentUser = c.var.currentUser;
  if (!currentUser) return c.json({ success: false, errors: ["Invalid login credentials"] }, 401);
  const user = await inTenant(c, (tx) => userById(tx, currentUser.id));
  return c.json({ success: true, data: authUserJson(user) });
});

authRoutes.post("/password", async (c) => {
  const body = await readBody(c);
  const email = text(body.email);
  if (!email) {
    throw invalidAttribute("email", "blank", messages.required);
  }
  const { tenancy } = c.var;
  const now = c.var.deps.now();
  // The mail is in the account's own language (where the center offers it), else the asked one (decision 069).
  const languageOf = (recipientLocale: string | null) => mailLanguage(c, { asked: body.locale, recipientLocale });
  const resetPage = await inTenant(c, (tx) => resetPagesFor(c, tx, text(body.redirect_url)));
  // Past the limit nothing is mailed, and the answer stays the same: it must not tell who has an account.
  const throttle = await countMailAction(c.var.db, { action: "password_reset", tenantId: tenancy.tenant.id, recipient: email, ip: clientIp(c.req.raw.headers), now });
  if (!throttle.limited) {
    await inTenant(c, (tx) => requestPasswordReset(tx, { tenantId: tenancy.tenant.id, appName: tenancy.tenant.appName, email, languageOf, resetPage, now }));
  }
  return c.json({ success: true, message: RESET_INSTRUCTIONS_SENT });
});

authRoutes.put("/password", async (c) => {
  const body = await readBody(c);
  const resetToken = text(body.reset_password_token);
  const { session, currentUser, tenancy } = c.var;
  const now = c.var.deps.now();
  if (!session && !resetToken) {
    const triedHeaders = c.req.header("uid") && c.req.header("client") && c.req.header("access-token");
    throw triedHeaders ? unauthorized() : new AppError({ status: 422, code: "missing_credentials", detail: MISSING_RESET_CREDENTIALS });
  }

  // A reset token proves the mailbox; without one, a signed-in change proves the password (devise's
  // check_current_password_before_update), and never in a session signed in as someone else.
  const signedInChange = !resetToken && session && currentUser;
  if (signedInChange) refuseImpersonation(c, "A password cannot be changed while signed in as its user.");

  const problems = passwordProblems(body.password, body.password_confirmation);
  if (problems.length > 0) {
    throw new AppError({
      status: 422,
      code: "invalid",
      detail: "The form contains errors",
      errors: problems.map((p) => ({ code: p.code, title: "Invalid attribute", detail: p.detail, source: { pointer: `/data/attributes/${p.field}` } })),
    });
  }
  const password = body.password as string;

  if (signedInChange) {
    await checkCurrentPassword(c, currentUser.id, text(body.current_password));
    c.set("skipTokenRotation", true);
    const { user, issued } = await inTenant(c, async (tx) => {
      await changePassword(tx, currentUser.id, password, now);
      // Every other device is signed out; this one carries on with a fresh token.
      const issued = await issueToken(tx, { tenantId: tenancy.tenant.id, userId: currentUser.id, client: session.row.client, now });
      return { user: await userById(tx, currentUser.id), issued };
    });
    setAuthHeaders(c, user.email, issued);
    return c.json({ success: true, data: authUserJson(user), message: PASSWORD_UPDATED });
  }

  const user = await inTenant(c, async (tx) => {
    const holder = await findUserByResetToken(tx, resetToken, now);
    if (!holder) throw invalidAttribute("reset_password_token", "invalid", apiMessages.linkInvalid);
    await changePassword(tx, holder.id, password, now);
    return userById(tx, holder.id);
  });
  return c.json({ success: true, data: authUserJson(user), message: PASSWORD_UPDATED });
});

authRoutes.get("/confirmation", async (c) => {
  const token = c.req.query("confirmation_token") ?? "";
  const redirectUrl = c.req.query("redirect_url");
  const now = c.var.deps.now();
  // A read that writes (the confirmation): a page's shared transaction that rolled it back fails the page (decision 053).
  const confirmation = async (tx: Tx) => {
    const target = redirectUrl ? await ownRedirectOrFail(c, tx, redirectUrl, "redirect_url") : null;
    // An invitation is accepted on the /confirm page, where the invited user chooses a password.
    if (await isInvitationToken(tx, token, now)) return new URL(`/confirm?confirmation_token=${encodeURIComponent(token)}`, c.req.url);
    const user = await confirmUser(tx, token, now, { withPasswordOnly: true });
    if (!user) {
      throw new AppError({ status: 422, code: "invalid_token", detail: apiMessages.linkInvalid, source: { parameter: "confirmation_token" } });
    }
    return target;
  };
  const target = await inTenant(c, confirmation, { writes: true });
  return c.redirect(target?.href ?? DEFAULT_CONFIRMED_REDIRECT, 302);
});

/** The signed-in user's current password, throttled like sign-in; 422 on `current_password` when wrong. */
async function checkCurrentPassword(c: C, userId: string, password: string) {
  const user = await inTenant(c, (tx) => userById(tx, userId));
  const keys = signInKeys({ tenantId: c.var.tenancy.tenant.id, email: user.email, ip: clientIp(c.req.raw.headers) });
  const throttle = await countSignInAttempt(c.var.db, keys, c.var.deps.now());
  if (throttle.limited) throw new AppError({ status: 429, code: "too_many_attempts", detail: TOO_MANY_ATTEMPTS });
  if (!password || !(await verifyPassword(user.passwordHash, password))) {
    throw invalidAttribute("current_password", password ? "invalid" : "blank", password ? apiMessages.passwordIncorrect : messages.required);
  }
  await signInSucceeded(c.var.db, keys);
}

function setAuthHeaders(c: C, uid: string, issued: IssuedToken) {
  for (const [name, value] of Object.entries(authHeaders(uid, issued))) c.header(name, value);
}

async function userById(tx: Tx, id: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

/** devise_token_auth clients post JSON; plain HTML forms post form-encoded. */
async function readBody(c: C): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError({ status: 400, code: "malformed_body", title: "Bad request", detail: "The form body cannot be read." });
    }
    const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
    checkJsonValue(fields);
    return fields;
  }
  const json = await readJson(c);
  return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function invalidAttribute(field: string, code: string, detail: string) {
  return new AppError({ status: 422, code, title: "Invalid attribute", detail, source: { pointer: `/data/attributes/${field}` } });
}

type AllowedHosts = { names: string[]; centerHost: string | undefined };

/** The origin of this request when it is one of the tenant's hosts, else the center's own host. */
function tenantOrigin(c: C, allowed: AllowedHosts): string {
  const url = new URL(c.req.url);
  const host = c.req.header("host") ?? url.host;
  const forwardedProto = config.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const protocol = forwardedProto === "https" || forwardedProto === "http" ? `${forwardedProto}:` : url.protocol;
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  if (allowed.names.includes(hostname) || !allowed.centerHost) return `${protocol}//${host}`;
  return `https://${allowed.centerHost}`;
}

/** The address of this website for links in mail: the request's own host when it is the tenant's, else the center's. */
export async function siteOrigin(c: C, tx: Tx): Promise<string> {
  return tenantOrigin(c, await allowedHostsOf(c, tx));
}

async function allowedHostsOf(c: C, tx: Tx): Promise<AllowedHosts> {
  const { tenant, centerId } = c.var.tenancy;
  const rows = await tenantHosts(tx, tenant.id);
  return {
    // A tenant reached through a wildcard subdomain need not be in the hosts table.
    names: [...rows.map((row) => row.host), `${tenant.slug}.${config.baseDomain}`.toLowerCase()],
    centerHost: (rows.find((row) => row.centerId === centerId) ?? rows[0])?.host,
  };
}

async function ownRedirectOrFail(c: C, tx: Tx, raw: string, field: string): Promise<URL> {
  const allowed = await allowedHostsOf(c, tx);
  const url = ownRedirectUrl(raw, allowed.names, tenantOrigin(c, allowed));
  if (!url) {
    throw new AppError({
      status: 422,
      code: "invalid_redirect_url",
      title: "Invalid attribute",
      detail: apiMessages.redirectNotOwn,
      source: c.req.method === "GET" ? { parameter: field } : { pointer: `/data/attributes/${field}` },
    });
  }
  return url;
}

/**
 * Where the mailed link points: redirect_url (own hosts only) when given — a
 * bare origin gets the reset page's path — else the reset page on this host;
 * the reset page in the mail's language.
 */
async function resetPagesFor(c: C, tx: Tx, redirectUrl: string): Promise<(language: Language) => URL> {
  const resetPath = (language: Language) => localizedPath("/auth/reset", language);
  if (redirectUrl) {
    // Checked before anyone is looked up: a wrong redirect_url is refused whether or not the account exists.
    const url = await ownRedirectOrFail(c, tx, redirectUrl, "redirect_url");
    return (language) => {
      const page = new URL(url);
      if (page.pathname === "/") page.pathname = resetPath(language);
      return page;
    };
  }
  const origin = tenantOrigin(c, await allowedHostsOf(c, tx));
  return (language) => new URL(resetPath(language), origin);
}

import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { AppError, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { deleteOwnAccount } from "~/modules/account/deletion.server";
import { confirmEmailChange, EMAIL_CHANGE_VALID_MS, requestEmailChange } from "~/modules/account/email-change.server";
import { exportAccount } from "~/modules/account/export.server";
import { alreadyRegisteredMail, emailChangeNoticeMail, emailTakenMail } from "~/modules/account/mails.server";
import { countSignupAttempt } from "~/modules/account/rate-limit.server";
import { registerVolunteer } from "~/modules/account/registration.server";
import { listProfileReplies, markProfileRepliesRead, type ProfileReply, type ReplyPerson } from "~/modules/account/replies.server";
import {
  DeleteAccountBodySchema,
  EmailChangeBodySchema,
  EmailConfirmBodySchema,
  ReadRepliesBodySchema,
  RegistrationBodySchema,
  SettingsBodySchema,
} from "~/modules/account/schema";
import { verifyPassword, hashPassword } from "~/modules/auth/password.server";
import { passwordProblems } from "~/modules/auth/password-policy";
import { clientIp, countSignInAttempt, signInKeys, signInSucceeded } from "~/modules/auth/rate-limit.server";
import { authHeaders, issueToken, revokeAllTokens } from "~/modules/auth/tokens.server";
import type { Tx } from "~/modules/db/client.server";
import { users, type NotificationSettings } from "~/modules/db/schema";
import type { Language } from "~/modules/i18n/languages";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { countMailAction } from "~/modules/mail/throttle.server";
import { localizedPath } from "~/middleware/paths";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { removeFiles } from "~/modules/media/uploads.server";
import { appearanceAttributes, pickAppearance } from "~/modules/theme/appearance";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import type { UserRow } from "~/modules/users/current-user.server";
import { organizationResource } from "~/modules/organizations/transformers.server";
import { ownVolunteerProfileResource } from "~/modules/volunteer-pool/transformers.server";
import type { ApiEnv } from "../context.server";
import { readJson, tooManyRequests } from "../errors.server";
import { inTenant, refuseImpersonation, requireUser } from "../guards.server";
import { jsonApi, listDocument } from "../jsonapi.server";
import { attr, defineResource, s } from "../resource.server";
import { mailLanguage, requireOfferedLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";

/*
 * The volunteer's own account: signing up, settings, changing the e-mail
 * address, the data download, profile replies and deleting the account.
 * devise_token_auth registers with `POST /auth`; here it is a JSON:API call.
 */
export const accountRoutes = new Hono<ApiEnv>();

type C = Context<ApiEnv>;

export const SIGNUP_ACCEPTED = "If the address can be used, we sent a mail to it with the next step.";

const invalid = (code: string, detail: string, pointer: string) =>
  new AppError({ status: 422, code, title: "Invalid attribute", detail, source: { pointer } });

async function ownRow(c: C): Promise<UserRow> {
  const user = requireUser(c);
  const row = await inTenant(c, (tx) => tx.select().from(users).where(eq(users.id, user.id)).limit(1));
  if (!row[0]) throw notFound();
  return row[0];
}

/**
 * The current password, for the writes that need it. Wrong guesses count
 * against the account like failed sign-ins (docs/decisions/002), so a stolen
 * session cannot guess it at speed.
 */
async function checkPassword(c: C, user: UserRow, password: string, pointer: string) {
  const keys = signInKeys({ tenantId: c.var.tenancy.tenant.id, email: user.email, ip: clientIp(c.req.raw.headers) });
  const throttle = await countSignInAttempt(c.var.db, keys, c.var.deps.now());
  if (throttle.limited) {
    throw new AppError({ status: 429, code: "too_many_attempts", detail: "Too many attempts. Try again later." });
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalid("invalid_password", apiMessages.passwordIncorrect, pointer);
  await signInSucceeded(c.var.db, keys);
}

async function pageLink(c: C, tx: Tx, path: string, language: Language, query: Record<string, string> = {}) {
  const url = new URL(localizedPath(path, language), await siteOrigin(c, tx));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

// ── Sign-up ─────────────────────────────────────────────────────────────────

/**
 * Sign up as a volunteer. The answer is the same whether or not the address
 * already has an account (no enumeration): its owner gets a mail instead.
 */
accountRoutes.post("/registrations", async (c) => {
  const now = c.var.deps.now();
  const throttle = await countSignupAttempt(c.var.db, clientIp(c.req.raw.headers), now);
  if (throttle.limited) throw tooManyRequests(c, throttle.retryAfterSeconds, "Too many sign-ups from this address. Try again later.", "too_many_attempts");
  const { attributes } = RegistrationBodySchema.parse(await readJson(c)).data;
  const problems = passwordProblems(attributes.password, attributes.password_confirmation);
  if (problems.length > 0) {
    throw new AppError({
      status: 422,
      code: "invalid",
      detail: "The form contains errors",
      errors: problems.map((p) => ({ code: p.code, title: "Invalid attribute", detail: p.detail, source: { pointer: `/data/attributes/${p.field}` } })),
    });
  }
  // A language of the account's own must be one the center offers (decision 077); before the mail throttle, which is per address.
  requireOfferedLanguage(c, attributes.locale);
  const { tenant, centerId } = c.var.tenancy;
  if (!centerId) throw new AppError({ status: 422, code: "no_center", detail: apiMessages.noCenter });
  // A few mails an hour to one address at most; past that the same answer, and no mail (issue 18).
  const mails = await countMailAction(c.var.db, { action: "registration", tenantId: tenant.id, recipient: attributes.email, ip: clientIp(c.req.raw.headers), now });
  if (mails.limited) return jsonApi(c, { meta: { message: SIGNUP_ACCEPTED } }, 202);
  const language = mailLanguage(c, { asked: attributes.locale });
  // Outside the transaction: argon2 takes tens of milliseconds. Always, so an existing address answers no faster.
  const passwordHash = await hashPassword(attributes.password);
  await inTenant(c, async (tx) => {
    const outcome = await registerVolunteer(tx, {
      tenantId: tenant.id,
      centerId,
      email: attributes.email,
      firstName: attributes.first_name,
      lastName: attributes.last_name,
      passwordHash,
      locale: attributes.locale ?? null,
      now,
    });
    if (outcome.kind === "repeated") return;
    if (outcome.kind === "exists") {
      const ownLanguage = mailLanguage(c, { recipientLocale: outcome.user.locale });
      const mail = alreadyRegisteredMail(ownLanguage, {
        appName: tenant.appName,
        firstName: outcome.user.firstName,
        loginLink: await pageLink(c, tx, "/auth/login-1", ownLanguage),
        recoverLink: await pageLink(c, tx, "/auth/recover", ownLanguage),
      });
      await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: outcome.user.email, ...mail });
      return;
    }
    const link = await pageLink(c, tx, "/confirm", language, { confirmation_token: outcome.confirmationToken });
    // The name was typed by whoever signed up, maybe not the owner of the address: the mail greets no one by it.
    const mail = await composeMail(tx, {
      tenantId: tenant.id,
      centerId: c.var.tenancy.centerId,
      kind: templates.accountConfirmation,
      language,
      values: { appName: tenant.appName, firstName: "", link },
    });
    if (mail) await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: outcome.user.email, ...mail, secrets: [outcome.confirmationToken] });
  });
  return jsonApi(c, { meta: { message: SIGNUP_ACCEPTED } }, 202);
});

// ── Settings ────────────────────────────────────────────────────────────────

function settingsDocument(c: C, user: UserRow) {
  const notifications: NotificationSettings = user.notificationSettings ?? {};
  return {
    data: {
      type: "account_settings",
      id: user.id,
      attributes: {
        locale: user.locale,
        languages_available: featuresOf(c.var.tenancy).i18n,
        pending_email: user.unconfirmedEmail,
        notification_settings: {
          application_updates: notifications.applicationUpdates ?? true,
          new_vacancies: notifications.newVacancies ?? true,
          newsletter: notifications.newsletter ?? true,
          new_messages: notifications.newMessages ?? true,
        },
        appearance: appearanceAttributes(user.appearance),
      },
    },
  };
}

accountRoutes.get("/account/settings", async (c) => jsonApi(c, settingsDocument(c, await ownRow(c))));

/** Language, notification and appearance choices; keys left out keep their value. */
accountRoutes.patch("/account/settings", async (c) => {
  const user = await ownRow(c);
  const body = SettingsBodySchema.parse(await readJson(c));
  // A new choice must be one the center offers (decision 077); a language kept from before stays until changed.
  requireOfferedLanguage(c, body.locale);
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: c.var.deps.now() };
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.notification_settings) {
    const given = body.notification_settings;
    changes.notificationSettings = {
      ...user.notificationSettings,
      ...(given.application_updates !== undefined ? { applicationUpdates: given.application_updates } : {}),
      ...(given.new_vacancies !== undefined ? { newVacancies: given.new_vacancies } : {}),
      ...(given.newsletter !== undefined ? { newsletter: given.newsletter } : {}),
      ...(given.new_messages !== undefined ? { newMessages: given.new_messages } : {}),
    };
  }
  if (body.appearance) {
    const given = body.appearance;
    changes.appearance = pickAppearance({
      ...user.appearance,
      ...(given.color_mode !== undefined ? { colorMode: given.color_mode } : {}),
      ...(given.shape !== undefined ? { shape: given.shape } : {}),
      ...(given.font_size !== undefined ? { fontSize: given.font_size } : {}),
    });
  }
  const [updated] = await inTenant(c, (tx) => tx.update(users).set(changes).where(eq(users.id, user.id)).returning());
  return jsonApi(c, settingsDocument(c, updated!));
});

// ── Changing the e-mail address ─────────────────────────────────────────────

/**
 * Asks for the current password; the new address gets a link, the old one a
 * notice. An address that has an account already answers the same (its owner
 * is told instead), so this call tells nobody which addresses are taken.
 */
accountRoutes.post("/account/email_change", async (c) => {
  const user = await ownRow(c);
  refuseImpersonation(c, "An e-mail address cannot be changed while signed in as its user.");
  const body = EmailChangeBodySchema.parse(await readJson(c));
  await checkPassword(c, user, body.current_password, "/current_password");
  const { tenant } = c.var.tenancy;
  const now = c.var.deps.now();
  const language = mailLanguage(c, { recipientLocale: user.locale });
  await inTenant(c, async (tx) => {
    const request = await requestEmailChange(tx, { tenantId: tenant.id, user, email: body.email, now });
    if (request.kind === "same") throw invalid("same_email", apiMessages.sameEmail, "/email");
    if (request.kind === "taken") {
      await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: body.email, ...emailTakenMail(language, { appName: tenant.appName }) });
    } else {
      const link = await pageLink(c, tx, "/profile-edit/email", language, { token: request.token });
      const days = Math.round(EMAIL_CHANGE_VALID_MS / 86_400_000);
      const mail = await composeMail(tx, {
        tenantId: tenant.id,
        centerId: c.var.tenancy.centerId,
        kind: templates.emailChange,
        language,
        values: { appName: tenant.appName, firstName: user.firstName, link, days },
      });
      if (mail) await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: body.email, ...mail, secrets: [request.token] });
    }
    const notice = emailChangeNoticeMail(language, { appName: tenant.appName, firstName: user.firstName, newEmail: body.email.trim().toLowerCase() });
    await enqueueMail(tx, { tenantId: tenant.id, centerId: c.var.tenancy.centerId, to: user.email, ...notice });
  });
  return jsonApi(c, { meta: { pending_email: body.email.trim().toLowerCase() } }, 202);
});

/**
 * The link in the mail, opened by the signed-in user it was sent to: the
 * address changes now. Other devices are signed out; this one continues with
 * a token for the new address (the uid of devise_token_auth is the e-mail).
 */
accountRoutes.post("/account/email_change/confirm", async (c) => {
  const user = requireUser(c);
  const { token } = EmailConfirmBodySchema.parse(await readJson(c));
  const { tenant } = c.var.tenancy;
  const now = c.var.deps.now();
  const session = c.var.session!;
  const outcome = await inTenant(c, async (tx) => {
    const result = await confirmEmailChange(tx, { tenantId: tenant.id, userId: user.id, token, now });
    if (result.kind !== "changed") return result;
    await revokeAllTokens(tx, user.id, session.row.client);
    const issued = await issueToken(tx, { tenantId: tenant.id, userId: user.id, client: session.row.client, now });
    return { ...result, issued };
  });
  if (outcome.kind === "invalid") throw invalid("invalid_token", apiMessages.linkInvalid, "/token");
  if (outcome.kind === "taken") throw invalid("taken", apiMessages.emailTaken, "/email");
  c.set("skipTokenRotation", true);
  for (const [name, value] of Object.entries(authHeaders(outcome.user.email, outcome.issued))) c.header(name, value);
  return jsonApi(c, { meta: { email: outcome.user.email } });
});

// ── The data download (GDPR art. 15 and 20) ────────────────────────────────

accountRoutes.get("/account/export", async (c) => {
  const user = await ownRow(c);
  const file = await inTenant(c, (tx) => exportAccount(tx, user, c.var.deps.now()));
  // A JSON:API document like every answer; the download page hands the attributes over as the file.
  return jsonApi(c, { data: { type: "account_exports", id: user.id, attributes: file } });
});

// ── Replies to the volunteer's profile ─────────────────────────────────────

const fullName = (person: ReplyPerson) => [person.firstName, person.lastName].filter(Boolean).join(" ");

/**
 * The sender and the volunteer of a reply, as `users` of their own view: the volunteer may not read the sender's
 * account (the users resource shows a volunteer only themselves), so an include gives the name the reply shows anyway.
 */
const replyPersonResource = defineResource<ReplyPerson>({
  type: "users",
  name: "reply_persons",
  description:
    "The sender or the volunteer of a volunteer profile reply: the name only (no e-mail, phone or other account data), as the reply shows it anyway.",
  attributes: {
    id: attr(s.id),
    firstName: attr(s.text),
    lastName: attr(s.text),
    fullName: attr(s.text, fullName),
    name: attr(s.text, fullName),
  },
});

type ProfileReplyView = ProfileReply & { volunteer: ReplyPerson };

const profileReplyResource = defineResource<ProfileReplyView>({
  type: "volunteer_profile_replies",
  description:
    "A reply of an organization to the signed-in volunteer's profile (spec §3 Volunteer profile reply), newest first; `meta.unread` counts the unread ones. Relationships: `sender_user` (the user who sent it, null once that account is gone; `sender` stays the sender's name and `sender_id` the id, for clients of before — JSON:API lets a relationship not share the attribute's name), `volunteer` (the signed-in user it was sent to; `volunteer_id` stays too), `volunteer_profile` and `organization` (identifiers only). `include=sender_user,volunteer` includes those two as `users` with their names only.",
  attributes: {
    id: attr(s.id),
    volunteerProfileId: attr(s.optionalUuid),
    volunteerId: attr(s.uuid),
    organizationId: attr(s.optionalUuid),
    organizationName: attr(s.optionalText),
    senderId: attr(s.optionalUuid),
    sender: attr(s.optionalText, (r) => r.senderName),
    body: attr(s.text),
    readAt: attr(s.timestamp),
    createdAt: attr(s.timestamp),
  },
  relationships: {
    senderUser: { resource: () => replyPersonResource, get: (r) => r.sender },
    volunteer: { resource: () => replyPersonResource, get: (r) => r.volunteer },
    // Identifiers only (decision 070): the ids are on the row, the resources never included.
    volunteerProfile: { resource: () => ownVolunteerProfileResource, get: () => undefined, linkage: (r) => r.volunteerProfileId },
    organization: { resource: () => organizationResource, get: () => undefined, linkage: (r) => r.organizationId },
  },
  includes: ["sender_user", "volunteer"],
  page: { defaultSize: 10, maxSize: 100 },
  paths: { collection: "/profile_replies" },
});

accountRoutes.get("/profile_replies", async (c) => {
  const user = requireUser(c);
  // The list has no filters: any is a 400 naming it.
  const { include, page, fields } = profileReplyResource.readListQuery(c);
  const { rows, total, unread } = await inTenant(c, (tx) => listProfileReplies(tx, { tenantId: c.var.tenancy.tenant.id, volunteerId: user.id, page }));
  // Every reply of the list is to the signed-in volunteer: their name is at hand.
  const volunteer: ReplyPerson = { id: user.id, firstName: user.firstName, lastName: user.lastName };
  const views = rows.map((row) => ({ ...row, volunteer }));
  return jsonApi(c, listDocument(c, views, profileReplyResource.transformer(), page, total, { include, fields, meta: { unread } }));
});

accountRoutes.post("/profile_replies/read", async (c) => {
  const user = requireUser(c);
  const { ids } = ReadRepliesBodySchema.parse(await readJson(c));
  const marked = await inTenant(c, (tx) => markProfileRepliesRead(tx, { tenantId: c.var.tenancy.tenant.id, volunteerId: user.id, ids, now: c.var.deps.now() }));
  return jsonApi(c, { meta: { marked } });
});

// ── Deleting one's own account (GDPR art. 17 and 19) ───────────────────────

/**
 * `DELETE /api/v1/current_user` with `{password}`: personal data erased in
 * one transaction, every session ended, the organizations that received the
 * data told. Not while signed in as someone else (impersonation).
 */
accountRoutes.delete("/current_user", async (c) => {
  const user = await ownRow(c);
  refuseImpersonation(c, "An account cannot be deleted while signed in as its user.");
  const { password } = DeleteAccountBodySchema.parse(await readJson(c));
  await checkPassword(c, user, password, "/password");
  const { tenant } = c.var.tenancy;
  const { files } = await inTenant(c, (tx) => deleteOwnAccount(tx, { tenantId: tenant.id, appName: tenant.appName, user, now: c.var.deps.now() }));
  await removeFiles(files);
  c.set("skipTokenRotation", true);
  return c.body(null, 204);
});

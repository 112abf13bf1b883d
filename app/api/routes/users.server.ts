import { Hono, type Context } from "hono";
import { z } from "zod";
import { AppError, forbidden, notFound } from "~/lib/app-error";
import { apiMessages } from "~/lib/api-messages";
import { issueConfirmationToken } from "~/modules/auth/confirmation.server";
import { hashPassword } from "~/modules/auth/password.server";
import { passwordProblems } from "~/modules/auth/password-policy";
import { localizedPath } from "~/middleware/paths";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { addRole, inviteUser, removeRole, requireCenterOrganizations, setMemberships, updateUser, type ProfileChanges } from "~/modules/users/commands.server";
import { canSignIn } from "~/modules/auth/sign-in-policy.server";
import { authHeaders, issueToken } from "~/modules/auth/tokens.server";
import { CENTER_ROLES, findUserByEmail, hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { alreadyRegisteredMail } from "~/modules/account/mails.server";
import { auditEntryResource, listAuditEntries, type AuditLogFilters } from "~/modules/users/audit-log.server";
import { impersonatorOf, signInAs } from "~/modules/users/impersonation.server";
import { acceptInvitation, findUserByConfirmationToken, needsPassword } from "~/modules/users/invitation.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { countUnread } from "~/modules/notifications/notifications.server";
import { grantableRoles, mayChangeRoles, mayManageAccount } from "~/modules/users/permissions";
import {
  ConfirmSchema,
  CurrentUserUpdateSchema,
  organizationIdsOf,
  organizationsPointer,
  type ProfileAttributesSchema,
  ROLE_VALUES,
  RoleChangeSchema,
  roleOf,
  SignInAsSchema,
  UserCreateSchema,
  UserUpdateSchema,
} from "~/modules/users/schema";
import type { Viewer } from "~/modules/organizations/organizations.server";
import type { UserFilters } from "~/modules/users/filters.server";
import { userResource, userTransformer } from "~/modules/users/transformers.server";
import { canListUsers, findUser, listUsers, userRecordOf, userVisibilityOf, withUserRelations, type UserResource } from "~/modules/users/users.server";
import type { ApiEnv } from "../context.server";
import { readJson } from "../errors.server";
import { mailLanguage, requireOfferedLanguage } from "../mail-language.server";
import { siteOrigin } from "./auth.server";
import { appearanceAttributes } from "~/modules/theme/appearance";
import { inTenant, requireRole, requireUser } from "../guards.server";
import { jsonApi, toDocument, listDocument } from "../jsonapi.server";

export const userRoutes = new Hono<ApiEnv>();

/** Spec §9: the admin user list asks for pages of 1000. */
const isUuid = (value: string | undefined): value is string => z.guid().safeParse(value).success;
const viewerOf = (c: Context<ApiEnv>): Viewer => ({ user: c.var.currentUser, centerId: c.var.tenancy.centerId });

userRoutes.get("/current_user", async (c) => {
  const user = requireUser(c);
  const { include } = userResource.readQuery(c);
  const tenantId = c.var.tenancy.tenant.id;
  const impersonatorId = c.var.session?.row.impersonatorId ?? null;
  // One transaction; the impersonator is only looked up during an impersonation.
  // The authentication already read the user's row and roles in this request (issue 10): answered from them,
  // unless the organizations are asked for too.
  const authenticated = c.var.currentUserRow;
  const fromAuthentication: UserResource | undefined =
    authenticated && !include.has("organizations")
      ? { ...userRecordOf(authenticated), ...(include.has("roles") ? { roles: user.roles.map((role) => ({ id: role, name: role })) } : {}) }
      : undefined;
  const { resource, impersonator, unreadNotifications } = await inTenant(c, async (tx) => {
    const row = fromAuthentication ? undefined : await findUser(tx, { tenantId, visibility: { kind: "self", selfId: user.id }, id: user.id });
    return {
      // organization_id: read by the authentication with the memberships (the first not deleted), no round trip.
      resource: fromAuthentication
        ? { ...fromAuthentication, organizationId: user.organizationId }
        : row
          ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include }))[0]
          : undefined,
      impersonator: impersonatorId ? await impersonatorOf(tx, impersonatorId) : null,
      // The toolbar bell's number, in the call every signed-in page makes anyway (issue 13): one indexed count.
      unreadNotifications: await countUnread(tx, { tenantId, userId: user.id }),
    };
  });
  if (!resource) throw notFound();
  // The user's own appearance (decision 048): every page's shell applies it, from the call it makes anyway.
  const meta = { unreadNotifications, appearance: appearanceAttributes(authenticated?.appearance), ...(impersonator ? { impersonatedBy: impersonator } : {}) };
  return jsonApi(c, toDocument(resource, userTransformer(), { include, meta }));
});

async function listHandler(c: Context<ApiEnv>) {
  const visibility = userVisibilityOf(requireUser(c));
  if (!canListUsers(visibility)) throw forbidden();
  const { include, filters, page, fields } = userResource.readListQuery<UserFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, async (tx) => {
    const found = await listUsers(tx, { tenantId, visibility, filters, page });
    return { rows: await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: found.rows, include }), total: found.total };
  });
  return jsonApi(c, listDocument(c, rows, userTransformer(), page, total, { include, fields }));
}

// The spec's client calls both `/users` and `/users/`.
userRoutes.get("/users", listHandler);
userRoutes.get("/users/", listHandler);

userRoutes.get("/users/:id", async (c) => {
  const visibility = userVisibilityOf(requireUser(c));
  const { include } = userResource.readQuery(c);
  const id = c.req.param("id");
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const resource = await inTenant(c, async (tx) => {
    const row = await findUser(tx, { tenantId, visibility, id });
    return row ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return jsonApi(c, toDocument(resource, userTransformer(), { include }));
});

// ── Writing calls of spec §7 ───────────────────────────────────────────────

/** A user the actor may see (else 404, also for another center or tenant), with roles loaded. */
async function findVisibleUser(c: Context<ApiEnv>, id: string | undefined) {
  const actor = requireUser(c);
  if (!isUuid(id)) throw notFound();
  const tenantId = c.var.tenancy.tenant.id;
  const resource = await inTenant(c, async (tx) => {
    const row = await findUser(tx, { tenantId, visibility: userVisibilityOf(actor), id });
    return row ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include: new Set(["roles"]) }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return { actor, target: resource, targetRoles: (resource.roles ?? []).map((r) => r.name) };
}

async function respondWithUser(c: Context<ApiEnv>, id: string, status: 200 | 201 = 200) {
  const tenantId = c.var.tenancy.tenant.id;
  const include = new Set<string>(["roles", "organizations"]);
  const resource = await inTenant(c, async (tx) => {
    const row = await findUser(tx, { tenantId, visibility: { kind: "self", selfId: id }, id });
    return row ? (await withUserRelations(tx, { tenantId, viewer: viewerOf(c), rows: [row], include }))[0] : undefined;
  });
  if (!resource) throw notFound();
  return jsonApi(c, toDocument(resource, userTransformer(), { include }), status);
}

/** Spec §7 POST /api/v1/users: invite a user by e-mail with roles (and organizations). */
userRoutes.post("/users", async (c) => {
  const actor = requireUser(c);
  const body = UserCreateSchema.parse(await readJson(c));
  const attributes = body.data.attributes;
  const granted = grantableRoles({ id: actor.id, roles: actor.roles }, ROLE_VALUES);
  if (granted.length === 0 || attributes.roles.some((role) => !granted.includes(role))) throw forbidden();
  const organizationIds = organizationIdsOf(attributes) ?? [];
  const isCenterRole = hasRole(actor, ...CENTER_ROLES);
  // An organization superuser invites people into their own organizations only.
  if (!isCenterRole && (organizationIds.length === 0 || organizationIds.some((id) => !actor.organizationIds.includes(id)))) throw forbidden();
  const { tenant, centerId } = c.var.tenancy;
  if (!centerId || actor.centerId !== centerId) throw forbidden();
  // The inviter chooses the invitation's language among the center's (decision 076); checked before the address, alike for every one.
  requireOfferedLanguage(c, attributes.locale);
  const language = mailLanguage(c, { asked: attributes.locale });
  // The answer must not tell whether an address has an account the inviter cannot see (issues 16 and 18): at
  // another partner center of the tenant for a center role, outside their organizations for an organization
  // superuser. Every such invitation answers 202 as one of a new address does; the owner is told by mail, as a
  // sign-up with a taken address does. Only an account of the inviter's own center, which a center role lists
  // anyway, is a 422.
  // Checked first: a refused invitation must be refused alike for every address.
  await inTenant(c, (tx) => requireCenterOrganizations(tx, { tenantId: tenant.id, centerId, organizationIds, pointer: organizationsPointer(attributes) }));
  const existing = await inTenant(c, (tx) => findUserByEmail(tx, attributes.email));
  if (existing && !(isCenterRole && existing.centerId === centerId)) {
    await inTenant(c, async (tx) => {
      const ownLanguage = mailLanguage(c, { recipientLocale: existing.locale });
      const mail = alreadyRegisteredMail(ownLanguage, {
        appName: tenant.appName,
        firstName: existing.firstName,
        loginLink: new URL(localizedPath("/auth/login-1", ownLanguage), await siteOrigin(c, tx)).href,
        recoverLink: new URL(localizedPath("/auth/recover", ownLanguage), await siteOrigin(c, tx)).href,
      });
      await enqueueMail(tx, { tenantId: tenant.id, centerId: existing.centerId, to: existing.email, ...mail });
    });
    return jsonApi(c, { meta: { message: INVITATION_ACCEPTED } }, 202);
  }
  await inTenant(c, async (tx) => {
    const invited = await inviteUser(tx, {
      tenantId: tenant.id,
      centerId,
      email: attributes.email,
      firstName: attributes.first_name,
      lastName: attributes.last_name,
      phoneNumber: attributes.phone_number,
      jobTitle: attributes.job_title,
      roles: attributes.roles,
      organizationIds,
      locale: attributes.locale ?? null,
      now: c.var.deps.now(),
    });
    // The page in the mail's language, as the account's own mails do (account.server.ts pageLink).
    const link = new URL(localizedPath("/confirm", language), await siteOrigin(c, tx));
    link.searchParams.set("confirmation_token", invited.confirmationToken);
    const mail = await composeMail(tx, {
      tenantId: tenant.id,
      centerId,
      kind: templates.accountInvitation,
      language,
      values: {
        appName: tenant.appName,
        firstName: attributes.first_name,
        link: link.href,
        inviter: [actor.firstName, actor.lastName].filter(Boolean).join(" ") || undefined,
      },
    });
    if (mail) await enqueueMail(tx, { tenantId: tenant.id, centerId, to: attributes.email, ...mail, secrets: [invited.confirmationToken] });
  });
  return jsonApi(c, { meta: { message: INVITATION_ACCEPTED } }, 202);
});

export const INVITATION_ACCEPTED = "The invitation is on its way, unless the address cannot be invited.";

/** Spec §7 PATCH /api/v1/current_user with `{user}`: one's own profile, nothing else. */
userRoutes.patch("/current_user", async (c) => {
  const actor = requireUser(c);
  const { user } = CurrentUserUpdateSchema.parse(await readJson(c));
  await inTenant(c, (tx) => updateUser(tx, { tenantId: c.var.tenancy.tenant.id, id: actor.id, changes: profileChanges(user) }));
  return respondWithUser(c, actor.id);
});

/**
 * Spec §7 PATCH /api/v1/users/{id}: the profile; the status only by the people who run the center; the
 * organizations (`organization_ids`, or `organization_id` for one) as membershipChange allows.
 */
userRoutes.patch("/users/:id", async (c) => {
  const { actor, target, targetRoles } = await findVisibleUser(c, c.req.param("id"));
  const body = UserUpdateSchema.parse(await readJson(c));
  if (body.data.id && body.data.id !== target.id) {
    throw new AppError({ status: 409, code: "id_mismatch", detail: apiMessages.idMismatch, source: { pointer: "/data/id" } });
  }
  const { status, organization_ids, organization_id, ...profile } = body.data.attributes;
  const isSelf = actor.id === target.id;
  const managesAccount = mayManageAccount({ id: actor.id, roles: actor.roles }, { id: target.id, roles: targetRoles });
  if (status !== undefined && !managesAccount) throw forbidden();
  if (!isSelf && !managesAccount && !hasRole(actor, "organization_superuser")) throw forbidden();
  const memberships = { organization_ids, organization_id };
  const organizationIds = organizationIdsOf(memberships);
  const within = organizationIds === undefined ? undefined : membershipChange(actor, { id: target.id, roles: targetRoles }, organizationIds);
  const tenantId = c.var.tenancy.tenant.id;
  await inTenant(c, async (tx) => {
    if (organizationIds !== undefined) {
      await requireCenterOrganizations(tx, { tenantId, centerId: target.centerId, organizationIds, pointer: organizationsPointer(memberships) });
      await setMemberships(tx, { tenantId, userId: target.id, organizationIds, within: within?.organizationIds });
    }
    await updateUser(tx, { tenantId, id: target.id, changes: { ...profileChanges(profile), ...(status ? { status } : {}) } });
  });
  return respondWithUser(c, target.id);
});

/**
 * Who may change a user's organizations, as POST invites into them: the people who run the center any of the
 * center's organizations (an admin's only an admin); an organization superuser only their own organizations —
 * at least one, never a center role's, the user's other memberships left alone (`within`); nobody else.
 */
function membershipChange(actor: CurrentUser, target: { id: string; roles: string[] }, organizationIds: string[]): { organizationIds?: string[] } {
  if (hasRole(actor, ...CENTER_ROLES)) {
    if (actor.id !== target.id && !mayManageAccount({ id: actor.id, roles: actor.roles }, target)) throw forbidden();
    return {};
  }
  const runsCenter = target.roles.some((role) => (CENTER_ROLES as string[]).includes(role));
  if (!hasRole(actor, "organization_superuser") || runsCenter) throw forbidden();
  if (organizationIds.length === 0 || organizationIds.some((id) => !actor.organizationIds.includes(id))) throw forbidden();
  return { organizationIds: actor.organizationIds };
}

/** Spec §7 DELETE /api/v1/users/{id}: the account is archived and loses every session. */
userRoutes.delete("/users/:id", async (c) => {
  const { actor, target, targetRoles } = await findVisibleUser(c, c.req.param("id"));
  if (!mayManageAccount({ id: actor.id, roles: actor.roles }, { id: target.id, roles: targetRoles })) throw forbidden();
  await inTenant(c, (tx) => updateUser(tx, { tenantId: c.var.tenancy.tenant.id, id: target.id, changes: { status: "archived" } }));
  return c.body(null, 204);
});

async function changeRole(c: Context<ApiEnv>, change: "add" | "remove") {
  const { actor, target, targetRoles } = await findVisibleUser(c, c.req.param("id"));
  const role = roleOf(RoleChangeSchema.parse(await readJson(c)));
  if (!mayChangeRoles({ id: actor.id, roles: actor.roles }, { id: target.id, roles: targetRoles }, role, ROLE_VALUES)) throw forbidden();
  const tenantId = c.var.tenancy.tenant.id;
  await inTenant(c, (tx) => (change === "add" ? addRole(tx, { tenantId, userId: target.id, role }) : removeRole(tx, { tenantId, userId: target.id, role })));
  return respondWithUser(c, target.id);
}

userRoutes.put("/users/:id/add_role", (c) => changeRole(c, "add"));
userRoutes.delete("/users/:id/remove_role", (c) => changeRole(c, "remove"));

/** Spec §7: a fresh confirmation link for a user who has not confirmed yet. */
userRoutes.post("/users/:id/resend_confirmation_instructions", async (c) => {
  const { actor, target } = await findVisibleUser(c, c.req.param("id"));
  if (actor.id !== target.id && !hasRole(actor, ...CENTER_ROLES, "organization_superuser")) throw forbidden();
  if (target.confirmedAt) {
    throw new AppError({ status: 422, code: "already_confirmed", detail: apiMessages.alreadyConfirmed });
  }
  const { tenant } = c.var.tenancy;
  await inTenant(c, async (tx) => {
    // The account's own language, where it has one: the one asking may be someone else (a center role).
    const language = mailLanguage(c, { recipientLocale: (await findUserByEmail(tx, target.email))?.locale });
    const token = await issueConfirmationToken(tx, target.id, c.var.deps.now());
    const link = new URL(localizedPath("/confirm", language), await siteOrigin(c, tx));
    link.searchParams.set("confirmation_token", token);
    const mail = await composeMail(tx, {
      tenantId: tenant.id,
      centerId: target.centerId,
      kind: target.status === "invited" ? templates.accountInvitation : templates.accountConfirmation,
      language,
      values: { appName: tenant.appName, firstName: target.firstName, lastName: target.lastName, gender: target.gender, link: link.href },
    });
    if (mail) await enqueueMail(tx, { tenantId: tenant.id, centerId: target.centerId, to: target.email, ...mail, secrets: [token] });
  });
  return jsonApi(c, { meta: { sent: true } });
});

/**
 * Whether a confirmation link is still good and what confirming needs, without
 * spending it: the /confirm page shows an invited user the password form first.
 */
userRoutes.get("/confirm", async (c) => {
  const token = c.req.query("confirmation_token") ?? "";
  const user = await inTenant(c, (tx) => findUserByConfirmationToken(tx, token, c.var.deps.now()));
  if (!user) throw invalidConfirmationToken();
  // What the link is good for, not a resource: meta only (the token stays unspent).
  return jsonApi(c, { meta: { needs_password: needsPassword(user), first_name: user.firstName, email: user.email } });
});

/**
 * Spec §7 POST /api/v1/confirm with `confirmation_token` (public: the link in
 * the e-mail). An invited user has no password: they send `password`,
 * `password_confirmation` and `accept_terms`, become active and are signed in
 * (auth headers in the answer). Others are confirmed and sign in themselves.
 */
userRoutes.post("/confirm", async (c) => {
  const body = ConfirmSchema.parse(await readJson(c));
  const token = body.confirmation_token;
  const now = c.var.deps.now();
  const holder = await inTenant(c, (tx) => findUserByConfirmationToken(tx, token, now));
  if (!holder) throw invalidConfirmationToken();
  let passwordHash: string | null = null;
  if (needsPassword(holder)) {
    const problems: Array<{ field: string; code: string; detail: string }> = passwordProblems(body.password, body.password_confirmation);
    if (body.accept_terms !== true) problems.push({ field: "accept_terms", code: "accepted", detail: apiMessages.acceptTerms });
    if (problems.length > 0) {
      throw new AppError({
        status: 422,
        code: "invalid",
        detail: "The form contains errors",
        errors: problems.map((p) => ({ code: p.code, title: "Invalid attribute", detail: p.detail, source: { pointer: `/${p.field}` } })),
      });
    }
    // Outside the transaction: hashing takes tens of milliseconds.
    passwordHash = await hashPassword(body.password!);
  } else if (body.password !== undefined) {
    throw new AppError({ status: 422, code: "password_already_set", detail: apiMessages.passwordAlreadySet, source: { pointer: "/password" } });
  }
  const { tenant } = c.var.tenancy;
  const result = await inTenant(c, async (tx) => {
    const user = await acceptInvitation(tx, { token, passwordHash, now });
    if (!user) return null;
    const issued = passwordHash && canSignIn(user, tenant.flags) ? await issueToken(tx, { tenantId: tenant.id, userId: user.id, now }) : null;
    return { user, issued };
  });
  if (!result) throw invalidConfirmationToken();
  if (result.issued) {
    c.set("skipTokenRotation", true);
    for (const [name, value] of Object.entries(authHeaders(result.user.email, result.issued))) c.header(name, value);
  }
  return jsonApi(c, toDocument(result.user, userTransformer(), { meta: { signedIn: result.issued !== null } }));
});

const invalidConfirmationToken = () =>
  new AppError({ status: 422, code: "invalid_token", detail: apiMessages.linkInvalid, source: { pointer: "/confirmation_token" } });

/** The audit log of the center's tenant, newest first (admins only): who did what to whom and when. */
userRoutes.get("/audit_log", async (c) => {
  const admin = requireRole(c, "admin");
  const { filters, page, fields } = auditEntryResource.readListQuery<AuditLogFilters>(c);
  const tenantId = c.var.tenancy.tenant.id;
  const { rows, total } = await inTenant(c, (tx) => listAuditEntries(tx, { tenantId, centerId: admin.centerId, filters, page }));
  return jsonApi(c, listDocument(c, rows, auditEntryResource.transformer(), page, total, { fields }));
});

function profileChanges(attributes: z.infer<typeof ProfileAttributesSchema>): ProfileChanges {
  const changes: ProfileChanges = {};
  if (attributes.first_name !== undefined) changes.firstName = attributes.first_name;
  if (attributes.last_name !== undefined) changes.lastName = attributes.last_name;
  if (attributes.phone_number !== undefined) changes.phoneNumber = attributes.phone_number;
  if (attributes.job_title !== undefined) changes.jobTitle = attributes.job_title;
  if (attributes.gender !== undefined) changes.gender = attributes.gender;
  if (attributes.digest_days !== undefined) changes.digestDays = attributes.digest_days;
  return changes;
}

/**
 * Spec §6/§7 POST /api/v1/sign_in_as_user `{user_id}`: admins only, never as
 * another admin, within their own center; audited; answers with the target's
 * auth headers (the UI keeps the admin's own session to return to).
 */
userRoutes.post("/sign_in_as_user", async (c) => {
  const admin = requireRole(c, "admin");
  const body = SignInAsSchema.parse(await readJson(c));
  const targetId = "user_id" in body ? body.user_id : body.data.attributes.user_id;
  const { target, targetRoles } = await findVisibleUser(c, targetId);
  if (target.id === admin.id || targetRoles.includes("admin")) throw forbidden();
  const { tenant } = c.var.tenancy;
  const row = await inTenant(c, (tx) => findUserByEmail(tx, target.email));
  if (!row || !canSignIn(row, tenant.flags)) {
    throw new AppError({ status: 422, code: "cannot_sign_in", detail: apiMessages.cannotSignIn });
  }
  const issued = await inTenant(c, (tx) => signInAs(tx, { tenantId: tenant.id, adminId: admin.id, targetId: target.id, now: c.var.deps.now() }));
  c.set("skipTokenRotation", true);
  for (const [name, value] of Object.entries(authHeaders(row.email, issued))) c.header(name, value);
  return jsonApi(c, toDocument(row, userTransformer()));
});

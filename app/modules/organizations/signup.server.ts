import { eq } from "drizzle-orm";
import { issueConfirmationToken } from "~/modules/auth/confirmation.server";
import { rateLimitKey } from "~/modules/auth/rate-limit.server";
import type { Tx } from "~/modules/db/client.server";
import {
  addresses,
  nonProfitProfiles,
  organizationMemberships,
  organizations,
  rateLimits,
  userRoles,
  users,
  volunteerCenters,
} from "~/modules/db/schema";
import { localizedPath } from "~/middleware/paths";
import { defaultLanguage, type Language } from "~/modules/i18n/languages";
import { centerMailLanguage } from "~/modules/mail/language.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { centerStaff } from "~/modules/users/center-staff.server";
import { findUserByEmail } from "~/modules/users/current-user.server";
import { templates } from "~/modules/notification-templates/catalogue.server";
import { composeMail } from "~/modules/notification-templates/templates.server";
import { notifyOrganizationSignup } from "~/modules/notifications/events.server";
import { existingAccountMail } from "./signup-mails.server";
import type { OrganizationSignupInput } from "./signup-schema";

/*
 * The public organization signup (spec §2): a pending organization on the
 * host's center and its first user, an organization superuser who confirms
 * the e-mail address. The answer is the same whatever happened, so nobody
 * learns from it whether an address has an account.
 */

export type SignupOutcome = "created" | "existing_account" | "replayed";

/** Signups per address and per client IP in a window of the rate-limit table (decision 002). */
export const SIGNUP_LIMIT_PER_ADDRESS = 5;
export const SIGNUP_LIMIT_PER_IP = 20;

/** The signup's counters in the rate-limit table: per address (in the tenant) and per IP. */
export function signupThrottleCounters(input: { tenantId: string; email: string; ip: string }) {
  return [
    { key: rateLimitKey("organization_signup:account", input.tenantId, input.email.trim().toLowerCase()), limit: SIGNUP_LIMIT_PER_ADDRESS },
    { key: rateLimitKey("organization_signup:ip", input.ip), limit: SIGNUP_LIMIT_PER_IP },
  ];
}

/**
 * Claims the idempotency key inside the signup's own transaction: a second
 * submit with the same key waits for the first and then finds it taken, and a
 * signup that fails releases it with its rollback. The rate-limit table holds
 * it (hashed) for its window: a double submit comes seconds apart, and the
 * organizations table has no column for it.
 */
async function claimIdempotencyKey(tx: Tx, tenantId: string, key: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(rateLimits)
    .values({ key: rateLimitKey("organization_signup:idempotency", tenantId, key), count: 1, windowStartedAt: now })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  return claimed.length > 0;
}

export async function signUpOrganization(
  tx: Tx,
  input: {
    tenantId: string;
    centerId: string;
    appName: string;
    siteOrigin: string;
    language: Language;
    idempotencyKey: string;
    attributes: OrganizationSignupInput;
    /** Hashed before the transaction: hashing is slow, and happens for every signup alike. */
    passwordHash: string;
    now: Date;
  },
): Promise<SignupOutcome> {
  const { tenantId, centerId, attributes: a, now, language } = input;
  if (!(await claimIdempotencyKey(tx, tenantId, input.idempotencyKey, now))) return "replayed";

  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      centerId,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      passwordHash: input.passwordHash,
      status: "active",
      signupMethod: "signed_up",
      acceptedTermsAt: now,
      locale: language,
    })
    // The unique (tenant, lower(email)) index: the address has an account already.
    .onConflictDoNothing()
    .returning();
  if (!user) {
    await mailExistingAccount(tx, input);
    return "existing_account";
  }

  const [address] = await tx
    .insert(addresses)
    .values({ tenantId, street: a.street, houseNumber: a.houseNumber, postalCode: a.postalCode.toUpperCase(), city: a.city })
    .returning({ id: addresses.id });
  const [organization] = await tx
    .insert(organizations)
    .values({
      tenantId,
      centerId,
      name: a.organizationName,
      type: a.organizationType,
      status: "pending",
      website: a.website ?? null,
      phoneNumber: a.phoneNumber || null,
      email: a.organizationEmail ?? null,
      description: a.description || null,
      addressId: address!.id,
    })
    .returning({ id: organizations.id });
  if (a.organizationType === "NonProfit") {
    // The center decides later whether it shows on the social map.
    await tx.insert(nonProfitProfiles).values({ tenantId, organizationId: organization!.id });
  }
  await tx.insert(userRoles).values({ tenantId, userId: user.id, role: "organization_superuser" });
  await tx.insert(organizationMemberships).values({ tenantId, organizationId: organization!.id, userId: user.id });

  const token = await issueConfirmationToken(tx, user.id, now);
  // Each link opens its page in the language of its mail.
  const confirmLink = new URL(localizedPath("/confirm", language), input.siteOrigin);
  confirmLink.searchParams.set("confirmation_token", token);
  // The name was typed by whoever signed up, maybe not the owner of the address: the mail greets no one by it.
  const confirmation = await composeMail(tx, {
    tenantId,
    centerId: input.centerId,
    kind: templates.accountConfirmation,
    language,
    values: { appName: input.appName, firstName: "", link: confirmLink.href },
  });
  if (confirmation) await enqueueMail(tx, { tenantId, centerId: input.centerId, to: a.email, ...confirmation, secrets: [token] });

  await notifyCenter(tx, input);
  await notifyOrganizationSignup(tx, { tenantId, centerId, organization: { id: organization!.id, name: a.organizationName }, contactName: `${a.firstName} ${a.lastName}` });
  return "created";
}

async function mailExistingAccount(tx: Tx, input: Parameters<typeof signUpOrganization>[1]) {
  const existing = await findUserByEmail(tx, input.attributes.email);
  const language = (await centerMailLanguage(tx, { tenantId: input.tenantId, centerId: input.centerId }))(existing?.locale, input.language);
  const mail = existingAccountMail(language, {
    appName: input.appName,
    firstName: existing?.firstName ?? "",
    loginLink: new URL(localizedPath("/auth/login-1", language), input.siteOrigin).href,
    recoverLink: new URL(localizedPath("/auth/recover", language), input.siteOrigin).href,
  });
  await enqueueMail(tx, { tenantId: input.tenantId, centerId: input.centerId, to: existing?.email ?? input.attributes.email, ...mail });
}

/** The center's admins and center superusers, or else the address of the center's profile. */
async function notifyCenter(tx: Tx, input: Parameters<typeof signUpOrganization>[1]) {
  const { tenantId, centerId, attributes: a } = input;
  const people = await centerStaff(tx, { tenantId, centerId });
  const languageOf = await centerMailLanguage(tx, { tenantId, centerId });
  let recipients = people.map((person) => ({ email: person.email, language: languageOf(person.locale) }));
  if (recipients.length === 0) {
    const [center] = await tx.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId));
    const email = center?.profile.email;
    recipients = typeof email === "string" && email.includes("@") ? [{ email, language: defaultLanguage }] : [];
  }
  for (const recipient of recipients) {
    const mail = await composeMail(tx, {
      tenantId,
      centerId,
      kind: templates.organizationSignup,
      language: recipient.language,
      values: {
        appName: input.appName,
        organizationName: a.organizationName,
        organizationType: a.organizationType,
        contactName: `${a.firstName} ${a.lastName}`,
        contactEmail: a.email,
        approveLink: new URL(localizedPath("/organizations/approve", recipient.language), input.siteOrigin).href,
      },
    });
    // A center may switch this notice off (an inactive template): the signup still waits on /organizations/approve.
    if (mail) await enqueueMail(tx, { tenantId, centerId, to: recipient.email, ...mail });
  }
}

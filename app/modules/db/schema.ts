import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ScheduleRule } from "../activities/schedule";
import type { StoredAppearance } from "../theme/appearance";
import type { Language } from "../i18n/languages";

/*
 * Every table that holds a tenant's data has a `tenant_id` column. Row-level
 * security on those tables is added by the hand-written migrations in
 * `drizzle/` (drizzle-kit does not emit FORCE ROW LEVEL SECURITY), and a test
 * checks the catalog so a new table cannot forget it.
 */

const id = () => uuid().primaryKey().defaultRandom();
const tenantId = () => uuid().notNull().references(() => tenants.id);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum("role", [
  "admin",
  "volunteer",
  "content_manager",
  "mentor",
  "student",
  "organization_superuser",
  "center_superuser",
  "page_manager",
]);
export const organizationTypeEnum = pgEnum("organization_type", [
  "NonProfit",
  "VolunteerCenter",
  "School",
  "Company",
  "Municipality",
]);
export const organizationStatusEnum = pgEnum("organization_status", [
  "approved",
  "pending",
  "denied",
  "archived",
  "deleted",
]);
export const userStatusEnum = pgEnum("user_status", ["active", "invited", "inactive", "archived"]);
export const signupMethodEnum = pgEnum("signup_method", [
  "signed_up",
  "created_by_admin",
  "imported",
  "unknown",
]);
export const genderEnum = pgEnum("gender", ["male", "female", "other"]);
export const vacancyStatusEnum = pgEnum("vacancy_status", [
  "draft",
  "published",
  "filled",
  "expired",
  "archived",
  "deleted",
]);
export const vacancyTypeEnum = pgEnum("vacancy_type", [
  "volunteering",
  "p2p",
  "one-on-one",
  "neighbour-help",
  "activity",
  "language",
]);

export const vacancyFrequencyEnum = pgEnum("vacancy_frequency", ["once", "multi_day", "regularly"]);
export const applicationStatusEnum = pgEnum("application_status", ["accepted", "rejected"]);
export const jobStatusEnum = pgEnum("job_status", ["pending", "running", "done", "failed"]);

/** PostgreSQL full-text document; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Platform-level: a tenant is not owned by a tenant. */
export const tenants = pgTable("tenants", {
  id: id(),
  slug: text().notNull().unique(),
  appName: text().notNull(),
  appContext: text(),
  features: jsonb().$type<TenantFeatures>().notNull(),
  config: jsonb().$type<Partial<TenantConfigOverrides>>().notNull().default({}),
  defaultCenterId: uuid(),
  createdAt: createdAt(),
});

export type TenantFeatures = {
  p2p: boolean;
  centerSharing: boolean;
  i18n: boolean;
  volunteerProfiles: boolean;
  activities: boolean;
};
export type TenantConfigOverrides = { enableOrganizationsMoving: boolean };
/** The tenant features a center may switch off for itself (decision 045). */
export type CenterFeatureSwitches = Partial<Pick<TenantFeatures, "p2p" | "volunteerProfiles" | "activities">>;

export const volunteerCenters = pgTable(
  "volunteer_centers",
  {
    id: id(),
    tenantId: tenantId(),
    slug: text().notNull(),
    name: text().notNull(),
    profile: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The center's own settings (migration 0030, decision 045): public contact details, languages on offer. */
    email: text(),
    phone: text(),
    address: text(),
    website: text(),
    languages: text().array().notNull().default(sql`'{nl,en}'::text[]`),
    /** Switches the center turned off for its own site; they only ever narrow the tenant's features. */
    features: jsonb().$type<CenterFeatureSwitches>().notNull().default({}),
    /** The default contact person of the center's vacancies: one of its own users. */
    defaultContactUserId: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tenantId, t.slug)],
);

/** Host names of the centers. Readable by every request: it is how a request finds its tenant. */
export const hosts = pgTable("hosts", {
  host: text().primaryKey(),
  tenantId: tenantId(),
  centerId: uuid().references(() => volunteerCenters.id),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    email: text().notNull(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phoneNumber: text(),
    jobTitle: text(),
    gender: genderEnum(),
    status: userStatusEnum().notNull().default("active"),
    digestDays: integer().array().notNull().default(sql`'{}'::integer[]`),
    signupMethod: signupMethodEnum().notNull().default("unknown"),
    passwordHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    confirmationTokenHash: text(),
    confirmationSentAt: timestamp({ withTimezone: true }),
    resetPasswordTokenHash: text(),
    resetPasswordSentAt: timestamp({ withTimezone: true }),
    acceptedTermsAt: timestamp({ withTimezone: true }),
    /** The language mail and pages use for this user (null = the center's default, nl). */
    locale: text(),
    /** Which notification mails the user wants (profile settings); absent keys mean "yes". */
    notificationSettings: jsonb().$type<NotificationSettings>().notNull().default({}),
    /** The user's own colour mode, shape and font size (sidebar Customize, migration 0033, decision 048). */
    appearance: jsonb().$type<StoredAppearance>().notNull().default({}),
    /** A new e-mail address waiting for its confirmation; the old one stays in use until then. */
    unconfirmedEmail: text(),
    emailChangeTokenHash: text(),
    emailChangeSentAt: timestamp({ withTimezone: true }),
    /** Set when the user deleted their account: the row stays, anonymised, where statistics need it. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_tenant_email_idx").on(t.tenantId, sql`lower(${t.email})`),
    index().on(t.tenantId, t.centerId),
  ],
);

export type NotificationSettings = {
  applicationUpdates?: boolean;
  newVacancies?: boolean;
  newsletter?: boolean;
  /** Mail of a new message in a conversation (issue 13); the in-app notification comes either way. */
  newMessages?: boolean;
};

export const userRoles = pgTable(
  "user_roles",
  {
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const addresses = pgTable("addresses", {
  id: id(),
  tenantId: tenantId(),
  street: text(),
  houseNumber: text(),
  postalCode: text(),
  city: text(),
  country: text().notNull().default("NL"),
  /** WGS84, filled by the geocoder; null with geocodedAt set = not found. */
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  /** null = not geocoded yet (a new or changed address): the geocoding job picks it up. */
  geocodedAt: timestamp({ withTimezone: true }),
});

export const organizations = pgTable(
  "organizations",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    name: text().notNull(),
    website: text(),
    phoneNumber: text(),
    email: text(),
    description: text(),
    type: organizationTypeEnum().notNull(),
    status: organizationStatusEnum().notNull().default("pending"),
    addressId: uuid().references(() => addresses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.centerId, t.status),
    // Organization lists and options by name (issue 10, migration 0022).
    index("organizations_tenant_center_name_index").on(t.tenantId, t.centerId, sql`lower(${t.name})`, t.id),
  ],
);

export const nonProfitProfiles = pgTable("non_profit_profiles", {
  id: id(),
  tenantId: tenantId(),
  organizationId: uuid()
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: "cascade" }),
  nonProfitTypeId: integer(),
  showOnSocialMap: boolean().notNull().default(false),
  activityTypeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
});

export const organizationMemberships = pgTable(
  "organization_memberships",
  {
    tenantId: tenantId(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index().on(t.userId)],
);

export const vacancies = pgTable(
  "vacancies",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    contactPersonId: uuid().references(() => users.id),
    title: text().notNull(),
    status: vacancyStatusEnum().notNull().default("draft"),
    vacancyType: vacancyTypeEnum().notNull().default("volunteering"),
    youtubeUrl: text(),
    description: text().notNull().default(""),
    expiresAt: timestamp({ withTimezone: true }),
    ageGroupIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    contactPhoneVisible: boolean().notNull().default(false),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** Where the work is done; the organization's address is not always the place. */
    street: text(),
    houseNumber: text(),
    postalCode: text(),
    city: text(),
    frequency: vacancyFrequencyEnum(),
    /** Dates of an activity (once, multi_day); open for regular or flexible work. */
    startDate: date(),
    endDate: date(),
    /** The status an archived vacancy goes back to when it is restored. */
    statusBeforeArchive: vacancyStatusEnum(),
    /**
     * Title (weight A), description without tags (B) and city (C), in the Dutch and
     * English configurations, accents removed: see drizzle/0003 for app.immutable_unaccent.
     */
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch', app.immutable_unaccent(title)), 'A') || setweight(to_tsvector('english', app.immutable_unaccent(title)), 'A') || setweight(to_tsvector('dutch', app.immutable_unaccent(regexp_replace(description, '<[^>]*>', ' ', 'g'))), 'B') || setweight(to_tsvector('english', app.immutable_unaccent(regexp_replace(description, '<[^>]*>', ' ', 'g'))), 'B') || setweight(to_tsvector('simple', app.immutable_unaccent(coalesce(city, ''))), 'C')`,
    ),
    /** The title lower-cased without accents, for typo-tolerant (trigram) matching. */
    titleNormalized: text().generatedAlwaysAs(sql`app.immutable_unaccent(lower(title))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.tenantId, t.organizationId),
    index().on(t.tenantId, t.centerId, t.status),
    // The managers' list sorts (issue 10, migration 0022): the center's vacancies in each sort's order.
    index("vacancies_tenant_center_created_at_index").on(t.tenantId, t.centerId, t.createdAt.desc(), t.id),
    index("vacancies_tenant_center_title_index").on(t.tenantId, t.centerId, sql`lower(${t.title})`, t.id),
    index("vacancies_tenant_center_expires_at_index").on(t.tenantId, t.centerId, t.expiresAt, t.createdAt.desc(), t.id),
    // Tenant-leading GIN indexes (btree_gin): a search reads only the tenant's matches (decision 007).
    // No fast update: a bulk edit's pending list would otherwise be scanned by every search until vacuum.
    index("vacancies_tenant_search_idx").using("gin", t.tenantId, t.search).with({ fastupdate: false }),
    index("vacancies_tenant_title_trgm_idx").using("gin", t.tenantId, t.titleNormalized.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

/**
 * When an activity or language activity takes place (issue 14, decision 039): one schedule per vacancy. `rule` is
 * a ScheduleRule (app/modules/activities/schedule.ts: once, multi_day or regularly, in Europe/Amsterdam time).
 */
export const activitySchedules = pgTable("activity_schedules", {
  vacancyId: uuid()
    .primaryKey()
    .references(() => vacancies.id, { onDelete: "cascade" }),
  tenantId: tenantId(),
  rule: jsonb().$type<ScheduleRule>().notNull(),
  /** Places per occurrence; null is unlimited. */
  capacity: integer(),
  signupDeadline: timestamp({ withTimezone: true }),
  online: boolean().notNull().default(false),
  /** The address or place name; the link of an online activity. */
  location: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The schedule's occurrences, rewritten whenever it is saved: the calendar reads these by date range. */
export const activityOccurrences = pgTable(
  "activity_occurrences",
  {
    id: id(),
    tenantId: tenantId(),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("activity_occurrences_tenant_starts_at_idx").on(t.tenantId, t.startsAt),
    // Saving a schedule keeps the rows whose start did not change (migration 0026): sign-ups reference them.
    uniqueIndex("activity_occurrences_vacancy_starts_at_key").on(t.vacancyId, t.startsAt),
  ],
);

export const SIGNUP_STATUSES = ["confirmed", "waiting", "cancelled"] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/**
 * A sign-up for one occurrence of an activity (issue 14, decision 040), no account needed: confirmed (has a
 * place), waiting (the waiting list, in created_at order) or cancelled. The cancel link's token is stored as a
 * SHA-256 hash; a later mail may carry a new one, the previous stays valid.
 */
export const activitySignups = pgTable(
  "activity_signups",
  {
    id: id(),
    tenantId: tenantId(),
    occurrenceId: uuid()
      .notNull()
      .references(() => activityOccurrences.id, { onDelete: "cascade" }),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    /** The signed-in volunteer who signed up, if any. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    /** Lower case. */
    email: text().notNull(),
    phoneNumber: text(),
    status: text().$type<SignupStatus>().notNull().default("confirmed"),
    locale: text().notNull().default("nl"),
    idempotencyKey: text().notNull(),
    cancelTokenHash: text().notNull(),
    previousCancelTokenHash: text(),
    /** When a waiting sign-up got a place. */
    promotedAt: timestamp({ withTimezone: true }),
    /** When the reminder mail was queued: once per sign-up. */
    remindedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: text().$type<"participant" | "organization">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("activity_signups_tenant_idempotency_key_idx").on(t.tenantId, t.idempotencyKey),
    uniqueIndex("activity_signups_occurrence_email_idx").on(t.occurrenceId, t.email).where(sql`${t.status} <> 'cancelled'`),
    index("activity_signups_occurrence_status_idx").on(t.occurrenceId, t.status, t.createdAt),
    index("activity_signups_tenant_vacancy_idx").on(t.tenantId, t.vacancyId),
    uniqueIndex("activity_signups_cancel_token_hash_idx").on(t.cancelTokenHash),
    index("activity_signups_previous_cancel_token_hash_idx").on(t.previousCancelTokenHash),
  ],
);

/**
 * A user's private calendar feed of what they signed up for (issue 14, decision 043): the feed address carries a
 * secret token, stored as its SHA-256 hash; one per user and tenant. Renewing replaces it, revoking deletes it.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feed_tokens_tenant_user_idx").on(t.tenantId, t.userId), uniqueIndex("calendar_feed_tokens_token_hash_idx").on(t.tokenHash)],
);

export const applications = pgTable(
  "applications",
  {
    id: id(),
    tenantId: tenantId(),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id),
    /** The signed-in volunteer who responded, if any: responding needs no account. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    firstName: text(),
    lastName: text(),
    email: text().notNull(),
    phoneNumber: text(),
    message: text().notNull().default(""),
    /** null = new, not yet handled. */
    status: applicationStatusEnum(),
    /** When the organization first decided on the response (migration 0032): the analytics' time to first reaction. */
    firstReactionAt: timestamp({ withTimezone: true }),
    /** The language the volunteer responded in: later mail to them uses it too. */
    locale: text().notNull().default("nl"),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_tenant_idempotency_key_idx").on(t.tenantId, t.idempotencyKey),
    index().on(t.tenantId, t.vacancyId, t.createdAt),
    // The analytics rollup finds the responses changed since its last run (migration 0032).
    index("applications_tenant_updated_at_idx").on(t.tenantId, t.updatedAt),
    // The dashboard's oldest unanswered responses (migration 0034).
    index("applications_unanswered_idx").on(t.tenantId, t.createdAt, t.id).where(sql`${t.status} is null`),
  ],
);

/*
 * Analytics (issue 15, decision 047, migration 0032): counts without cookies or personal data. Page views and bank
 * searches are counted per day; the rollup job (app/modules/analytics/rollup.server.ts) keeps the daily aggregates
 * that /analytics reads.
 */
export const vacancyViewDays = pgTable(
  "vacancy_view_days",
  {
    tenantId: tenantId(),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    day: date().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vacancyId, t.day] }), index("vacancy_view_days_tenant_day_idx").on(t.tenantId, t.day)],
);

/** A bank search by its normalised term: how often per day, and how many vacancies its latest run found. */
export const searchTermDays = pgTable(
  "search_term_days",
  {
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    day: date().notNull(),
    term: text().notNull(),
    searches: integer().notNull().default(0),
    /** Null when not known (only cached pages answered that search). */
    results: integer(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.centerId, t.day, t.term] })],
);

/** Per vacancy and day (Amsterdam) of the responses: views, responses, accepted ones and the reaction times in seconds. */
export const analyticsVacancyDays = pgTable(
  "analytics_vacancy_days",
  {
    tenantId: tenantId(),
    centerId: uuid().notNull(),
    organizationId: uuid().notNull(),
    vacancyId: uuid()
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    vacancyType: vacancyTypeEnum().notNull(),
    day: date().notNull(),
    views: integer().notNull().default(0),
    responses: integer().notNull().default(0),
    accepted: integer().notNull().default(0),
    reactionSeconds: integer().array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.vacancyId, t.day] }),
    index("analytics_vacancy_days_center_day_idx").on(t.tenantId, t.centerId, t.day),
    index("analytics_vacancy_days_organization_day_idx").on(t.tenantId, t.organizationId, t.day),
  ],
);

/** The number of an organization's vacancies in each status, as the rollup found them that day. */
export const analyticsStatusDays = pgTable(
  "analytics_status_days",
  {
    tenantId: tenantId(),
    centerId: uuid().notNull(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: date().notNull(),
    status: vacancyStatusEnum().notNull(),
    vacancies: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day, t.status] }), index("analytics_status_days_center_day_idx").on(t.tenantId, t.centerId, t.day)],
);

/** New volunteers and organizations of a center per day. */
export const analyticsCenterDays = pgTable(
  "analytics_center_days",
  {
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    day: date().notNull(),
    newVolunteers: integer().notNull().default(0),
    newOrganizations: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centerId, t.day] })],
);

/** Until when the rollup has seen a tenant's changes. */
export const analyticsRollups = pgTable("analytics_rollups", {
  tenantId: uuid()
    .primaryKey()
    .references(() => tenants.id),
  rolledUpAt: timestamp({ withTimezone: true }).notNull(),
});

export const internalNotes = pgTable(
  "internal_notes",
  {
    id: id(),
    tenantId: tenantId(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    note: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.applicationId, t.createdAt)],
);

/**
 * Platform-level job queue: workers claim due rows with FOR UPDATE SKIP LOCKED.
 * `key` makes a scheduled occurrence unique, so several processes that schedule
 * the same run create it once.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    name: text().notNull(),
    key: text().unique(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatusEnum().notNull().default("pending"),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    result: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.runAt)],
);

/**
 * devise_token_auth keeps a `tokens` hash per user; here one row per client
 * (device). Tokens are random and stored as SHA-256 hashes.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    client: text().notNull(),
    tokenHash: text().notNull(),
    previousTokenHash: text(),
    lastTokenHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when an admin signed in as this user (spec §6): whose session it really is. */
    impersonatorId: uuid().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.client)],
);

/**
 * One-time sign-in links (`/auth/token?token=…`): issued by a signed-in user's
 * client for itself (e.g. an app opening the web site), valid for minutes,
 * used once. Only the token's SHA-256 hash is stored.
 */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId)],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    tenantId: tenantId(),
    /** The volunteer center the mail was sent for: an admin reads only their own center's mail. Null on mail kept from before the column. */
    centerId: uuid().references(() => volunteerCenters.id),
    to: text().notNull(),
    subject: text().notNull(),
    /** With every secret (token links, one-time codes) replaced by a marker; delivery puts `secrets` back in. */
    text: text().notNull(),
    html: text(),
    /** The secrets the markers stand for, never served by the API; emptied once the mail is sent. */
    secrets: jsonb().$type<string[]>().notNull().default([]),
    /** Extra headers of the message (List-Unsubscribe of the digest), sealed like the text. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Not before this time: a delivery in progress holds the row (a lease), a failure backs off. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.tenantId, t.centerId, t.createdAt)],
);

/** Platform-level counters for throttling (sign-in attempts per account and per IP). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/* ------------------------------------------------------------------------------------------
 * Forms (issue 6): form builder, invitations (token_holder forms) and submissions.
 * ------------------------------------------------------------------------------------------ */

export const formAccessPermissionEnum = pgEnum("form_access_permission", ["anonymous", "token_holder"]);
export const formQuestionTypeEnum = pgEnum("form_question_type", [
  "text",
  "multiple_choice",
  "date",
  "number",
  "checkbox",
  "email",
  "url",
  "phone",
  "info_section",
  "time",
]);

export const forms = pgTable(
  "forms",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: uuid().references(() => organizations.id),
    title: text().notNull(),
    /** Text above the form. */
    description: text().notNull().default(""),
    accessPermission: formAccessPermissionEnum().notNull().default("anonymous"),
    /** The public link of an anonymous form: /forms/{publicToken}. */
    publicToken: text().notNull(),
    /** A system form, e.g. "contact" for the center's /contactformulier. */
    purpose: text(),
    /** The language the form is written in (migration 0039): a center has a contact form per language it offers. */
    language: text().$type<Language>().notNull().default("nl"),
    archivedAt: timestamp({ withTimezone: true }),
    /** Raised on every change of the questions; a submission records the version it answered. */
    version: integer().notNull().default(1),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("forms_tenant_public_token_idx").on(t.tenantId, t.publicToken),
    uniqueIndex("forms_center_purpose_language_idx").on(t.tenantId, t.centerId, t.purpose, t.language),
    index().on(t.tenantId, t.centerId, t.createdAt),
  ],
);

export const formQuestions = pgTable(
  "form_questions",
  {
    id: id(),
    tenantId: tenantId(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    text: text().notNull(),
    questionType: formQuestionTypeEnum().notNull().default("text"),
    required: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    longAnswer: boolean().notNull().default(false),
    options: text().array().notNull().default(sql`'{}'::text[]`),
    /** `_destroy`: removed questions stay so old submissions keep their questions. */
    removedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.formId, t.position)],
);

export const formInvitations = pgTable(
  "form_invitations",
  {
    id: id(),
    tenantId: tenantId(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** SHA-256 of the token; the token itself is only in the e-mailed link. */
    tokenHash: text().notNull(),
    singleUse: boolean().notNull().default(true),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    lastSentAt: timestamp({ withTimezone: true }),
    submissionCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("form_invitations_tenant_token_hash_idx").on(t.tenantId, t.tokenHash),
    index().on(t.formId, t.createdAt),
  ],
);

export type FormAnswerValue = string | string[] | boolean | null;
export type FormQuestionSnapshot = {
  id: string;
  text: string;
  questionType: string;
  required: boolean;
  position: number;
  longAnswer: boolean;
  options: string[];
};

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: id(),
    tenantId: tenantId(),
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    invitationId: uuid().references(() => formInvitations.id, { onDelete: "set null" }),
    idempotencyKey: text().notNull(),
    /** Keyed by question id. */
    answers: jsonb().$type<Record<string, FormAnswerValue>>().notNull(),
    /** The questions as they were when this was submitted. */
    questionsSnapshot: jsonb().$type<FormQuestionSnapshot[]>().notNull(),
    formVersion: integer().notNull(),
    locale: text().notNull().default("nl"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("form_submissions_tenant_idempotency_key_idx").on(t.tenantId, t.idempotencyKey),
    index().on(t.tenantId, t.formId, t.createdAt),
  ],
);

/**
 * A volunteer's profile in the volunteer pool (/vrijwilligerspool, issue 14, decision 038): one per user and
 * tenant. Only opted-in profiles are searched. latitude/longitude: the geocoded postcode (null = none/not found).
 * availability: day parts such as "mon_morning" (see app/modules/volunteer-pool/schema.ts).
 */
export const volunteerProfiles = pgTable(
  "volunteer_profiles",
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optedIn: boolean().notNull().default(false),
    skills: text().array().notNull().default(sql`'{}'::text[]`),
    interests: text().array().notNull().default(sql`'{}'::text[]`),
    availability: text().array().notNull().default(sql`'{}'::text[]`),
    languages: text().array().notNull().default(sql`'{}'::text[]`),
    postcode: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    about: text().notNull().default(""),
    /** The volunteer's optional photo (migration 0033, decision 048): variants stored apart from the center's media. */
    photo: jsonb().$type<ProfilePhoto>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.tenantId, t.userId),
    index("volunteer_profiles_tenant_opted_in_updated_idx").on(t.tenantId, t.updatedAt).where(sql`${t.optedIn}`),
  ],
);

/**
 * A message an organization sent to a volunteer about their volunteer profile
 * (spec §3 "Volunteer profile reply"); the volunteer reads them at /profile-replies.
 */
export const volunteerProfileReplies = pgTable(
  "volunteer_profile_replies",
  {
    id: id(),
    tenantId: tenantId(),
    volunteerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The profile replied to (migration 0023); older replies have none. */
    volunteerProfileId: uuid().references(() => volunteerProfiles.id, { onDelete: "set null" }),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    senderId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.volunteerId, t.createdAt)],
);

// ── Neighbour help ──────────────────────────────────────────────────────────

export const HELP_DIRECTIONS = ["ask", "offer"] as const;
export const HELP_KINDS = ["p2p", "one-on-one", "neighbour-help"] as const;
export const HELP_REQUEST_STATUSES = ["pending", "approved", "rejected", "closed", "withdrawn", "expired"] as const;
export const HELP_RESPONSE_STATUSES = ["new", "accepted", "declined"] as const;
export type HelpDirection = (typeof HELP_DIRECTIONS)[number];
export type HelpKind = (typeof HELP_KINDS)[number];
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number];
export type HelpResponseStatus = (typeof HELP_RESPONSE_STATUSES)[number];

/**
 * A resident's request for help, or offer of it (/een-op-een-hulp, issue 14, decision 041), no account needed.
 * Public only once the center approved it; name, e-mail and postcode stay with the center (the listing shows
 * the neighbourhood). The requester's link to their own request carries a token; its SHA-256 hash is stored.
 */
export const neighbourHelpRequests = pgTable(
  "neighbour_help_requests",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    direction: text().$type<HelpDirection>().notNull(),
    kind: text().$type<HelpKind>().notNull(),
    category: text().notNull(),
    description: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** PDOK's neighbourhood of the postcode, else its four digits. */
    neighbourhood: text().notNull(),
    name: text().notNull(),
    /** Lower case. */
    email: text().notNull(),
    locale: text().notNull().default("nl"),
    status: text().$type<HelpRequestStatus>().notNull().default("pending"),
    reviewReason: text(),
    reviewedById: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    requesterTokenHash: text().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("neighbour_help_requests_tenant_idempotency_key_idx").on(t.tenantId, t.idempotencyKey),
    uniqueIndex("neighbour_help_requests_requester_token_hash_idx").on(t.requesterTokenHash),
    index("neighbour_help_requests_center_status_created_idx").on(t.tenantId, t.centerId, t.status, t.createdAt),
  ],
);

/** A helper's response to a public request (no account needed); the center or the requester accepts or declines it. */
export const neighbourHelpResponses = pgTable(
  "neighbour_help_responses",
  {
    id: id(),
    tenantId: tenantId(),
    requestId: uuid()
      .notNull()
      .references(() => neighbourHelpRequests.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Lower case. */
    email: text().notNull(),
    message: text().notNull(),
    locale: text().notNull().default("nl"),
    status: text().$type<HelpResponseStatus>().notNull().default("new"),
    decidedBy: text().$type<"center" | "requester">(),
    decidedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("neighbour_help_responses_tenant_idempotency_key_idx").on(t.tenantId, t.idempotencyKey),
    index("neighbour_help_responses_request_created_idx").on(t.requestId, t.createdAt),
  ],
);

// ── Audit ───────────────────────────────────────────────────────────────────

/** Who did what to whom and when, for actions that need accounting (e.g. signing in as another user). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    tenantId: tenantId(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: uuid(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.createdAt)],
);

// ── Content ─────────────────────────────────────────────────────────────────

export const pageTypeEnum = pgEnum("page_type", ["default", "news", "success_story"]);

/**
 * A content page of a volunteer center (spec §3 Page): its blocks (app/modules/content/blocks.ts) in page
 * order as validated jsonb. One language per page; the slug is unique per center and language.
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    locale: text().notNull().default("nl"),
    pageType: pageTypeEnum().notNull().default("default"),
    /** default, wide or empty (spec §2 layouts). */
    pageLayout: text().notNull().default("wide"),
    title: text().notNull(),
    slug: text().notNull(),
    showTitleOnPage: boolean().notNull().default(true),
    isPublished: boolean().notNull().default(false),
    /** When it was first published (news is dated by it); kept when unpublished and published again. */
    publishedAt: timestamp({ withTimezone: true }),
    summary: text().notNull().default(""),
    featured: boolean().notNull().default(false),
    /** The image of the page's card in overviews (news, success stories). */
    image: jsonb().$type<{ url: string; alt: string; decorative: boolean }>(),
    metaTitle: text(),
    metaDescription: text(),
    ogTitle: text(),
    ogDescription: text(),
    blocks: jsonb().$type<unknown[]>().notNull().default([]),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("pages_center_locale_slug_idx").on(t.tenantId, t.centerId, t.locale, t.slug),
    index().on(t.tenantId, t.centerId, t.pageType, t.publishedAt),
  ],
);

// ── Media (issue 12: uploads and stock images) ────────────────────────────

/** One stored file of an upload: a width in one format (app/modules/media/variants.server.ts). */
export type UploadVariant = { name: string; width: number; height: number; format: "webp" | "jpeg" | "png"; bytes: number };
/** A volunteer profile's photo: the key of its re-encoded variants and their sizes (decision 048). */
export type ProfilePhoto = { key: string; width: number; height: number; variants: UploadVariant[] };

/**
 * An image a center uploaded. Its files are re-encoded variants only (the uploaded bytes are never served),
 * stored under `<tenant id>/<key>-<width>.<ext>`; `fileKey` is the start of the SHA-256 of the uploaded
 * bytes, so the same image uploaded twice in a tenant shares its files.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    fileKey: text().notNull(),
    originalName: text().notNull(),
    /** The type sniffed from the uploaded bytes (never the one the browser claimed). */
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    /** After the EXIF orientation is applied. */
    width: integer().notNull(),
    height: integer().notNull(),
    variants: jsonb().$type<UploadVariant[]>().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.centerId, t.createdAt), index().on(t.tenantId, t.fileKey)],
);

/** A picture of a center's library to pick from in every image field (spec §3 Stock image). */
export const stockImages = pgTable(
  "stock_images",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: "restrict" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    shortDescription: text().notNull().default(""),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    createdById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.centerId, t.name), index().on(t.tenantId, t.uploadId)],
);

// ── Menus (issue 12) ────────────────────────────────────────────────────────

/** The header menu and footer columns 1–4 (their titles are the center profile's footer column titles). */
export const menuEnum = pgEnum("menu", ["header", "footer_1", "footer_2", "footer_3", "footer_4"]);
export const menuLinkTypeEnum = pgEnum("menu_link_type", ["content_page", "system_page"]);

/**
 * A menu item of a volunteer center's site (spec §3 Menu item), per language: a link to a content page or
 * to one of the app's own public pages (app/modules/menus/system-pages.ts), in `position` order among its
 * siblings; one level of submenus (a child's parent is a top-level item of the same menu). Migration 0016
 * also checks that exactly the link type's target is set; an item goes with its page (decision 025).
 */
export const menuItems = pgTable(
  "menu_items",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    locale: text().notNull().default("nl"),
    menu: menuEnum().notNull(),
    parentId: uuid().references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    name: text().notNull(),
    linkType: menuLinkTypeEnum().notNull(),
    pageId: uuid().references(() => pages.id, { onDelete: "cascade" }),
    systemPageId: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.centerId, t.locale, t.menu, t.position), index().on(t.parentId), index().on(t.pageId)],
);

// ── Notification templates (issue 13) ─────────────────────────────────────

/**
 * A center's own wording of one mail in one language (spec §3 Notification template: name, subject, body,
 * active). Without a row the mail uses its default text; the name and the placeholders come from the
 * catalogue in app/modules/notification-templates.
 */
export const notificationTemplates = pgTable(
  "notification_templates",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    key: text().notNull(),
    locale: text().notNull(),
    subject: text().notNull(),
    /** Markdown with {{placeholders}}. */
    body: text().notNull(),
    active: boolean().notNull().default(true),
    updatedById: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("notification_templates_center_key_locale_idx").on(t.tenantId, t.centerId, t.key, t.locale)],
);

// ── Notifications ───────────────────────────────────────────────────────────

/** What a notification's list entry shows without joins: the title of its subject, who acted; a submission's form. */
export type NotificationPayload = { title?: string; actorName?: string; formId?: string };

/** An in-app notification for one user (issue 13): /notificaties and the toolbar bell's unread count. */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    /** What it is about: an application, organization or form submission, by id. */
    subjectType: text().notNull(),
    subjectId: uuid().notNull(),
    payload: jsonb().$type<NotificationPayload>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.tenantId, t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.tenantId, t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A conversation (issue 13, spec §3): a thread between a volunteer and an organization (`organizationId`) or
 * the center (null), optionally about a vacancy or an application.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    tenantId: tenantId(),
    centerId: uuid()
      .notNull()
      .references(() => volunteerCenters.id),
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    volunteerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vacancyId: uuid().references(() => vacancies.id, { onDelete: "set null" }),
    applicationId: uuid().references(() => applications.id, { onDelete: "set null" }),
    /** The pool profile it is about (migration 0028): an organization or the center wrote from /vrijwilligerspool. */
    volunteerProfileId: uuid().references(() => volunteerProfiles.id, { onDelete: "set null" }),
    subject: text().notNull(),
    startedById: uuid().references(() => users.id, { onDelete: "set null" }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_center_idx").on(t.tenantId, t.centerId, t.lastMessageAt),
    index("conversations_organization_idx").on(t.tenantId, t.organizationId, t.lastMessageAt),
    index("conversations_volunteer_idx").on(t.tenantId, t.volunteerId, t.lastMessageAt),
  ],
);

/** A message of a conversation; the body is rich text, sanitized before it is stored. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: id(),
    tenantId: tenantId(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    authorId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_conversation_idx").on(t.tenantId, t.conversationId, t.createdAt)],
);

/** Until when a participant read a conversation: later messages of others are unread. */
export const conversationReads = pgTable(
  "conversation_reads",
  {
    tenantId: tenantId(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

// ── Weekly digest ───────────────────────────────────────────────────────────

/**
 * One row per user and Amsterdam calendar day that had a digest run (issue 13, decision 034): the primary key
 * makes it once per day whichever worker runs it, `windowEnd` is where the next digest starts.
 */
export const digestRuns = pgTable(
  "digest_runs",
  {
    tenantId: tenantId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: date().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    windowEnd: timestamp({ withTimezone: true }).notNull(),
    /** False when there was nothing new: no mail went out. */
    mailed: boolean().notNull().default(false),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

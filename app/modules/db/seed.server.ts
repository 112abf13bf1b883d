import { and, asc, count, eq, isNull } from "drizzle-orm";
import { hashPassword } from "~/modules/auth/password.server";
import { withTenant, type Database } from "./client.server";
import { seedDemoContent } from "~/modules/content/seed.server";
import { seedDemoMenus } from "~/modules/menus/seed.server";
import { seedDemoStockImages } from "~/modules/media/seed.server";
import {
  addMembership,
  createCenter,
  createOrganization,
  createTenant,
  createUser,
  createVacancy,
  setDefaultCenter,
  type OrganizationStatus,
  type OrganizationType,
  type Role,
} from "./factories.server";
import type { VacancyStatus } from "~/modules/vacancies/life-cycle";
import { DEMO_APPLICANTS, DEMO_VACANCIES, type DemoVacancy } from "./demo-vacancies";
import { seedDemoForms } from "~/modules/forms/seed.server";
import { seedProfileReplies } from "~/modules/account/seed.server";
import { addresses, applications, roleEnum, tenants, vacancies, vacancyViewDays } from "./schema";
import { seedNeighbourHelp } from "~/modules/neighbour-help/seed.server";
import { seedDemoActivitySchedules } from "~/modules/activities/seed.server";
import { linkDemoProfileReplies, seedDemoPool, seedDemoVolunteerProfile } from "~/modules/volunteer-pool/seed.server";
import { findUserByEmail } from "~/modules/users/current-user.server";

/*
 * The demo data newcomers, reviewers and tests rely on. Keep it exactly so:
 * tenants public (default), oldebroek and meedoen; centers demo and partner
 * (both tenant public), oldebroek and meedoen; one user per role per center.
 */

export const DEMO_PASSWORD = "Vrijwilliger2026!";
export const ROLES: Role[] = [...roleEnum.enumValues];

type CenterSeed = { slug: string; name: string; host: string; city: string };
type TenantSeed = {
  slug: string;
  appName: string;
  appContext: string | null;
  features: { p2p: boolean; centerSharing: boolean; i18n: boolean; volunteerProfiles: boolean; activities: boolean };
  config?: { enableOrganizationsMoving: boolean };
  centers: CenterSeed[];
};

export const DEMO_TENANTS: TenantSeed[] = [
  {
    slug: "public",
    appName: "Volunteerly",
    appContext: "gelderland",
    features: { p2p: true, centerSharing: true, i18n: true, volunteerProfiles: true, activities: true },
    // The overriding app configuration of spec §1: moving organizations between partners.
    config: { enableOrganizationsMoving: true },
    centers: [
      { slug: "demo", name: "Vrijwilligerscentrale Demo", host: "localhost", city: "Apeldoorn" },
      { slug: "partner", name: "Vrijwilligerspunt Partner", host: "partner.localhost", city: "Deventer" },
    ],
  },
  {
    slug: "oldebroek",
    appName: "Vrijwilligerswerk Oldebroek",
    appContext: "gelderland",
    features: { p2p: true, centerSharing: false, i18n: false, volunteerProfiles: true, activities: true },
    centers: [{ slug: "oldebroek", name: "Vrijwilligerscentrale Oldebroek", host: "oldebroek.localhost", city: "Oldebroek" }],
  },
  {
    slug: "meedoen",
    appName: "Meedoen",
    appContext: "meedoen",
    features: { p2p: false, centerSharing: false, i18n: true, volunteerProfiles: false, activities: false },
    centers: [{ slug: "meedoen", name: "Meedoen Centrum", host: "meedoen.localhost", city: "Zwolle" }],
  },
];

const FIRST_NAMES = ["Anne", "Bram", "Carmen", "Daan", "Esra", "Fleur", "Gijs", "Hatice"];
const ORGANIZATION_NAMES: Record<OrganizationType, string[]> = {
  NonProfit: ["Stichting Buurtkracht", "Voedselbank", "Speeltuinvereniging De Klimboom", "Stichting Taalmaatjes", "Natuurvereniging Het Groene Hart"],
  VolunteerCenter: ["Steunpunt Mantelzorg", "Informatiepunt Vrijwilligers"],
  School: ["Christelijk Lyceum", "Basisschool De Regenboog"],
  Company: ["Bakkerij Van Dijk"],
  Municipality: ["Gemeente"],
};
const STATUSES: OrganizationStatus[] = ["approved", "pending", "denied", "archived"];

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(tenants);
  return (row?.value ?? 0) > 0;
}

export function demoEmail(role: Role, center: string) {
  return `${role}@${center}.example`;
}

export async function seedDemoData(db: Database): Promise<void> {
  // One hash for all demo users: the same password, and seeding stays fast.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenantSeed of DEMO_TENANTS) {
    const tenant = await createTenant(db, tenantSeed);
    let defaultCenterId: string | undefined;
    for (const centerSeed of tenantSeed.centers) {
      const centerId = await withTenant(db, tenant.id, (tx) => seedCenter(tx, tenant.id, centerSeed, passwordHash, tenantSeed.features.i18n));
      // Neighbour help (decision 041) where the tenant has p2p: requests around the city's centre.
      const centre = DEMO_CITY_CENTRES[centerSeed.city];
      if (tenantSeed.features.p2p && centre) await withTenant(db, tenant.id, (tx) => seedNeighbourHelp(tx, { tenantId: tenant.id, centerId, city: centerSeed.city, centre }));
      // Dates in the coming weeks for two demo activities, where the tenant has activities: the calendar and its feed are not empty.
      if (tenantSeed.features.activities) await withTenant(db, tenant.id, (tx) => seedDemoActivitySchedules(tx, { tenantId: tenant.id, centerId, city: centerSeed.city }));
      // Volunteers who joined the pool (decision 038), where the tenant has volunteer profiles: /vrijwilligerspool is not
      // empty. Not Oldebroek's (DEMO_POOL has none for it): tests/e2e/volunteer-pool.nojs.spec.ts shows its pool empty.
      if (tenantSeed.features.volunteerProfiles && centre) {
        await withTenant(db, tenant.id, (tx) => seedDemoPool(tx, { tenantId: tenant.id, centerId, center: centerSeed.slug, city: centerSeed.city, centre, passwordHash }));
        // The center's demo volunteer has a profile of their own too, not an empty form (Oldebroek's not opted in),
        // and the demo replies to them (seedProfileReplies) are replies to that profile.
        await withTenant(db, tenant.id, async (tx) => {
          const volunteer = await findUserByEmail(tx, demoEmail("volunteer", centerSeed.slug));
          if (!volunteer) return;
          await seedDemoVolunteerProfile(tx, { tenantId: tenant.id, center: centerSeed.slug, userId: volunteer.id, centre });
          await linkDemoProfileReplies(tx, { tenantId: tenant.id, userId: volunteer.id });
        });
      }
      defaultCenterId ??= centerId;
    }
    await setDefaultCenter(db, tenant.id, defaultCenterId!);
  }
}

async function seedCenter(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  tenantId: string,
  seed: CenterSeed,
  passwordHash: string,
  i18n: boolean,
): Promise<string> {
  const center = await createCenter(tx, {
    tenantId,
    slug: seed.slug,
    name: seed.name,
    hosts: [seed.host],
    profile: { name: seed.name, primaryColor: "#1d4ed8", secondaryColor: "#0f766e" },
  });
  const people = new Map<Role, string>();
  for (const [index, role] of ROLES.entries()) {
    const user = await createUser(tx, {
      tenantId,
      centerId: center.id,
      email: demoEmail(role, seed.slug),
      passwordHash,
      firstName: FIRST_NAMES[index] ?? "Demo",
      lastName: role.replace(/_/g, " "),
      roles: [role],
      signupMethod: role === "volunteer" ? "signed_up" : "created_by_admin",
    });
    people.set(role, user.id);
  }
  const member = (...roles: Role[]) => roles.map((role) => people.get(role)!);

  await createOrganization(tx, {
    tenantId,
    centerId: center.id,
    name: seed.name,
    type: "VolunteerCenter",
    status: "approved",
    description: `De vrijwilligerscentrale van ${seed.city}.`,
    address: { street: "Marktplein", houseNumber: "1", postalCode: "7311 AA", city: seed.city },
    memberIds: member("admin", "center_superuser", "content_manager", "page_manager", "mentor"),
  });

  let firstNonProfit: string | undefined;
  const approvedByType = new Map<OrganizationType, string>();
  for (const type of ["NonProfit", "VolunteerCenter", "School", "Company"] as OrganizationType[]) {
    const names = ORGANIZATION_NAMES[type];
    for (const [index, status] of STATUSES.entries()) {
      const base = names[index % names.length]!;
      const organization = await createOrganization(tx, {
        tenantId,
        centerId: center.id,
        name: `${base} ${seed.city}${index >= names.length ? ` ${index + 1}` : ""}`,
        type,
        status,
        description: `${base} zet zich in voor de inwoners van ${seed.city}.`,
        website: `https://www.${base.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
        phoneNumber: `055-${String(5000000 + index * 1111).slice(0, 7)}`,
        address: { street: "Dorpsstraat", houseNumber: String(10 + index), postalCode: `73${index}1 BC`, city: seed.city },
        profile: type === "NonProfit" ? { nonProfitTypeId: index + 1, showOnSocialMap: status === "approved", activityTypeIds: [1, 2] } : undefined,
        memberIds:
          type === "NonProfit" && index === 0
            ? member("organization_superuser")
            : type === "School" && index === 0
              ? member("student")
              : [],
      });
      if (type === "NonProfit" && status === "approved") firstNonProfit ??= organization.id;
      if (status === "approved" && !approvedByType.has(type)) approvedByType.set(type, organization.id);
    }
  }

  const vacancyTitles = [
    "Maatje voor een oudere buurtbewoner",
    "Chauffeur voor de voedselbank",
    "Taalcoach Nederlands",
  ];
  for (const title of vacancyTitles) {
    await createVacancy(tx, {
      tenantId,
      centerId: center.id,
      organizationId: firstNonProfit!,
      contactPersonId: people.get("organization_superuser")!,
      title,
      status: "published",
      vacancyType: "volunteering",
      description: `<p>${title} in ${seed.city}. Wij zoeken iemand die een paar uur per week wil helpen.</p>`,
      tags: ["regularly"],
    });
  }
  await seedVacancyBank(tx, {
    tenantId,
    centerId: center.id,
    city: seed.city,
    passwordHash,
    organizations: {
      nonProfit: firstNonProfit!,
      center: approvedByType.get("VolunteerCenter")!,
      school: approvedByType.get("School")!,
      company: approvedByType.get("Company")!,
    },
    nonProfitContact: people.get("organization_superuser")!,
  });
  // The form builder's demo forms (README): /forms/demo-open-form and /forms/demo-invite-1, -2, -3.
  if (seed.slug === "demo") {
    await seedDemoForms(tx, { tenantId, centerId: center.id, organizationId: firstNonProfit!, createdById: people.get("center_superuser")! });
  }
  await seedProfileReplies(tx, { tenantId, volunteerId: people.get("volunteer")!, organizationId: firstNonProfit!, senderId: people.get("organization_superuser")! });
  await placeDemoAddresses(tx, tenantId, seed.city);
  await seedDemoContent(tx, { tenantId, centerId: center.id, centerName: seed.name, createdById: people.get("content_manager")! });
  // Header and footer menus in Dutch, and in English where the tenant has i18n; linked to the content above.
  await seedDemoMenus(tx, { tenantId, centerId: center.id, english: i18n });
  // The stock image library: twelve pictures made here (issue 12).
  await seedDemoStockImages(tx, { tenantId, centerId: center.id, createdById: people.get("content_manager")! });
  return center.id;
}

/** Centres of the demo cities (WGS84), so the social map has its points without a geocoder. */
const DEMO_CITY_CENTRES: Record<string, { latitude: number; longitude: number }> = {
  Apeldoorn: { latitude: 52.2112, longitude: 5.9699 },
  Deventer: { latitude: 52.255, longitude: 6.1639 },
  Oldebroek: { latitude: 52.4456, longitude: 5.9017 },
  Zwolle: { latitude: 52.5168, longitude: 6.083 },
};

/** The center's new addresses get coordinates spread around its city (a spiral, within about 2 km), as geocoded. */
async function placeDemoAddresses(tx: Parameters<Parameters<typeof withTenant>[2]>[0], tenantId: string, city: string) {
  const centre = DEMO_CITY_CENTRES[city]!;
  const pending = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.tenantId, tenantId), isNull(addresses.geocodedAt))).orderBy(asc(addresses.id));
  for (const [index, { id }] of pending.entries()) {
    const angle = index * 2.39996;
    const radius = 0.003 + 0.0012 * index;
    await tx
      .update(addresses)
      .set({ latitude: centre.latitude + radius * Math.sin(angle), longitude: centre.longitude + radius * 1.6 * Math.cos(angle), geocodedAt: new Date() })
      .where(eq(addresses.id, id));
  }
}

const CONTACT_PEOPLE = [
  { firstName: "Marieke", lastName: "van Dam", organization: "center", phoneNumber: "055-5200100" },
  { firstName: "Joost", lastName: "Hendriks", organization: "school", phoneNumber: "055-5200200" },
  { firstName: "Ingrid", lastName: "Smit", organization: "company", phoneNumber: "055-5200300" },
] as const;

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The vacancy bank of a demo center: the catalogue of demo-vacancies.ts, in
 * one insert. Most are published; the last ones are a draft, filled, expired
 * or archived. Some published ones have responses.
 */
async function seedVacancyBank(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  input: {
    tenantId: string;
    centerId: string;
    city: string;
    passwordHash: string;
    organizations: Record<DemoVacancy["organization"], string>;
    nonProfitContact: string;
  },
) {
  const { tenantId, centerId, city } = input;
  const contacts: Partial<Record<DemoVacancy["organization"], string>> = { nonProfit: input.nonProfitContact };
  for (const person of CONTACT_PEOPLE) {
    const slug = `${person.firstName}.${person.lastName.replace(/\s+/g, "")}`.toLowerCase();
    const user = await createUser(tx, {
      tenantId,
      centerId,
      email: `${slug}@${city.toLowerCase()}.example`,
      passwordHash: input.passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phoneNumber,
      roles: ["organization_superuser"],
    });
    await addMembership(tx, { tenantId, organizationId: input.organizations[person.organization], userId: user.id });
    contacts[person.organization] = user.id;
  }

  const now = Date.now();
  const statusAt = (index: number): VacancyStatus =>
    index < 31 ? "published" : index < 33 ? "draft" : index < 35 ? "filled" : index < 37 ? "expired" : "archived";
  const rows = DEMO_VACANCIES.map((vacancy, index) => {
    const status = statusAt(index);
    const dated = vacancy.frequency === "once" || vacancy.frequency === "multi_day";
    const start = now + (14 + index) * DAY;
    return {
      tenantId,
      centerId,
      organizationId: input.organizations[vacancy.organization],
      contactPersonId: contacts[vacancy.organization]!,
      title: vacancy.title,
      status,
      statusBeforeArchive: status === "archived" ? ("published" as const) : null,
      vacancyType: vacancy.type,
      description: describe(vacancy, city),
      expiresAt: status === "expired" ? new Date(now - (index - 30) * DAY) : index % 3 === 0 ? null : new Date(now + (60 + index * 3) * DAY),
      ageGroupIds: vacancy.ageGroupIds,
      contactPhoneVisible: index % 2 === 0,
      tags: vacancy.tags,
      street: index % 4 === 0 ? null : "Hoofdstraat",
      houseNumber: index % 4 === 0 ? null : String(index + 1),
      postalCode: `7${String(311 + index).padStart(3, "0")} ${index % 2 === 0 ? "AB" : "CD"}`,
      city,
      frequency: vacancy.frequency,
      startDate: dated ? isoDay(start) : null,
      endDate: dated ? isoDay(vacancy.frequency === "multi_day" ? start + 3 * DAY : start) : null,
      // Spread over the past weeks, so "newest first" reads naturally.
      createdAt: new Date(now - index * 7 * 3600_000),
    };
  });
  const inserted = await tx.insert(vacancies).values(rows).returning({ id: vacancies.id });

  const decisions = [null, "accepted", null, "rejected", null, null] as const;
  await tx.insert(applications).values(
    decisions.map((status, index) => {
      const applicant = DEMO_APPLICANTS[index % DEMO_APPLICANTS.length]!;
      const [first, ...rest] = applicant.name.split(" ");
      const createdAt = now - (index + 1) * 26 * 3600_000;
      return {
        tenantId,
        vacancyId: inserted[index % 3]!.id,
        name: applicant.name,
        firstName: first!,
        lastName: rest.join(" "),
        email: applicant.email,
        phoneNumber: applicant.phoneNumber,
        message: applicant.message,
        status,
        // A decided response was reacted to (hours after it came in), as updateApplicationStatus records it:
        // otherwise /analytics shows an accepted response beside 'Nog geen reacties beoordeeld'.
        firstReactionAt: status ? new Date(createdAt + (index + 1) * 3 * 3600_000) : null,
        idempotencyKey: `demo-${centerId}-${index}`,
        createdAt: new Date(createdAt),
      };
    }),
  );

  // Views of the published vacancies on twelve days of the past weeks (5 to 52 days ago, never the last few: those are
  // the visitors'), as the recorder counts them: a fresh demo's /analytics has a funnel and organizations to compare,
  // and its tests a period no other test writes to. The analytics rollup counts them on its first run.
  const viewDays = inserted.flatMap(({ id }, index) =>
    rows[index]!.status !== "published"
      ? []
      : Array.from({ length: 12 }, (_, week) => ({ tenantId, vacancyId: id, day: isoDay(now - (5 + week * 4 + (index % 4)) * DAY), views: 1 + ((index * 5 + week) % 7) })),
  );
  await tx.insert(vacancyViewDays).values(viewDays);
}

function describe(vacancy: DemoVacancy, city: string): string {
  return [
    `<p>${vacancy.intro}</p>`,
    "<h3>Wat ga je doen?</h3>",
    `<ul>${vacancy.tasks.map((task) => `<li>${task}</li>`).join("")}</ul>`,
    "<h3>Wat bieden wij?</h3>",
    `<p>Een fijne groep vrijwilligers in ${city}, een goede inwerkperiode en een vergoeding van je onkosten.</p>`,
  ].join("");
}

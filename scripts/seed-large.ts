/*
 * A large dataset for the benchmark (`npm run db:seed -- --size large`): 50
 * tenants, each with one volunteer center, 400 organizations, 2,000 vacancies
 * and 4,000 applications — 20k organizations, 100k vacancies and 200k
 * applications in all. `--size small` makes 5 such tenants. Rows are made by
 * set-based SQL (`INSERT … SELECT … FROM generate_series`) per tenant inside
 * withTenant, so row-level security checks every row as in production.
 *
 * Tenants are `large-01` … `large-50`, served at `large-01.localhost` …; each
 * has `admin@large-01.example` (admin) with the demo password. Running it again
 * adds only the tenants that are missing. The first tenant also gets 60 activities
 * with 5,000 occurrences in the coming three months (the calendar's bench case,
 * issue 14), set-based too, and a year of analytics (views, searches, reactions, rolled up: issue 15).
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "~/modules/auth/password.server";
import { withTenant, type Database } from "~/modules/db/client.server";
import { DEMO_VACANCIES } from "~/modules/db/demo-vacancies";
import { createCenter, createTenant, createUser, setDefaultCenter } from "~/modules/db/factories.server";
import { activityOccurrences, pages, tenants, users, volunteerCenters } from "~/modules/db/schema";
import { seedDemoContent } from "~/modules/content/seed.server";
import { DEMO_PASSWORD, isSeeded, seedDemoData } from "~/modules/db/seed.server";
import { rollupAnalytics } from "~/modules/analytics/rollup.server";
import { addMissingAnalytics } from "./lib/analytics-seed";

export const SIZES = { small: 5, large: 50 } as const;
export type Size = keyof typeof SIZES;

export const PER_TENANT = { organizations: 400, vacancies: 2000, applications: 4000 };
/** The first tenant's activity calendar: this many activities and occurrences, from tomorrow over 84 days. */
export const CALENDAR = { activities: 60, occurrences: 5000 };
const CITIES = ["Apeldoorn", "Deventer", "Zwolle", "Oldebroek", "Epe", "Vaassen", "Hattem", "Heerde", "Twello", "Voorst"];

export const largeTenantSlug = (index: number) => `large-${String(index).padStart(2, "0")}`;

export async function seedLarge(db: Database, size: Size, log: (line: string) => void = console.log): Promise<void> {
  if (!(await isSeeded(db))) await seedDemoData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const count = SIZES[size];
  const started = performance.now();
  for (let index = 1; index <= count; index++) {
    const slug = largeTenantSlug(index);
    const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    if (existing) {
      // Datasets seeded before the content pages existed get them now.
      if (await withTenant(db, existing.id, (tx) => addMissingContent(tx, existing.id))) log(`${slug}: added the demo content pages`);
      if (index === 1 && (await addMissingActivities(db, existing.id))) log(`${slug}: added ${CALENDAR.occurrences} activity occurrences`);
      if (index === 1 && (await addMissingAnalytics(db, existing.id))) log(`${slug}: added a year of analytics`);
      continue;
    }
    const t0 = performance.now();
    const tenant = await createTenant(db, {
      slug,
      appName: `Vrijwilligers ${index}`,
      features: { p2p: true, centerSharing: false, i18n: true, volunteerProfiles: true, activities: true },
    });
    const centerId = await withTenant(db, tenant.id, (tx) => seedTenant(tx, { tenantId: tenant.id, slug, index, passwordHash }));
    await setDefaultCenter(db, tenant.id, centerId);
    if (index === 1) await addMissingActivities(db, tenant.id);
    // The bench's /analytics reads a year of the first tenant's views, searches and rollups (issue 15).
    if (index === 1) await addMissingAnalytics(db, tenant.id);
    log(`${slug}: ${PER_TENANT.organizations} organizations, ${PER_TENANT.vacancies} vacancies, ${PER_TENANT.applications} applications (${Math.round(performance.now() - t0)} ms)`);
  }
  // Every tenant's analytics rolled up once here, so a server started on the dataset does not recount 50 tenants'
  // responses in its first minute (the job then sees only what changed; decision 047).
  await rollupAnalytics(db, new Date());
  // Fresh statistics, or the planner guesses from an empty table (a sequential scan instead of the search indexes).
  await db.execute(sql`analyze`);
  log(`Large dataset (${size}, ${count} tenants) ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function seedTenant(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  input: { tenantId: string; slug: string; index: number; passwordHash: string },
): Promise<string> {
  const { tenantId, slug } = input;
  const city = CITIES[input.index % CITIES.length]!;
  const center = await createCenter(tx, { tenantId, slug, name: `Vrijwilligerscentrale ${city} ${input.index}`, hosts: [`${slug}.localhost`] });
  const admin = await createUser(tx, {
    tenantId,
    centerId: center.id,
    email: `admin@${slug}.example`,
    passwordHash: input.passwordHash,
    firstName: "Beheerder",
    lastName: slug,
    roles: ["admin"],
  });
  // The demo content (a home page of twelve blocks, news, stories): the benchmark's content page is `/`.
  await seedDemoContent(tx, { tenantId, centerId: center.id, centerName: center.name, createdById: admin.id });
  const catalogue = JSON.stringify(DEMO_VACANCIES.map((v) => ({ title: v.title, intro: v.intro, type: v.type, tags: v.tags })));
  const n = DEMO_VACANCIES.length;

  await tx.execute(sql`
    insert into organizations (tenant_id, center_id, name, type, status, description, created_at, updated_at)
    select ${tenantId}, ${center.id}, 'Stichting ' || (array['Buurtkracht','Samen Sterk','De Brug','Het Anker','Zonnebloem'])[1 + g % 5] || ' ' || ${city} || ' ' || g,
           'NonProfit', (case when g % 20 = 0 then 'pending' else 'approved' end)::organization_status,
           'Een organisatie in ' || ${city} || '.', now() - g * interval '1 day', now()
      from generate_series(1, ${PER_TENANT.organizations}) as g`);

  // Vacancies spread over the organizations; 70 % published, the rest in the other statuses.
  await tx.execute(sql`
    with orgs as (
      select id, (row_number() over (order by id)) - 1 as n from organizations where tenant_id = ${tenantId} and center_id = ${center.id}
    ), catalogue as (
      select value as v, (ordinality - 1) as n from jsonb_array_elements(${catalogue}::jsonb) with ordinality
    )
    insert into vacancies (tenant_id, center_id, organization_id, contact_person_id, title, status, status_before_archive, vacancy_type,
                           description, tags, city, postal_code, expires_at, created_at, updated_at)
    select ${tenantId}, ${center.id}, o.id, ${admin.id},
           (c.v ->> 'title') || ' ' || g,
           (case when g % 10 < 7 then 'published' when g % 10 = 7 then 'draft' when g % 10 = 8 then 'filled' else 'archived' end)::vacancy_status,
           (case when g % 10 = 9 then 'published' end)::vacancy_status,
           (c.v ->> 'type')::vacancy_type,
           '<p>' || (c.v ->> 'intro') || '</p><p>In ' || ${city} || ', een paar uur per week.</p>',
           array(select jsonb_array_elements_text(c.v -> 'tags')),
           ${city}, (7300 + g % 100)::text || ' AB',
           case when g % 3 = 0 then null else now() + ((30 + g % 300) * interval '1 day') end,
           now() - g * interval '37 minutes', now()
      from generate_series(1, ${PER_TENANT.vacancies}) as g
      join orgs o on o.n = g % ${PER_TENANT.organizations}
      join catalogue c on c.n = g % ${n}`);

  await tx.execute(sql`
    with v as (
      select id, (row_number() over (order by id)) - 1 as n from vacancies where tenant_id = ${tenantId} and center_id = ${center.id}
    )
    insert into applications (tenant_id, vacancy_id, name, first_name, last_name, email, message, status, idempotency_key, created_at, updated_at)
    select ${tenantId}, v.id, 'Vrijwilliger ' || g, 'Vrijwilliger', g::text, 'vrijwilliger' || g || '@' || ${slug} || '.example',
           'Ik help graag mee.', (case g % 5 when 0 then 'accepted' when 1 then 'rejected' end)::application_status,
           ${slug} || '-' || g, now() - g * interval '11 minutes', now()
      from generate_series(1, ${PER_TENANT.applications}) as g
      join v on v.n = g % ${PER_TENANT.vacancies}`);
  return center.id;
}

/** The demo content pages for a tenant that has none; true when they were added. */
async function addMissingContent(tx: Parameters<Parameters<typeof withTenant>[2]>[0], tenantId: string): Promise<boolean> {
  const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.tenantId, tenantId)).limit(1);
  if (page) return false;
  const [center] = await tx.select({ id: volunteerCenters.id, name: volunteerCenters.name }).from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantId)).limit(1);
  if (!center) return false;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)).orderBy(users.createdAt).limit(1);
  if (!admin) return false;
  await seedDemoContent(tx, { tenantId, centerId: center.id, centerName: center.name, createdById: admin.id });
  return true;
}

/**
 * The first tenant's activity calendar (issue 14): 60 published activities and language activities with a weekly
 * schedule, and 5,000 occurrences from tomorrow over 84 days (each activity once a day at its own hour, Amsterdam
 * time) — the occurrences as a saved schedule would leave them. True when they were added (none there yet).
 */
export async function addMissingActivities(db: Database, tenantId: string): Promise<boolean> {
  return withTenant(db, tenantId, async (tx) => {
    const [any] = await tx.select({ id: activityOccurrences.id }).from(activityOccurrences).where(eq(activityOccurrences.tenantId, tenantId)).limit(1);
    if (any) return false;
    const [center] = await tx.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.tenantId, tenantId)).limit(1);
    if (!center) return false;
    await tx.execute(sql`
      with orgs as (
        select id, (row_number() over (order by id)) - 1 as n from organizations where tenant_id = ${tenantId} and center_id = ${center.id} and status = 'approved'
      ), orgcount as (select count(*) as c from orgs)
      insert into vacancies (tenant_id, center_id, organization_id, title, status, vacancy_type, description, tags, city, created_at, updated_at)
      select ${tenantId}, ${center.id}, o.id,
             (array['Taalcafé','Moestuindag','Kookclub','Wandelgroep','Repair Café','Voorleesuurtje'])[1 + g % 6] || ' ' || g,
             'published', (case when g % 3 = 0 then 'language' else 'activity' end)::vacancy_type,
             '<p>Doe mee aan deze activiteit.</p>', array['free'], (array['Apeldoorn','Deventer','Epe','Vaassen'])[1 + g % 4], now(), now()
        from generate_series(0, ${CALENDAR.activities - 1}) as g
        join orgs o on o.n = g % (select c from orgcount)`);
    await tx.execute(sql`
      with acts as (
        select id, (row_number() over (order by id)) - 1 as n from vacancies
         where tenant_id = ${tenantId} and vacancy_type in ('activity', 'language') and title ~ ' [0-9]+$' and description = '<p>Doe mee aan deze activiteit.</p>'
      )
      insert into activity_schedules (vacancy_id, tenant_id, rule, capacity, online, location)
      select a.id, ${tenantId},
             jsonb_build_object('frequency', 'regularly', 'weekdays', jsonb_build_array(0, 1, 2, 3, 4, 5, 6), 'interval', 1,
                                'startDate', to_char(current_date + 1, 'YYYY-MM-DD'), 'untilDate', to_char(current_date + 84, 'YYYY-MM-DD'),
                                'startTime', lpad((9 + a.n % 10)::text, 2, '0') || ':00', 'endTime', lpad((9 + a.n % 10)::text, 2, '0') || ':45', 'exceptions', '[]'::jsonb),
             20, false, 'Buurthuis'
        from acts a`);
    await tx.execute(sql`
      with acts as (
        select vacancy_id as id, (row_number() over (order by vacancy_id)) - 1 as n from activity_schedules where tenant_id = ${tenantId}
      ), slots as (
        select a.id, g / ${CALENDAR.activities} as day, a.n
          from generate_series(0, ${CALENDAR.occurrences - 1}) as g
          join acts a on a.n = g % ${CALENDAR.activities}
      )
      insert into activity_occurrences (tenant_id, vacancy_id, starts_at, ends_at)
      select ${tenantId}, s.id,
             ((current_date + 1 + s.day::int)::timestamp + (9 + s.n % 10) * interval '1 hour') at time zone 'Europe/Amsterdam',
             ((current_date + 1 + s.day::int)::timestamp + (9 + s.n % 10) * interval '1 hour' + interval '45 minutes') at time zone 'Europe/Amsterdam'
        from slots s`);
    return true;
  });
}

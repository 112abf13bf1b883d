import { eq } from "drizzle-orm";
import { createOrganization, createUser, createVacancy } from "~/modules/db/factories.server";
import { volunteerCenters } from "~/modules/db/schema";
import { demoCenter, testApi, testDatabase, tokenHeadersFor, type DemoCenter } from "./api";

export type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> };

export async function centerBySlug(slug: string) {
  const { db } = await testDatabase();
  const [center] = await db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, slug));
  return center!;
}

const DAY = 86_400_000;

/**
 * Vacancies of our own, with a unique tag in every title, in the demo center:
 * an organization with a member (`orgUser`), one vacancy per status, and a
 * published one at the partner center (same tenant) and at oldebroek.
 */
export async function vacancyFixture() {
  const tag = `Vt${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;
  const [demoSite, partnerSite, oldebroekSite] = await Promise.all([demoCenter(), demoCenter("partner.localhost"), demoCenter("oldebroek.localhost")]);
  // The demo and partner center as the tests use them (their rows' id and tenantId).
  const rowOf = ({ centerId, tenantId }: DemoCenter) => ({ id: centerId, tenantId });
  const [demo, partner] = [rowOf(demoSite), rowOf(partnerSite)];
  const orgUser = `org-${tag}@demo.example`.toLowerCase();
  const future = new Date(Date.now() + 30 * DAY);
  const ids = await demoSite.run(async (tx, base) => {
    const contact = await createUser(tx, { ...base, email: `contact-${tag}@demo.example`.toLowerCase(), firstName: "Cor", lastName: "Contact", phoneNumber: "055-1234567" });
    const member = await createUser(tx, { ...base, email: orgUser, firstName: "Olga", roles: ["organization_superuser"] });
    const organization = await createOrganization(tx, { ...base, name: `Organisatie ${tag}`, type: "NonProfit", status: "approved", memberIds: [member.id] });
    const other = await createOrganization(tx, { ...base, name: `Andere ${tag}`, type: "NonProfit", status: "approved" });
    const vacancy = (title: string, extra: Partial<Parameters<typeof createVacancy>[1]> = {}) =>
      createVacancy(tx, { ...base, organizationId: organization.id, contactPersonId: contact.id, title: `${title} ${tag}`, status: "published", ...extra }).then((v) => v.id);
    return {
      organizationId: organization.id,
      otherOrganizationId: other.id,
      contactId: contact.id,
      memberId: member.id,
      fiets: await vacancy("Fietsmaatje", {
        description: "<p>Samen fietsen met ouderen in het park.</p>",
        vacancyType: "one-on-one",
        tags: ["regularly", "flexible"],
        ageGroupIds: [3, 4],
        city: "Apeldoorn",
        postalCode: "7311 AB",
        expiresAt: future,
      }),
      cafe: await vacancy("Gastheer in het café", {
        description: "<p>Koffie schenken voor bezoekers.</p>",
        vacancyType: "activity",
        tags: ["once"],
        frequency: "once",
        startDate: "2031-04-01",
        endDate: "2031-04-01",
        city: "Vaassen",
        postalCode: "8171 CD",
        contactPhoneVisible: true,
      }),
      chauffeur: await vacancy("Chauffeur voedselbank", { vacancyType: "volunteering", tags: ["regularly"] }),
      draft: await vacancy("Concept", { status: "draft" }),
      filled: await vacancy("Vervuld", { status: "filled" }),
      expired: await vacancy("Verlopen", { status: "expired", expiresAt: new Date(Date.now() - DAY) }),
      archived: await vacancy("Gearchiveerd", { status: "archived", statusBeforeArchive: "published" }),
      deleted: await vacancy("Verwijderd", { status: "deleted" }),
      otherOrg: await createVacancy(tx, { ...base, organizationId: other.id, title: `Andere organisatie ${tag}`, status: "published" }).then((v) => v.id),
      otherOrgDraft: await createVacancy(tx, { ...base, organizationId: other.id, title: `Andere concept ${tag}`, status: "draft" }).then((v) => v.id),
    };
  });
  const partnerIds = await partnerSite.run(async (tx, base) => {
    const organization = await createOrganization(tx, { ...base, name: `Partnerorganisatie ${tag}`, type: "NonProfit", status: "approved" });
    const published = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Partner gepubliceerd ${tag}`, status: "published" });
    const draft = await createVacancy(tx, { ...base, organizationId: organization.id, title: `Partner concept ${tag}`, status: "draft" });
    return { published: published.id, draft: draft.id };
  });
  const oldebroekId = await oldebroekSite.run(async (tx, base) => {
    const organization = await createOrganization(tx, { ...base, name: `Oldebroekse ${tag}`, type: "NonProfit", status: "approved" });
    return (await createVacancy(tx, { ...base, organizationId: organization.id, title: `Oldebroek ${tag}`, status: "published" })).id;
  });
  return { tag, orgUser, demo, partner, ...ids, partnerPublished: partnerIds.published, partnerDraft: partnerIds.draft, oldebroek: oldebroekId };
}

export type VacancyFixture = Awaited<ReturnType<typeof vacancyFixture>>;

/**
 * The fixture with an API of its own and the token headers of the people the vacancy and response tests act as:
 * the demo center's admin, the fixture's organization member, the demo volunteer and the partner center's admin.
 */
export async function vacancyApiFixture() {
  const api = await testApi();
  const f = await vacancyFixture();
  const [admin, orgUser, volunteer, partnerAdmin] = await Promise.all([
    tokenHeadersFor("admin@demo.example"),
    tokenHeadersFor(f.orgUser),
    tokenHeadersFor("volunteer@demo.example"),
    tokenHeadersFor("admin@partner.example", "partner.localhost"),
  ]);
  return { api, f, admin, orgUser, volunteer, partnerAdmin };
}

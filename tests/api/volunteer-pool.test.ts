import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Database } from "~/modules/db/client.server";
import { createUser } from "~/modules/db/factories.server";
import { mailOutbox, organizations, users, volunteerProfileReplies, volunteerProfiles } from "~/modules/db/schema";
import { DEMO_POOL, DEMO_VOLUNTEER_PROFILES, seedDemoVolunteerProfile } from "~/modules/volunteer-pool/seed.server";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { json } from "../support/jsonapi";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * The volunteer pool (issue 14, decision 038): /api/v1/volunteer_profile (own) and /api/v1/volunteer_profiles
 * (the pool) — only opted-in profiles of the center's volunteers, for organization users and center roles;
 * 404 where the tenant has no volunteer profiles.
 */

let t: TestApi;
let tag: string;
let skill: string;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await testApi();
  const f = await vacancyFixture();
  tag = f.tag;
  skill = `Fietsen${tag}`;
  const [demo, partner] = await Promise.all([demoCenter(), demoCenter("partner.localhost")]);
  const email = (name: string) => `${name}-${tag}@demo.example`.toLowerCase();
  await demo.run(async (tx, base) => {
    await createUser(tx, { ...base, email: email("in"), firstName: "Ida", lastName: `In ${tag}`, roles: ["volunteer"] });
    await createUser(tx, { ...base, email: email("out"), firstName: "Otto", lastName: `Out ${tag}`, roles: ["volunteer"] });
    await createUser(tx, { tenantId: demo.tenantId, centerId: partner.centerId, email: email("partner"), firstName: "Piet", lastName: `Partner ${tag}`, roles: ["volunteer"] });
  });
  for (const name of ["in", "out"]) headers[name] = await tokenHeadersFor(email(name));
  headers.partner = await tokenHeadersFor(email("partner"), "partner.localhost");
  headers.org = await tokenHeadersFor(f.orgUser);
  headers.admin = await tokenHeadersFor("admin@demo.example");
  headers.oldebroek = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
});

const save = (who: string, attributes: Record<string, unknown>, host = "localhost") =>
  t.request("/api/v1/volunteer_profile", { method: "PATCH", headers: headers[who], host, json: { data: { type: "volunteer_profiles", attributes } } });

const search = async (who: string, query: string, host = "localhost") => t.request(`/api/v1/volunteer_profiles${query}`, { headers: headers[who], host });
const names = async (response: Response) => (await json<Resource[]>(response)).data.map((r) => r.attributes.name as string);

const profile = (extra: Record<string, unknown> = {}) => ({
  opted_in: true,
  skills: [skill, "Koken"],
  interests: ["Natuur"],
  availability: ["mon_morning", "sat_afternoon"],
  languages: ["Nederlands"],
  postcode: "7311 AA",
  about: `Ik help graag ${tag}`,
  ...extra,
});

describe("volunteer pool: the own profile", () => {
  it("starts empty and not opted in, and saves the volunteer's profile", async () => {
    const empty = await json(await t.request("/api/v1/volunteer_profile", { headers: headers.in }));
    expect(empty.data.attributes).toMatchObject({ opted_in: false, skills: [] });
    const saved = await save("in", profile({ skills: ` ${skill}, Koken ,${skill}` }));
    expect(saved.status).toBe(200);
    expect((await json(saved)).data.attributes).toMatchObject({ opted_in: true, skills: [skill, "Koken"], postcode: "7311 AA", availability: ["mon_morning", "sat_afternoon"] });
    expect((await save("out", profile({ opted_in: false }))).status).toBe(200);
    expect((await save("partner", profile(), "partner.localhost")).status).toBe(200);
  });

  it("refuses bad input with 422", async () => {
    for (const bad of [{ availability: ["mon_night"] }, { postcode: "12345" }, { about: "x".repeat(2001) }, { skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, { unknown: 1 }]) {
      const response = await save("in", profile(bad));
      expect(response.status, JSON.stringify(bad)).toBe(422);
    }
  });

  it("needs sign-in", async () => {
    expect((await t.request("/api/v1/volunteer_profile")).status).toBe(401);
  });
});

describe("volunteer pool: searching", () => {
  it("shows organization users and center roles the opted-in volunteers of their center only", async () => {
    for (const who of ["org", "admin"]) {
      const found = await names(await search(who, `?filter[skill]=${skill.toLowerCase()}`));
      expect(found, who).toEqual([`Ida In ${tag}`]);
    }
    // The text search finds the same; the volunteer who did not opt in never appears.
    expect(await names(await search("admin", `?filter[q]=${tag}`))).toEqual([`Ida In ${tag}`]);
  });

  it("filters by availability and distance from a postcode", async () => {
    expect(await names(await search("admin", `?filter[skill]=${skill}&filter[availability]=sat_afternoon`))).toEqual([`Ida In ${tag}`]);
    expect(await names(await search("admin", `?filter[skill]=${skill}&filter[availability]=sun_evening`))).toEqual([]);
    const near = await json<Resource[]>(await search("admin", `?filter[skill]=${skill}&filter[postcode]=7311AA&filter[distance]=5`));
    expect(near.data.map((r) => r.attributes.distance_km)).toEqual([0]);
    expect((await search("admin", `?filter[distance]=5`)).status).toBe(400);
  });

  it("forbids volunteers, and other tenants see nothing", async () => {
    expect((await search("in", "")).status).toBe(403);
    expect((await search("oldebroek", `?filter[skill]=${skill}`, "oldebroek.localhost")).status).toBe(200);
    expect(await names(await search("oldebroek", `?filter[skill]=${skill}`, "oldebroek.localhost"))).toEqual([]);
    // The partner center's volunteer (same tenant, another center) is not in the demo center's pool.
    expect(await names(await search("admin", `?filter[q]=Partner ${tag}`))).toEqual([]);
  });

  it("reads one opted-in profile, and 404s one that is not opted in", async () => {
    const [ida] = (await json<Resource[]>(await search("admin", `?filter[skill]=${skill}`))).data;
    expect((await t.request(`/api/v1/volunteer_profiles/${ida!.id}`, { headers: headers.org })).status).toBe(200);
    const otto = (await json(await t.request("/api/v1/volunteer_profile", { headers: headers.out }))).data;
    expect((await t.request(`/api/v1/volunteer_profiles/${otto.id}`, { headers: headers.admin })).status).toBe(404);
  });

  it("is a 404 where the tenant has no volunteer profiles", async () => {
    const meedoen = await tokenHeadersFor("admin@meedoen.example", "meedoen.localhost");
    expect((await t.request("/api/v1/volunteer_profiles", { headers: meedoen, host: "meedoen.localhost" })).status).toBe(404);
    expect((await t.request("/api/v1/volunteer_profile", { headers: meedoen, host: "meedoen.localhost" })).status).toBe(404);
  });
});

describe("volunteer pool: the demo data", () => {
  const pool = async (who: Record<string, string>, host: string) =>
    json<Resource[]>(await t.request("/api/v1/volunteer_profiles?page[size]=100", { headers: who, host }));
  const namesOf = (center: string) => DEMO_POOL[center]!.map((volunteer) => `${volunteer.firstName} ${volunteer.lastName}`);

  it("has the seed's volunteers in the demo and partner centers' pools, each center its own, and nobody in Oldebroek's", async () => {
    const demo = await pool(headers.admin!, "localhost");
    const partner = await pool(await tokenHeadersFor("admin@partner.example", "partner.localhost"), "partner.localhost");
    const found = (document: typeof demo) => document.data.map((r) => r.attributes.name as string);
    expect(namesOf("demo").length).toBeGreaterThanOrEqual(6);
    expect(found(demo)).toEqual(expect.arrayContaining(namesOf("demo")));
    for (const name of namesOf("partner")) expect(found(demo)).not.toContain(name);
    expect(found(partner)).toEqual(expect.arrayContaining(namesOf("partner")));
    for (const name of namesOf("demo")) expect(found(partner)).not.toContain(name);
    // Every one a profile to show: skills, interests, languages, day parts, a postcode of the city, a text.
    for (const profile of demo.data.filter((r) => namesOf("demo").includes(r.attributes.name as string))) {
      expect(profile.attributes, profile.attributes.name as string).toMatchObject({
        opted_in: true,
        skills: expect.arrayContaining([expect.any(String)]),
        interests: expect.arrayContaining([expect.any(String)]),
        languages: expect.arrayContaining(["Nederlands"]),
        availability: expect.arrayContaining([expect.stringMatching(/^(mon|tue|wed|thu|fri|sat|sun)_(morning|afternoon|evening)$/)]),
        postcode: expect.stringMatching(/^73\d\d [A-Z]{2}$/),
        about: expect.stringMatching(/^.{60,}$/),
      });
    }
    const oldebroek = await pool(headers.oldebroek!, "oldebroek.localhost");
    expect(oldebroek.meta).toMatchObject({ total: 0 });
  });
});

describe("volunteer pool: the demo volunteers' own profiles", () => {
  const own = async (email: string, host: string) =>
    (await json<Resource>(await t.request("/api/v1/volunteer_profile", { headers: await tokenHeadersFor(email, host), host }))).data.attributes;

  it("volunteer@<center> finds a filled-in profile: in the pool where the center has a demo pool, not (yet) in Oldebroek's", async () => {
    for (const [center, host] of [
      ["demo", "localhost"],
      ["partner", "partner.localhost"],
      ["oldebroek", "oldebroek.localhost"],
    ] as const) {
      const seeded = DEMO_VOLUNTEER_PROFILES[center]!;
      expect(await own(`volunteer@${center}.example`, host), center).toMatchObject({
        opted_in: seeded.optedIn,
        skills: seeded.skills,
        interests: seeded.interests,
        availability: seeded.availability,
        languages: seeded.languages,
        postcode: seeded.postcode,
        about: seeded.about,
      });
    }
    expect(DEMO_VOLUNTEER_PROFILES.demo!.optedIn && DEMO_VOLUNTEER_PROFILES.partner!.optedIn).toBe(true);
    const demoPool = await json<Resource[]>(await t.request(`/api/v1/volunteer_profiles?filter[skill]=${encodeURIComponent("Boodschappen doen")}`, { headers: headers.admin }));
    expect(demoPool.data.map((r) => r.attributes.name)).toContain("Bram volunteer");
    // Oldebroek's volunteer has not opted in: its pool stays empty (tests/e2e/volunteer-pool.nojs.spec.ts).
    expect((await json<Resource[]>(await t.request("/api/v1/volunteer_profiles", { headers: headers.oldebroek, host: "oldebroek.localhost" }))).meta).toMatchObject({ total: 0 });
  });

  it("is seeded once: seeding it again changes nothing and adds no second profile", async () => {
    const demo = await demoCenter();
    const before = await own("volunteer@demo.example", "localhost");
    await demo.run(async (tx, { tenantId }) => {
      const [volunteer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "volunteer@demo.example"));
      await seedDemoVolunteerProfile(tx, { tenantId, center: "demo", userId: volunteer!.id, centre: { latitude: 52.2, longitude: 5.97 } });
      const rows = await tx.select({ id: volunteerProfiles.id }).from(volunteerProfiles).where(eq(volunteerProfiles.userId, volunteer!.id));
      expect(rows).toHaveLength(1);
    });
    expect(await own("volunteer@demo.example", "localhost")).toEqual(before);
  });
});

const DEMO_REPLIES_MIGRATION = "0040_demo_profile_replies_linked";

/**
 * A migration of the journal run again on the worker's database (migrated before it was seeded, so the migration found
 * no demo data then), statement by statement as the migrator runs it.
 */
async function runMigration(db: Database, tag: string) {
  const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  expect(journal.entries.map((entry) => entry.tag)).toContain(tag);
  const text = fs.readFileSync(path.resolve("drizzle", `${tag}.sql`), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
}

describe("volunteer pool: the demo replies to the demo volunteers' profiles", () => {
  type Reply = Resource & { relationships: Record<string, { data: { type: string; id: string } | null }> };
  const linkage = async (center: string, host: string) => {
    const who = await tokenHeadersFor(`volunteer@${center}.example`, host);
    const profile = (await json<Resource>(await t.request("/api/v1/volunteer_profile", { headers: who, host }))).data;
    const replies = (await json<Reply[]>(await t.request("/api/v1/profile_replies", { headers: who, host }))).data;
    return { profile: profile.id, replies: replies.map((reply) => reply.relationships.volunteer_profile!.data) };
  };

  it("are replies to volunteer@<center>'s own pool profile, in the demo and partner centers", async () => {
    for (const [center, host] of [
      ["demo", "localhost"],
      ["partner", "partner.localhost"],
    ] as const) {
      const { profile, replies } = await linkage(center, host);
      expect(replies.length, center).toBeGreaterThanOrEqual(3);
      expect(replies, center).toEqual(replies.map(() => ({ type: "volunteer_profiles", id: profile })));
    }
  });

  it("are linked in a database seeded before by migration 0040, which leaves other replies alone and a second time writes nothing", async () => {
    const demo = await demoCenter();
    const before = await linkage("demo", "localhost");
    // A database seeded before the link: the seed's replies without their profile. Beside them a reply without a
    // profile to someone else with a profile, as a reply from before migration 0023 is: not demo data, kept as it is.
    const stranger = `vreemde-${tag}@demo.example`.toLowerCase();
    const strangersReply = await demo.run(async (tx, ids) => {
      const [volunteer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "volunteer@demo.example"));
      await tx.update(volunteerProfileReplies).set({ volunteerProfileId: null }).where(eq(volunteerProfileReplies.volunteerId, volunteer!.id));
      const user = await createUser(tx, { ...ids, email: stranger, firstName: "Vera", lastName: `Vreemd ${tag}`, roles: ["volunteer"] });
      await tx.insert(volunteerProfiles).values({ tenantId: ids.tenantId, userId: user.id, optedIn: true });
      const [organization] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.centerId, ids.centerId)).limit(1);
      const [reply] = await tx
        .insert(volunteerProfileReplies)
        .values({ tenantId: ids.tenantId, volunteerId: user.id, organizationId: organization!.id, body: "Van vóór de profielen" })
        .returning({ id: volunteerProfileReplies.id });
      return reply!.id;
    });
    expect((await linkage("demo", "localhost")).replies.every((data) => data === null)).toBe(true);

    await runMigration(demo.db, DEMO_REPLIES_MIGRATION);
    expect(await linkage("demo", "localhost")).toEqual(before);
    const [kept] = await demo.run((tx) => tx.select().from(volunteerProfileReplies).where(eq(volunteerProfileReplies.id, strangersReply)));
    expect(kept!.volunteerProfileId).toBeNull();

    // Every row an UPDATE writes gets a new xmin: the same ones after a second run, so it wrote no row.
    const versions = () => demo.run((tx) => tx.select({ id: volunteerProfileReplies.id, xmin: sql<string>`xmin::text` }).from(volunteerProfileReplies));
    const written = await versions();
    await runMigration(demo.db, DEMO_REPLIES_MIGRATION);
    expect(await versions()).toEqual(written);
    expect(await linkage("demo", "localhost")).toEqual(before);
    // Oldebroek's volunteer has a profile too (not opted in): their replies are linked; Meedoen has no pool profile.
    const unlinked = await (await demoCenter("oldebroek.localhost")).run((tx) =>
      tx
        .select({ id: volunteerProfileReplies.id })
        .from(volunteerProfileReplies)
        .innerJoin(users, eq(users.id, volunteerProfileReplies.volunteerId))
        .where(and(eq(users.email, "volunteer@oldebroek.example"), isNull(volunteerProfileReplies.volunteerProfileId))),
    );
    expect(unlinked).toEqual([]);
  });
});

describe("volunteer pool: replying to a profile", () => {
  const reply = (who: string, id: string, attributes: Record<string, unknown>) =>
    t.request(`/api/v1/volunteer_profiles/${id}/replies`, { method: "POST", headers: headers[who], json: { data: { type: "volunteer_profile_replies", attributes } } });

  it("stores an organization's reply for the volunteer's /profile-replies and mails them", async () => {
    const [ida] = (await json<Resource[]>(await search("org", `?filter[skill]=${skill}`))).data;
    const response = await reply("org", ida!.id, { body: `Kom je helpen? ${tag}` });
    expect(response.status).toBe(201);
    expect((await json(response)).data.attributes).toMatchObject({ volunteer_profile_id: ida!.id, body: `Kom je helpen? ${tag}` });
    const replies = await json<Resource[]>(await t.request("/api/v1/profile_replies", { headers: headers.in }));
    expect(replies.data.map((r) => [r.attributes.body, r.attributes.organization_name])).toEqual([[`Kom je helpen? ${tag}`, `Organisatie ${tag}`]]);
    const mails = await (await demoCenter()).run((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.to, `in-${tag}@demo.example`.toLowerCase())));
    expect(mails.map((m) => m.subject)).toEqual([`Organisatie ${tag} reageerde op je vrijwilligersprofiel`]);
    expect(mails[0]!.text).toContain(`Kom je helpen? ${tag}`);
    expect(mails[0]!.text).toContain("/profile-replies");
  });

  it("refuses an empty reply, an organization not the sender's, volunteers, and profiles not in the pool", async () => {
    const [ida] = (await json<Resource[]>(await search("org", `?filter[skill]=${skill}`))).data;
    expect((await reply("org", ida!.id, { body: "  " })).status).toBe(422);
    expect((await reply("org", ida!.id, { body: "Hoi", organization_id: crypto.randomUUID() })).status).toBe(422);
    expect((await reply("in", ida!.id, { body: "Hoi" })).status).toBe(403);
    const otto = (await json(await t.request("/api/v1/volunteer_profile", { headers: headers.out }))).data;
    expect((await reply("org", otto.id, { body: "Hoi" })).status).toBe(404);
  });

  it("says another organization than the sender's and an unknown postcode in the request's language", async () => {
    const [ida] = (await json<Resource[]>(await search("org", `?filter[skill]=${skill}`))).data;
    for (const [acceptLanguage, organization, postcode] of [
      ["nl", "Je kunt alleen namens je eigen organisatie reageren", "Deze postcode kennen we niet. Controleer hem, bijvoorbeeld 7311 AA"],
      ["en", "You can only reply on behalf of your own organization", "We do not know this postcode. Please check it, for example 7311 AA"],
    ] as const) {
      const refused = await t.request(`/api/v1/volunteer_profiles/${ida!.id}/replies`, {
        method: "POST",
        headers: { ...headers.org, "accept-language": acceptLanguage },
        json: { data: { type: "volunteer_profile_replies", attributes: { body: "Hoi", organization_id: crypto.randomUUID() } } },
      });
      expect((await refused.json()).errors).toEqual([
        expect.objectContaining({ code: "invalid_organization", detail: organization, source: { pointer: "/data/attributes/organization_id" } }),
      ]);
      const unknown = await t.request(`/api/v1/volunteer_profiles?filter[postcode]=9999ZZ&filter[distance]=5`, { headers: { ...headers.admin, "accept-language": acceptLanguage } });
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).errors).toEqual([expect.objectContaining({ code: "unknown_postcode", detail: postcode, source: { parameter: "filter[postcode]" } })]);
    }
  });
});

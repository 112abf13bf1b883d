import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askForHelp, listPublicRequests } from "~/modules/neighbour-help/help.server";
import { auditLog } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type DemoCenter, type TestApi } from "../support/api";
import { json } from "../support/jsonapi";
import { mailsTo, requesterToken } from "../support/neighbour-help";
import { vacancyFixture, type Resource } from "../support/vacancies";

/*
 * Neighbour help (/een-op-een-hulp, issue 14, decision 041): asking without an account, the center's review,
 * the public listing without personal data, a helper's response and the decisions of the center and of the
 * requester (through the link of their mail). Only where the tenant has p2p.
 */

let t: TestApi;
let tag: string;
let demo: DemoCenter;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await testApi();
  const f = await vacancyFixture();
  tag = f.tag;
  demo = await demoCenter();
  headers.admin = await tokenHeadersFor("admin@demo.example");
  headers.superuser = await tokenHeadersFor("center_superuser@demo.example");
  headers.volunteer = await tokenHeadersFor("volunteer@demo.example");
  headers.org = await tokenHeadersFor(f.orgUser);
  headers.partner = await tokenHeadersFor("admin@partner.example", "partner.localhost");
  headers.oldebroek = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
});

const email = (who: string) => `${who}-${tag}@example.org`.toLowerCase();

const ask = (attributes: Record<string, unknown>, init: { host?: string; key?: string } = {}) =>
  t.request("/api/v1/neighbour_help_requests", {
    method: "POST",
    host: init.host,
    headers: init.key ? { "idempotency-key": init.key } : {},
    json: {
      data: {
        type: "neighbour_help_requests",
        attributes: { direction: "ask", kind: "neighbour-help", category: "groceries", description: `Wie doet mijn boodschappen? ${tag}`, postcode: "8091ab", name: `Ria Vraag ${tag}`, email: email("ria"), ...attributes },
      },
    },
  });

const respond = (id: string, attributes: Record<string, unknown>, key?: string) =>
  t.request(`/api/v1/neighbour_help_requests/${id}/responses`, {
    method: "POST",
    headers: key ? { "idempotency-key": key } : {},
    json: { data: { type: "neighbour_help_responses", attributes: { name: `Henk Helper ${tag}`, email: email("henk"), message: `Ik help graag ${tag}`, ...attributes } } },
  });

const review = (who: string, id: string, attributes: Record<string, unknown>, host = "localhost") =>
  t.request(`/api/v1/neighbour_help_reviews/${id}`, { method: "PATCH", host, headers: headers[who], json: { data: { type: "neighbour_help_requests", id, attributes } } });

const decide = (who: string, id: string, attributes: Record<string, unknown>) =>
  t.request(`/api/v1/neighbour_help_reviews/${id}/decisions`, { method: "POST", headers: headers[who], json: { data: { type: "neighbour_help_decisions", attributes } } });

const publicList = async (query = "", host = "localhost") => (await json<Resource[]>(await t.request(`/api/v1/neighbour_help_requests${query}`, { host }))).data;

describe("neighbour help: the tenant feature", () => {
  it("is there for the public and oldebroek tenants and a 404 for meedoen", async () => {
    expect((await t.request("/api/v1/neighbour_help_requests")).status).toBe(200);
    expect((await t.request("/api/v1/neighbour_help_requests", { host: "oldebroek.localhost" })).status).toBe(200);
    expect((await t.request("/api/v1/neighbour_help_requests", { host: "meedoen.localhost" })).status).toBe(404);
    expect((await ask({}, { host: "meedoen.localhost" })).status).toBe(404);
    const meedoen = await tokenHeadersFor("admin@meedoen.example", "meedoen.localhost");
    expect((await t.request("/api/v1/neighbour_help_reviews", { host: "meedoen.localhost", headers: meedoen })).status).toBe(404);
  });
});

describe("neighbour help: asking", () => {
  it("refuses empty, over-long and badly formed fields by field, and an unknown postcode with a clear code", async () => {
    const empty = await ask({ description: " ", name: "", email: "geen-adres", category: "zwemmen" });
    expect(empty.status).toBe(422);
    const pointers = (await json(empty)).errors!.map((e) => e.source?.pointer).sort();
    expect(pointers).toEqual(["/data/attributes/category", "/data/attributes/description", "/data/attributes/email", "/data/attributes/name"]);
    const long = await ask({ description: "x".repeat(1001) });
    expect((await json(long)).errors!.map((e) => [e.source?.pointer, e.detail])).toEqual([["/data/attributes/description", "Vul maximaal 1000 tekens in"]]);
    expect((await json(await ask({ postcode: "12345" }))).errors![0]!.source?.pointer).toBe("/data/attributes/postcode");
    const unknown = await ask({ postcode: "9999 ZZ" });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).errors).toEqual([expect.objectContaining({ code: "unknown_postcode", source: { pointer: "/data/attributes/postcode" } })]);
    expect(await mailsTo(email("ria"))).toEqual([]);
  });

  it("takes a request without an account once per idempotency key, mails the requester and the center, and keeps it off the listing until reviewed", async () => {
    const key = `ask-${tag}-once`;
    const first = await ask({ email: email("once") }, { key });
    expect(first.status).toBe(201);
    const created = (await json(first)).data;
    expect(created.attributes).toMatchObject({ direction: "ask", kind: "neighbour-help", category: "groceries", neighbourhood: "8091" });
    const again = await ask({ email: email("once") }, { key });
    expect(again.status).toBe(200);
    expect((await json(again)).data.id).toBe(created.id);

    const mails = await mailsTo(email("once"));
    expect(mails.map((m) => m.subject)).toEqual(["We hebben je bericht voor een-op-een-hulp ontvangen"]);
    expect(mails[0]!.text).toContain(`Wie doet mijn boodschappen? ${tag}`);
    // The token of the link is a secret of the outbox: the kept text has a marker where the link's token is.
    expect(await requesterToken(email("once"))).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    const toCenter = (await mailsTo("admin@demo.example")).filter((m) => m.text.includes(`Wie doet mijn boodschappen? ${tag}`) && m.text.includes(created.id));
    expect(toCenter.map((m) => m.subject)).toEqual(["Een nieuw bericht voor een-op-een-hulp wacht op beoordeling"]);

    expect((await publicList()).map((r) => r.id)).not.toContain(created.id);
    expect((await t.request(`/api/v1/neighbour_help_requests/${created.id}`)).status).toBe(404);
    expect((await respond(created.id, {})).status).toBe(404);
  });
});

describe("neighbour help: review, listing, responses and decisions", () => {
  let requestId: string;

  beforeAll(async () => {
    requestId = (await json(await ask({}))).data.id;
  });

  it("lets only the center's admins and center superusers review, of their own center", async () => {
    expect((await t.request("/api/v1/neighbour_help_reviews")).status).toBe(401);
    expect((await t.request("/api/v1/neighbour_help_reviews", { headers: headers.volunteer })).status).toBe(403);
    expect((await t.request("/api/v1/neighbour_help_reviews", { headers: headers.org })).status).toBe(403);
    expect((await review("volunteer", requestId, { status: "approved" })).status).toBe(403);
    // The partner center (same tenant, another center) and another tenant do not find it.
    expect((await t.request(`/api/v1/neighbour_help_reviews/${requestId}`, { host: "partner.localhost", headers: headers.partner })).status).toBe(404);
    expect((await review("partner", requestId, { status: "approved" }, "partner.localhost")).status).toBe(404);
    expect((await t.request(`/api/v1/neighbour_help_reviews/${requestId}`, { host: "oldebroek.localhost", headers: headers.oldebroek })).status).toBe(404);

    const pending = (await json<Resource[]>(await t.request("/api/v1/neighbour_help_reviews?page[size]=100", { headers: headers.superuser }))).data.find((r) => r.id === requestId);
    expect(pending?.attributes).toMatchObject({ status: "pending", name: `Ria Vraag ${tag}`, email: email("ria"), postcode: "8091 AB", responses: [] });

    // The meta counts each status, whatever the filter (the review page's tabs); the list's total is its status's count.
    for (const filter of ["", "?filter[status]=approved"]) {
      const { meta } = await json<Resource[]>(await t.request(`/api/v1/neighbour_help_reviews${filter}`, { headers: headers.admin }));
      const counts = meta!.status_counts as Record<string, number>;
      expect(Object.keys(counts).sort()).toEqual(["approved", "closed", "expired", "pending", "rejected", "withdrawn"]);
      expect(counts.pending).toBeGreaterThanOrEqual(1);
      expect(meta!.total).toBe(filter ? counts.approved : counts.pending);
    }
  });

  it("approves: public from then on, without name, e-mail, postcode or position; audit-logged and mailed", async () => {
    const approved = await review("admin", requestId, { status: "approved" });
    expect(approved.status).toBe(200);
    expect((await json(approved)).data.attributes.status).toBe("approved");
    // Approving twice is no transition.
    expect((await review("admin", requestId, { status: "approved" })).status).toBe(422);

    const listed = (await publicList("?page[size]=100")).find((r) => r.id === requestId);
    expect(listed?.attributes).toMatchObject({ direction: "ask", kind: "neighbour-help", category: "groceries", neighbourhood: "8091", distance_km: null });
    const single = await t.request(`/api/v1/neighbour_help_requests/${requestId}`);
    expect(single.status).toBe(200);
    for (const text of [JSON.stringify(listed), await single.text()]) {
      expect(text).not.toContain("Ria");
      expect(text).not.toContain("ria-");
      expect(text).not.toContain("8091 AB");
      expect(text).not.toMatch(/latitude|longitude|email|postcode/);
    }

    // The partner center's listing and another tenant's do not show it.
    expect((await publicList("?page[size]=100", "partner.localhost")).map((r) => r.id)).not.toContain(requestId);
    expect((await publicList("?page[size]=100", "oldebroek.localhost")).map((r) => r.id)).not.toContain(requestId);

    const entries = await demo.run((tx) => tx.select().from(auditLog).where(and(eq(auditLog.subjectId, requestId), eq(auditLog.action, "neighbour_help_approved"))));
    expect(entries).toHaveLength(1);
    expect((await mailsTo(email("ria"))).map((m) => m.subject)).toContain("Je bericht voor een-op-een-hulp staat op de website");
  });

  it("searches by postcode and distance, filters by kind and category, and says when a postcode is unknown", async () => {
    const near = await publicList("?filter[postcode]=8091AB&filter[distance]=2&page[size]=100");
    expect(near.find((r) => r.id === requestId)?.attributes.distance_km).toBe(0);
    expect((await publicList("?filter[kind]=p2p&page[size]=100")).map((r) => r.id)).not.toContain(requestId);
    expect((await publicList("?filter[kind]=neighbour-help&filter[category]=groceries&page[size]=100")).map((r) => r.id)).toContain(requestId);
    expect((await publicList("?filter[category]=garden&page[size]=100")).map((r) => r.id)).not.toContain(requestId);
    const unknown = await t.request("/api/v1/neighbour_help_requests?filter[postcode]=9999ZZ");
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).errors![0]).toMatchObject({ code: "unknown_postcode", source: { parameter: "filter[postcode]" } });
    expect((await t.request("/api/v1/neighbour_help_requests?filter[distance]=5")).status).toBe(400);
  });

  it("takes a helper's response once per key and mails it to the requester (with a new link) and to the center", async () => {
    const first = await respond(requestId, {}, `respond-${tag}-1`);
    expect(first.status).toBe(201);
    expect((await respond(requestId, {}, `respond-${tag}-1`)).status).toBe(200);
    const toRequester = (await mailsTo(email("ria"))).filter((m) => m.subject === `Henk Helper ${tag} reageerde op je bericht voor een-op-een-hulp`);
    expect(toRequester).toHaveLength(1);
    expect(toRequester[0]!.text).toContain(`Ik help graag ${tag}`);
    expect(toRequester[0]!.text).not.toContain(email("henk"));
    const toCenter = (await mailsTo("admin@demo.example")).filter((m) => m.text.includes(`Ik help graag ${tag}`));
    expect(toCenter.map((m) => m.subject)).toEqual(["Nieuwe reactie op een bericht voor een-op-een-hulp"]);
    // Bad input is refused by field.
    const empty = await respond(requestId, { message: "", email: "x" });
    expect((await json(empty)).errors!.map((e) => e.source?.pointer).sort()).toEqual(["/data/attributes/email", "/data/attributes/message"]);
  });

  it("lets the requester decline through the link of the mail, privately; the center accepts another, which closes the request", async () => {
    const token = await requesterToken(email("ria"));
    expect((await t.request("/api/v1/neighbour_help_requester/not-the-right-token-at-all")).status).toBe(404);
    const own = await t.request(`/api/v1/neighbour_help_requester/${token}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const responses = (await json(own)).data.attributes.responses as Array<{ id: string; name: string; email: string; status: string }>;
    // The helper's address reaches the requester only with an accepted response.
    expect(responses.map((r) => [r.name, r.email, r.status])).toEqual([[`Henk Helper ${tag}`, "", "new"]]);

    const declined = await t.request(`/api/v1/neighbour_help_requester/${token}/decisions`, {
      method: "POST",
      json: { data: { type: "neighbour_help_decisions", attributes: { response_id: responses[0]!.id, status: "declined" } } },
    });
    expect(declined.status).toBe(200);
    expect((await mailsTo(email("henk"))).map((m) => m.subject)).toEqual(["Je reactie op een bericht voor een-op-een-hulp"]);

    await respond(requestId, { name: `Greet Tweede ${tag}`, email: email("greet") }, `respond-${tag}-2`);
    // The new response's mail carries a new link; the earlier one no longer opens the request.
    expect((await t.request(`/api/v1/neighbour_help_requester/${token}`)).status).toBe(404);
    const second = ((await json(await t.request(`/api/v1/neighbour_help_reviews/${requestId}`, { headers: headers.admin }))).data.attributes.responses as Array<{ id: string; name: string }>).find((r) => r.name === `Greet Tweede ${tag}`)!;
    expect((await decide("volunteer", requestId, { response_id: second.id, status: "accepted" })).status).toBe(403);
    const accepted = await decide("admin", requestId, { response_id: second.id, status: "accepted" });
    expect(accepted.status).toBe(200);
    expect((await json(accepted)).data.attributes.status).toBe("closed");
    // A decided response is decided.
    expect((await decide("admin", requestId, { response_id: second.id, status: "declined" })).status).toBe(422);

    // Both get each other's name and address; the request leaves the listing.
    const toGreet = (await mailsTo(email("greet"))).find((m) => m.subject === `Jullie hulp is rond: Ria Vraag ${tag}`);
    expect(toGreet?.text).toContain(email("ria"));
    const toRia = (await mailsTo(email("ria"))).find((m) => m.subject === `Jullie hulp is rond: Greet Tweede ${tag}`);
    expect(toRia?.text).toContain(email("greet"));
    expect((await publicList("?page[size]=100")).map((r) => r.id)).not.toContain(requestId);
    expect((await respond(requestId, {})).status).toBe(404);
  });

  it("rejects with a reason that reaches the requester, audit-logged", async () => {
    const id = (await json(await ask({ email: email("afgewezen"), description: `Een verhuizing ${tag}` }))).data.id;
    const rejected = await review("superuser", id, { status: "rejected", reason: `Daarvoor is een verhuisbedrijf nodig ${tag}` });
    expect(rejected.status).toBe(200);
    const mail = (await mailsTo(email("afgewezen"))).find((m) => m.subject === "Je bericht voor een-op-een-hulp komt niet op de website");
    expect(mail?.text).toContain(`Daarvoor is een verhuisbedrijf nodig ${tag}`);
    expect((await publicList("?page[size]=100")).map((r) => r.id)).not.toContain(id);
    const entries = await demo.run((tx) => tx.select().from(auditLog).where(and(eq(auditLog.subjectId, id), eq(auditLog.action, "neighbour_help_rejected"))));
    expect(entries.map((e) => e.details)).toEqual([{ reason: `Daarvoor is een verhuisbedrijf nodig ${tag}` }]);
  });

  it("says the refusals of a review, a decision, a response and a request in the request's language", async () => {
    const otherId = (await json(await ask({ email: email("taal"), description: `Een andere vraag ${tag}` }))).data.id;
    const second = ((await json(await t.request(`/api/v1/neighbour_help_reviews/${requestId}`, { headers: headers.admin }))).data.attributes.responses as Array<{ id: string; name: string }>).find((r) => r.name === `Greet Tweede ${tag}`)!;
    for (const [acceptLanguage, reviewed, unknownResponse, decided, keyReused, postcode] of [
      ["nl", "Dit bericht is intussen veranderd: al beoordeeld of afgesloten", "Deze reactie hoort niet bij dit bericht", "Over deze reactie is al beslist, of het bericht is afgesloten", "Deze idempotency key is al gebruikt voor een ander bericht", "Deze postcode kennen we niet. Controleer hem, bijvoorbeeld 7311 AA"],
      ["en", "This message has changed in the meantime: it was reviewed or closed already", "This response does not belong to this message", "This response was decided on already, or the message is closed", "This idempotency key was used for another message", "We do not know this postcode. Please check it, for example 7311 AA"],
    ] as const) {
      const said = async (path: string, method: string, body: unknown, extra: Record<string, string> = headers.admin!) => {
        const response = await t.request(path, { method, headers: { ...extra, "accept-language": acceptLanguage }, json: body });
        expect(response.status, path).toBe(422);
        return ((await response.json()) as { errors: Array<{ code: string; detail: string; source: unknown }> }).errors.map((e) => [e.code, e.detail, e.source]);
      };
      const status = { pointer: "/data/attributes/status" };
      expect(await said(`/api/v1/neighbour_help_reviews/${requestId}`, "PATCH", { data: { type: "neighbour_help_requests", id: requestId, attributes: { status: "approved" } } })).toEqual([["invalid_transition", reviewed, status]]);
      const decisions = `/api/v1/neighbour_help_reviews/${requestId}/decisions`;
      expect(await said(decisions, "POST", { data: { type: "neighbour_help_decisions", attributes: { response_id: crypto.randomUUID(), status: "accepted" } } })).toEqual([
        ["unknown_response", unknownResponse, { pointer: "/data/attributes/response_id" }],
      ]);
      expect(await said(decisions, "POST", { data: { type: "neighbour_help_decisions", attributes: { response_id: second.id, status: "declined" } } })).toEqual([["already_decided", decided, status]]);
      const reused = { data: { type: "neighbour_help_responses", attributes: { name: `Henk Helper ${tag}`, email: email(`helper-${acceptLanguage}`), message: "Hoi" } } };
      expect(await said(`/api/v1/neighbour_help_requests/${otherId}/responses`, "POST", reused, { "idempotency-key": `respond-${tag}-1` })).toEqual([
        ["idempotency_key_reused", keyReused, { pointer: "/data/attributes/idempotency_key" }],
      ]);
      const asked = { data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "neighbour-help", category: "groceries", description: "Hulp", postcode: "9999 ZZ", name: "Ria", email: email(`vrager-${acceptLanguage}`) } } };
      expect(await said("/api/v1/neighbour_help_requests", "POST", asked, {})).toEqual([["unknown_postcode", postcode, { pointer: "/data/attributes/postcode" }]]);
    }
  });
});

describe("neighbour help: the geocoding service away", () => {
  const away = { geocode: () => Promise.reject(new Error("PDOK answered 503")) };

  it("keeps a request without a position (nothing lost) and says so when searching by distance", async () => {
    const values = { direction: "offer" as const, kind: "p2p" as const, category: "transport" as const, description: `Ik rijd graag ${tag}`, postcode: "7311 AA", name: "Rob", email: email("rob") };
    const { request, created } = await demo.run((tx, ids) =>
      askForHelp(tx, { ...ids, values, idempotencyKey: `away-${tag}`, language: "nl", geocoder: away, siteOrigin: "http://localhost", appName: "Demo" }),
    );
    expect(created).toBe(true);
    expect(request.neighbourhood).toBe("7311");
    await expect(
      demo.run((tx, ids) => listPublicRequests(tx, { ...ids, filters: { postcode: "7311AA" }, page: { size: 10, offset: 0 }, geocoder: away })),
    ).rejects.toMatchObject({ status: 503, code: "geocoder_unavailable" });
  });
});

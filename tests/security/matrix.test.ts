import { beforeAll, describe, expect, it } from "vitest";
import { ApiClient, Browser, describeRequest, type Reply } from "./http";
import { apiRoutes, pageRoutes, parametersOf } from "./routes";
import { documentOf, leakIn, prepareVictim, type Victim } from "./victim";

/*
 * Issue 16, the tenant × endpoint matrix. The demo center (tenant public) is
 * the victim: its admin makes private things named with a marker. Three
 * attackers — the admin of another tenant (oldebroek), the admin of a partner
 * center of the same tenant (partner) and an anonymous client — go after them
 * through every API route and every page of the route tables: by id, by filter,
 * by include, and with the Host, X-Tenant, Volunteer-Center-Id and
 * Current-Organization-Id of the victim. Nothing they get may show the marker
 * or a private id; asked by id they get 401, 403 or 404; what they write never
 * reaches the victim.
 */

/** Parameters whose value is public by design: the route is attacked all the same, with this value, but may answer. */
const PUBLIC_PARAMETERS: Record<string, { value: string; reason: string }> = {
  "/uploads/:name": { value: "geen-bestand.jpg", reason: "uploaded images are public files of the host's tenant (decision 026)" },
  // The data viewer (issue 15): a table's name is no one's private id; an admin reads their own center's rows of it,
  // and the users table holds the victim admin, marker and all (decision 044).
  "/api/v1/data_viewer/tables/:table/rows": { value: "users", reason: "a table name; the rows are the caller's own center's" },
  "/api/v1/data_viewer/tables/:table/rows.csv": { value: "users", reason: "a table name; the rows are the caller's own center's" },
  "/locales/:lng/:ns": { value: "nl/common", reason: "translations, the same for every visitor" },
  "/*": { value: "geen-pagina-hier", reason: "the not-found page" },
  "/api/*": { value: "v1/geen-bron", reason: "hands the request to the API, whose routes are attacked one by one" },
};

/**
 * Issues 12 and 13 (and the notifications) are being built right now; the victim has none of them yet, so they
 * are attacked with the id of the victim's draft page (another kind of the victim's private ids: the answer must
 * be 403 or 404 all the same).
 */
const BORROWED_COLLECTIONS = new Set(["menu-items", "stock-images", "uploads", "notification-templates", "notification_templates"]);

/** Routes the matrix does not send, with why: each acts on the caller's own session or account only. */
const NOT_SENT: Record<string, string> = {
  "DELETE /api/v1/current_user": "deletes the caller's own account; the fuzzer sends it bad input",
  "DELETE /auth/sign_out": "ends the caller's own token; the fuzzer sends it bad input",
  "PUT /auth/password": "changes the caller's own password; the fuzzer sends it bad input",
};

const COLLECTION_IDS: Record<string, keyof Victim> = {
  vacancies: "vacancyId",
  forms: "formId",
  form_builder: "formId",
  pages: "pageId",
  content: "pageId",
  users: "userId",
  organizations: "organizationId",
  social_map: "organizationId",
  "sociale-kaart": "organizationId",
  applications: "applicationId",
  notifications: "notificationId",
  notificaties: "notificationId",
  conversations: "conversationId",
  volunteer_profiles: "volunteerProfileId",
  // A pool profile's photo page (decision 048).
  vrijwilligerspool: "volunteerProfileId",
  // Neighbour help (decision 041): the public request, the center's review and the pages of both.
  neighbour_help_requests: "neighbourHelpRequestId",
  neighbour_help_reviews: "neighbourHelpRequestId",
  "een-op-een-hulp": "neighbourHelpRequestId",
  beoordelen: "neighbourHelpRequestId",
  activity_occurrences: "occurrenceId",
  activiteiten: "occurrenceId",
  activity_signups: "signupId",
};

/** The route's path with the victim's private ids in it, or null when the matrix does not know a parameter. */
function fill(routePath: string, victim: Victim): string | null {
  if (PUBLIC_PARAMETERS[routePath]) return routePath.replace(/:[A-Za-z0-9_]+\/:[A-Za-z0-9_]+|:[A-Za-z0-9_]+|\*/, PUBLIC_PARAMETERS[routePath]!.value);
  const segments = routePath.split("/");
  const filled = segments.map((segment, i) => {
    const name = /^:([A-Za-z0-9_]+)\??$/.exec(segment)?.[1];
    if (!name) return segment;
    const before = segments[i - 1] ?? "";
    if (name === "submissionId") return victim.submissionId;
    if (name === "invitationId") return victim.invitationId;
    if (name === "slug") return victim.pageSlug;
    if (name === "token") return victim.formId;
    if (name === "id" && BORROWED_COLLECTIONS.has(before)) return victim.pageId;
    if (name === "id" && COLLECTION_IDS[before]) return victim[COLLECTION_IDS[before]!] as string;
    return null;
  });
  return filled.some((segment) => segment === null || /^[:*]/.test(segment)) ? null : filled.join("/");
}

const isByVictimId = (routePath: string) => parametersOf(routePath).length > 0 && !PUBLIC_PARAMETERS[routePath];

/** A body for a write to a collection, named with the attack marker, aimed at the victim where it can be. */
function writeBody(routePath: string, victim: Victim, attack: string): unknown {
  const collection = routePath.replace(/^\/api\/v1\//, "").split("/")[0]!;
  const attributes: Record<string, Record<string, unknown>> = {
    vacancies: { organization_id: victim.organizationId, title: `Aanval ${attack}`, status: "published" },
    forms: { title: `Aanval ${attack}`, access_permission: "anonymous" },
    pages: { title: `Aanval ${attack}`, is_published: true },
    organizations: { name: `Aanval ${attack}`, organization_type: "NonProfit", status: "approved", volunteer_center_id: victim.centerId },
    users: { email: `aanval-${attack.toLowerCase()}@example.org`, first_name: `Aanval${attack}`, roles: ["admin"], role: "admin" },
    "menu-items": { title: `Aanval ${attack}`, url: "/", page_id: victim.pageId },
  };
  const type = collection === "users" ? "user" : collection;
  const data: Record<string, unknown> = { type, attributes: attributes[collection] ?? { title: `Aanval ${attack}`, name: `Aanval ${attack}` } };
  const id = /\/:id/.test(routePath) ? fill(routePath, victim)?.split("/")[4] : undefined;
  if (id) data.id = id;
  return {
    data,
    user_id: victim.userId,
    email: `aanval-${attack.toLowerCase()}@example.org`,
    emails: `aanval-${attack.toLowerCase()}@example.org`,
    answers: {},
    ids: [victim.vacancyId],
    status: "approved",
  };
}

const FROM = { victim: "127.0.16.10", oldebroek: "127.0.16.11", partner: "127.0.16.12", anonymous: "127.0.16.13" };
const ATTACK = `Ax${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;

let victim: Victim;
const exercised = new Set<string>();
const problems: string[] = [];

function headerVariants(): Array<{ host?: string; headers: Record<string, string> }> {
  return [
    { headers: {} },
    { host: "localhost", headers: {} },
    { headers: { "x-tenant": "public" } },
    { headers: { "volunteer-center-id": victim.centerId } },
    { headers: { "current-organization-id": victim.organizationId } },
    { headers: { "x-tenant": "public", "volunteer-center-id": victim.centerId, "current-organization-id": victim.organizationId } },
  ];
}

/** Answers that are server errors by design, with why. */
const ERRORS_BY_DESIGN: Record<string, string> = {
  "/test/server-error": "the developer page that shows the error page of a server error (admins only)",
  "/test/server-error.data": "the same page's data",
};

/** What is wrong with one answer, if anything. */
function judge(label: string, reply: Reply, options: { byId: boolean; sent: string; target?: string }) {
  const leak = leakIn(victim, reply.text, options.sent);
  if (leak) problems.push(`${label} → ${reply.status} shows ${leak}`);
  if (reply.status >= 500 && !ERRORS_BY_DESIGN[options.target ?? ""]) problems.push(`${label} → ${reply.status}`);
  if (options.byId && ![401, 403, 404].includes(reply.status)) problems.push(`${label} → ${reply.status}, not 401/403/404: ${reply.text.slice(0, 160)}`);
}

/** A redirect to the sign-in page, as a page or as the data of one (React Router answers `.data` redirects with 202). */
const toSignIn = (reply: Reply) =>
  ((reply.status === 302 || reply.status === 303) && /\/auth\/login-1/.test(String(reply.headers.location))) ||
  (reply.status === 202 && /"redirect"/.test(reply.text) && /\/auth\/login-1/.test(reply.text));

const replaceIds = (text: string, ids: string[], by: string) => ids.reduce((result, id) => result.replaceAll(id, by), text);

beforeAll(async () => {
  victim = await prepareVictim(FROM.victim);
});

describe("the JSON:API", () => {
  const attackers: Array<{ name: string; client: () => Promise<ApiClient> }> = [
    { name: "oldebroek", client: () => ApiClient.signIn("admin@oldebroek.example", "oldebroek.localhost", FROM.oldebroek) },
    { name: "partner", client: () => ApiClient.signIn("admin@partner.example", "partner.localhost", FROM.partner) },
    { name: "anonymous", client: async () => new ApiClient("oldebroek.localhost", FROM.anonymous) },
  ];

  it.each(attackers)("the $name attacker reads and writes nothing of the victim's, by id, filter, include or header", async ({ name, client: signIn }) => {
    problems.length = 0;
    const client = await signIn();
    for (const route of apiRoutes()) {
      const key = `${route.method} ${route.path}`;
      if (NOT_SENT[key]) continue;
      const path = fill(route.path, victim);
      if (!path) continue;
      exercised.add(key);
      const byId = isByVictimId(route.path);
      const write = route.method !== "GET";
      const queries = [""];
      if (!write && !byId && route.path.startsWith("/api/v1/")) {
        queries.push(
          `?filter[q]=${victim.marker}&filter[center_id]=${victim.centerId}&filter[volunteer_center_id]=${victim.centerId}&filter[organization_id]=${victim.organizationId}&filter[organization_id_eq]=${victim.organizationId}&filter[tenant_id]=public&filter[form_id]=${victim.formId}&page[size]=1000`,
          ...["organization", "organizations", "vacancy", "user", "users", "roles", "profile", "applications", "questions", "submissions", "volunteer_center"].map((include) => `?include=${include}`),
        );
      }
      for (const query of queries) {
        for (const variant of query ? [{ headers: {} }] : headerVariants()) {
          const body = write ? writeBody(route.path, victim, ATTACK) : undefined;
          const reply = await client.send(route.method, `${path}${query}`, { host: variant.host, headers: variant.headers, json: body });
          const label = `${name}: ${describeRequest(route.method, `${path}${query}`, variant.host ?? client.host, variant.headers)}`;
          const sent = `${path}${query} ${JSON.stringify(body ?? "")}`;
          // A write refused before its target is looked up (a 400, 409 or 422 on the body) tells nothing, if a
          // write to an id of nothing answers the same.
          if (write && byId && [400, 409, 422].includes(reply.status)) {
            const nothing = crypto.randomUUID();
            const ids = victim.privateIds.filter((id) => sent.includes(id));
            const twin = await client.send(route.method, replaceIds(`${path}${query}`, ids, nothing), {
              host: variant.host,
              headers: variant.headers,
              json: JSON.parse(replaceIds(JSON.stringify(body), ids, nothing)) as unknown,
            });
            judge(label, reply, { byId: false, sent });
            if (twin.status !== reply.status || replaceIds(twin.text, [nothing], "ID") !== replaceIds(reply.text, ids, "ID")) {
              problems.push(`${label} → ${reply.status}, but ${twin.status} for an id of nothing: ${reply.text.slice(0, 120)} | ${twin.text.slice(0, 120)}`);
            }
            continue;
          }
          judge(label, reply, { byId, sent });
        }
      }
    }
    expect(problems.slice(0, 80), `${problems.length} problems`).toEqual([]);
  });
});

describe("the pages", () => {
  const attackers: Array<{ name: string; browser: () => Promise<Browser> }> = [
    { name: "oldebroek", browser: () => Browser.signIn("admin@oldebroek.example", "oldebroek.localhost", FROM.oldebroek) },
    { name: "partner", browser: () => Browser.signIn("admin@partner.example", "partner.localhost", FROM.partner) },
    { name: "anonymous", browser: async () => new Browser("oldebroek.localhost", FROM.anonymous) },
  ];

  it.each(attackers)("the $name attacker sees and changes nothing of the victim's through a page or its data", async ({ name, browser: open }) => {
    problems.length = 0;
    const browser = await open();
    for (const route of pageRoutes()) {
      if (route.apiHandOver) continue;
      const path = fill(route.path, victim);
      if (!path) continue;
      exercised.add(`PAGE ${route.path}`);
      const byId = isByVictimId(route.path);
      // A page and its data for the browser's router (React Router's `.data` requests).
      const targets = [path, path === "/" ? "/_root.data" : `${path}.data`];
      for (const target of targets) {
        // The victim's host, and the attacker's own host with all of the victim's headers (pages take the tenant
        // from the host alone, so this is also the plain attack by id).
        for (const variant of [{ host: "localhost", headers: {} }, headerVariants().at(-1)!]) {
          const reply = await browser.send("GET", target, { host: variant.host, headers: variant.headers });
          // A signed-in page on another host sends the visitor to sign in there: no data either.
          judge(`${name}: ${describeRequest("GET", target, variant.host ?? browser.host, variant.headers)}`, reply, { byId: byId && !toSignIn(reply), sent: target, target });
        }
      }
      if (route.hasAction && byId) {
        for (const intent of ["delete", "publish", "approve", "update", "archive"]) {
          const fields = { intent, id: path.split("/")[2] ?? "", ids: victim.vacancyId, title: `Aanval ${ATTACK}`, name: `Aanval ${ATTACK}`, status: "approved", role: "admin" };
          for (const host of [undefined, "localhost"]) {
            const reply = await browser.post(path, fields, { host });
            const label = `${name}: POST ${path} intent=${intent} (Host ${host ?? browser.host})`;
            judge(label, reply, { byId: false, sent: `${path} ${JSON.stringify(fields)}` });
            if (!toSignIn(reply) && ![400, 401, 403, 404, 405].includes(reply.status)) problems.push(`${label} → ${reply.status} ${String(reply.headers.location ?? "")}`);
          }
        }
      }
    }
    expect(problems.slice(0, 80), `${problems.length} problems`).toEqual([]);
  });
});

describe("afterwards", () => {
  it("the victim's things are as they were and nothing of the attackers' is in the victim's center", async () => {
    const admin = victim.admin;
    const title = async (path: string) => documentOf(await admin.send("GET", path), path).data as { attributes: Record<string, unknown> };
    expect((await title(`/api/v1/vacancies/${victim.vacancyId}`)).attributes).toMatchObject({ title: `Geheime vacature ${victim.marker}`, status: "draft" });
    expect((await title(`/api/v1/forms/${victim.formId}`)).attributes).toMatchObject({ title: `Geheim formulier ${victim.marker}` });
    expect((await title(`/api/v1/pages/${victim.pageId}`)).attributes).toMatchObject({ title: `Geheime pagina ${victim.marker}`, is_published: false });
    expect((await title(`/api/v1/organizations/${victim.organizationId}`)).attributes).toMatchObject({ name: `Geheime organisatie ${victim.marker}`, status: "pending" });
    expect((await title(`/api/v1/users/${victim.userId}`)).attributes).toMatchObject({ first_name: `Geheim${victim.marker}` });
    for (const list of ["/api/v1/vacancies", "/api/v1/forms", "/api/v1/pages", "/api/v1/organizations", "/api/v1/users", "/api/v1/outbox_messages", "/api/v1/audit_log"]) {
      // Every page of the list (at most 100 a page on some lists).
      for (let number = 1; ; number++) {
        const reply = await admin.send("GET", `${list}?page[size]=100&page[number]=${number}`);
        expect(reply.status, `${list}, page ${number}: ${reply.text.slice(0, 200)}`).toBe(200);
        expect(reply.text.includes(ATTACK), `${list} shows what an attacker wrote`).toBe(false);
        if ((JSON.parse(reply.text) as { data: unknown[] }).data.length < 100) break;
      }
    }
  });

  it("attacked every route of both route tables, or says why not", () => {
    const missing = [
      ...apiRoutes()
        .map((r) => `${r.method} ${r.path}`)
        .filter((key) => !exercised.has(key) && !NOT_SENT[key]),
      ...pageRoutes()
        .filter((r) => !r.apiHandOver)
        .map((r) => `PAGE ${r.path}`)
        .filter((key) => !exercised.has(key)),
    ];
    // A route with a parameter the matrix cannot fill lands here: teach fill() its victim id, or list it as public.
    expect(missing).toEqual([]);
  });
});

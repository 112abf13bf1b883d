import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, users } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/* Issue 15: the admin's read-only data viewer (decision 044). */
type Table = { id: string; attributes: { name: string; columns: Array<{ name: string; type: string; masked: boolean }> } };
type RowsDocument = { data: Array<{ id: string; type: string; attributes: { values: Record<string, string | null> } }>; meta: { total: number; columns: string[] }; links: Record<string, string> };
type ErrorDocument = { errors: Array<{ status: string; code: string; detail?: string; source?: { parameter?: string } }> };

const ROWS = "/api/v1/data_viewer/tables/users/rows";

describe("the data viewer API", () => {
  it("lists the tenant's tables with their columns, secrets marked by name, to admins only", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const response = await request("/api/v1/data_viewer/tables", { headers: admin });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Table[] };
    const names = data.map((table) => table.id);
    expect(names).toEqual(expect.arrayContaining(["users", "vacancies", "organizations", "applications", "audit_log", "auth_tokens"]));
    // Platform tables and the migrations' bookkeeping are no tenant's.
    expect(names).not.toContain("tenants");
    expect(names).not.toContain("__drizzle_migrations");
    const userColumns = data.find((table) => table.id === "users")!.attributes.columns;
    expect(userColumns.find((column) => column.name === "password_hash")?.masked).toBe(true);
    expect(userColumns.find((column) => column.name === "email")?.masked).toBe(false);
    const tokenColumns = data.find((table) => table.id === "auth_tokens")!.attributes.columns;
    expect(tokenColumns.filter((column) => column.masked).map((column) => column.name)).toEqual(expect.arrayContaining(["token_hash", "previous_token_hash", "last_token_hash"]));

    for (const email of ["center_superuser@demo.example", "content_manager@demo.example", "volunteer@demo.example"]) {
      expect((await request("/api/v1/data_viewer/tables", { headers: await tokenHeadersFor(email) })).status, email).toBe(403);
      expect((await request(ROWS, { headers: await tokenHeadersFor(email) })).status, email).toBe(403);
    }
    expect((await request(ROWS)).status).toBe(401);
  });

  it("reads chosen columns, filtered and sorted, paged; masked columns come back empty", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const response = await request(`${ROWS}?columns=email,first_name,password_hash&filter[email][contains]=@demo.example&sort=-email&page[size]=3`, { headers: admin });
    expect(response.status).toBe(200);
    const document = (await response.json()) as RowsDocument;
    expect(document.meta.columns).toEqual(["email", "first_name", "password_hash"]);
    expect(document.data).toHaveLength(3);
    const emails = document.data.map((row) => row.attributes.values.email!);
    expect(emails.every((email) => email.endsWith("@demo.example"))).toBe(true);
    expect([...emails].sort().reverse()).toEqual(emails);
    expect(document.data.every((row) => row.attributes.values.password_hash === null)).toBe(true);
    expect(JSON.stringify(document)).not.toMatch(/\$argon2|\$scrypt|\$2[aby]\$/);
    expect(document.meta.total).toBeGreaterThan(3);
    const next = (await (await request(document.links.next!, { headers: admin })).json()) as RowsDocument;
    expect(next.data[0]!.attributes.values.email! < emails[2]!).toBe(true);

    const exact = (await (await request(`${ROWS}?columns=email&filter[email][eq]=volunteer@demo.example`, { headers: admin })).json()) as RowsDocument;
    expect(exact.data.map((row) => row.attributes.values.email)).toEqual(["volunteer@demo.example"]);
  });

  it("compares a number column as numbers, and says so when the value is not one", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const QUESTIONS = "/api/v1/data_viewer/tables/form_questions/rows";
    const all = (await (await request(`${QUESTIONS}?columns=position&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    const positions = all.data.map((row) => Number(row.attributes.values.position));
    expect(positions.some((position) => position >= 2 && position < 10)).toBe(true);
    // As text '2' < '10' is false: the filter lost every position from 2 to 9.
    const below = (await (await request(`${QUESTIONS}?columns=position&filter[position][lt]=10&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    expect(below.meta.total).toBe(positions.filter((position) => position < 10).length);
    const above = (await (await request(`${QUESTIONS}?columns=position&filter[position][gt]=1&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    expect(above.meta.total).toBe(positions.filter((position) => position > 1).length);
    // A Dutch decimal comma is a decimal point; with a thousands separator as well the value is no number.
    const belowComma = (await (await request(`${QUESTIONS}?columns=position&filter[position][lt]=2,5&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    expect(belowComma.meta.total).toBe(positions.filter((position) => position < 2.5).length);
    const belowPoint = (await (await request(`${QUESTIONS}?columns=position&filter[position][lt]=2.5&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    expect(belowPoint.meta.total).toBe(belowComma.meta.total);
    const thousands = await request(`${QUESTIONS}?filter[position][gt]=1.000,5`, { headers: admin });
    expect(((await thousands.json()) as ErrorDocument).errors[0]).toMatchObject({ code: "invalid_number", source: { parameter: "filter[position][gt]" } });
    const notANumber = await request(`${QUESTIONS}?filter[position][gt]=morgen`, { headers: admin });
    expect(notANumber.status).toBe(400);
    // Its own code, so the page can say what to fill in (a number), not that the filter does not fit the table.
    expect(((await notANumber.json()) as ErrorDocument).errors[0]).toMatchObject({ code: "invalid_number", source: { parameter: "filter[position][gt]" } });
  });

  it("compares a date or timestamp column as dates (a date alone is that whole day), and refuses a value that is not an ISO date", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const VACANCIES = "/api/v1/data_viewer/tables/vacancies/rows";
    const read = async (query: string) => (await (await request(`${VACANCIES}?columns=created_at,start_date&page[size]=100${query}`, { headers: admin })).json()) as RowsDocument;
    // Every vacancy, page by page: other test files of this worker may have added more than one page holds (100).
    const all = { data: [] as RowsDocument["data"], total: -1 };
    for (let number = 1; all.data.length !== all.total; number++) {
      const page = await read(`&page[number]=${number}`);
      expect(page.data.length, `page ${number}`).toBeGreaterThan(0);
      all.data.push(...page.data);
      all.total = page.meta.total;
    }
    const created = all.data.map((row) => row.attributes.values.created_at!);
    // The viewer writes a timestamp as 'YYYY-MM-DD hh:mm:ss…' in the session's time zone; a date filter takes the day there.
    const day = created[0]!.slice(0, 10);
    const dayOf = (value: string) => value.slice(0, 10);
    // As text '2026-11-01 09:00:00+00' > '2026-11-01': 'is groter dan' took in that day itself, 'is gelijk aan' found nothing.
    expect((await read(`&filter[created_at][gt]=${day}`)).meta.total).toBe(created.filter((value) => dayOf(value) > day).length);
    expect((await read(`&filter[created_at][eq]=${day}`)).meta.total).toBe(created.filter((value) => dayOf(value) === day).length);
    expect((await read(`&filter[created_at][lt]=${day}`)).meta.total).toBe(created.filter((value) => dayOf(value) < day).length);
    // A timestamp as the viewer shows it is that moment.
    const moment = await read(`&filter[created_at][eq]=${encodeURIComponent(created[0]!)}`);
    expect(moment.meta.total).toBe(created.filter((value) => value === created[0]).length);
    // A date column against a date, and against a timestamp (its date counts).
    const starts = all.data.map((row) => row.attributes.values.start_date).filter((value): value is string => value !== null);
    expect(starts.length).toBeGreaterThan(0);
    expect((await read(`&filter[start_date][gt]=${starts[0]}`)).meta.total).toBe(starts.filter((value) => value > starts[0]!).length);
    expect((await read(`&filter[start_date][eq]=${starts[0]}T14:30`)).meta.total).toBe(starts.filter((value) => value === starts[0]).length);

    for (const value of ["morgen", "01-11-2026", "2026-02-30", "2026-11-01T25:00", "2026-11-01; drop table vacancies"]) {
      const refused = await request(`${VACANCIES}?filter[created_at][gt]=${encodeURIComponent(value)}`, { headers: admin });
      expect(refused.status, value).toBe(400);
      expect(((await refused.json()) as ErrorDocument).errors[0], value).toMatchObject({ code: "invalid_date", source: { parameter: "filter[created_at][gt]" } });
    }
    // 'bevat' and 'is leeg' stay as they were: text, and no date needed.
    expect((await read(`&filter[created_at][contains]=${day.slice(0, 7)}`)).meta.total).toBe(created.filter((value) => value.includes(day.slice(0, 7))).length);
  });

  it("refuses 'is kleiner/groter dan' on a column without an order (a list, json, true/false, a uuid, an enum) instead of ignoring it", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    const VACANCIES = "/api/v1/data_viewer/tables/vacancies/rows";
    // As text a list ('{1,2}') is greater than every number: 'gt 5' used to return every vacancy.
    for (const [table, filter] of [
      ["vacancies", "filter[age_group_ids][gt]=5"],
      ["vacancies", "filter[tags][lt]=m"],
      ["vacancies", "filter[contact_phone_visible][gt]=false"],
      ["vacancies", "filter[id][lt]=5"],
      ["vacancies", "filter[status][gt]=draft"],
      ["volunteer_centers", "filter[features][gt]=a"],
    ] as const) {
      const response = await request(`/api/v1/data_viewer/tables/${table}/rows?${filter}`, { headers: admin });
      expect(response.status, filter).toBe(400);
      const parameter = decodeURIComponent(filter.slice(0, filter.indexOf("=")));
      expect(((await response.json()) as ErrorDocument).errors[0], filter).toMatchObject({ code: "invalid_operator", source: { parameter } });
    }
    // contains, eq and empty apply to a list (on its text as shown); lt and gt to text, numbers and dates.
    const total = ((await (await request(`${VACANCIES}?columns=id`, { headers: admin })).json()) as RowsDocument).meta.total;
    for (const filter of ["filter[age_group_ids][contains]=1", "filter[age_group_ids][eq]=%7B%7D", "filter[age_group_ids][empty]=true", "filter[title][gt]=M"]) {
      expect((await request(`${VACANCIES}?columns=id&${filter}`, { headers: admin })).status, filter).toBe(200);
    }
    // "is leeg" on a list finds the lists without items ({}), as "is gelijk aan {}" does.
    const countOf = async (filter: string) => ((await (await request(`${VACANCIES}?columns=id&${filter}`, { headers: admin })).json()) as RowsDocument).meta.total;
    const withoutAgeGroups = await countOf("filter[age_group_ids][eq]=%7B%7D");
    expect(withoutAgeGroups).toBeGreaterThan(0);
    expect(await countOf("filter[age_group_ids][empty]=true")).toBe(withoutAgeGroups);
    // "is gelijk aan" on a true/false column takes true/false (ja/nee, yes/no too); another word is refused, not nothing found.
    const shown = await countOf("filter[contact_phone_visible][eq]=true");
    expect(shown + (await countOf("filter[contact_phone_visible][eq]=false"))).toBe(total);
    expect(await countOf("filter[contact_phone_visible][eq]=Ja")).toBe(shown);
    expect(await countOf("filter[contact_phone_visible][eq]=nee")).toBe(total - shown);
    const maybe = await request(`${VACANCIES}?columns=id&filter[contact_phone_visible][eq]=misschien`, { headers: admin });
    expect(maybe.status).toBe(400);
    expect(((await maybe.json()) as ErrorDocument).errors[0]).toMatchObject({ code: "invalid_boolean", source: { parameter: "filter[contact_phone_visible][eq]" } });
    const titled = (await (await request(`${VACANCIES}?columns=title&filter[title][gt]=M&page[size]=100`, { headers: admin })).json()) as RowsDocument;
    expect(titled.meta.total).toBeGreaterThan(0);
    expect(titled.meta.total).toBeLessThan(total);
  });

  it("shows only the tenant's own rows (row-level security), also for a table an admin of another tenant names", async () => {
    const { request } = await testApi();
    const oldebroek = await tokenHeadersFor("admin@oldebroek.example", "oldebroek.localhost");
    const center = await demoCenter("oldebroek.localhost");
    const document = (await (await request(`${ROWS}?columns=email,tenant_id&page[size]=100`, { headers: oldebroek, host: "oldebroek.localhost" })).json()) as RowsDocument;
    expect(document.data.length).toBeGreaterThan(0);
    const demoAdmin = (await (await request(`${ROWS}?columns=email&filter[email][eq]=admin@demo.example`, { headers: oldebroek, host: "oldebroek.localhost" })).json()) as RowsDocument;
    expect(demoAdmin.data).toEqual([]);
    expect(new Set(document.data.map((row) => row.attributes.values.tenant_id))).toEqual(new Set([center.tenantId]));
  });

  it("shows an admin their own center's rows only: a partner center of the same tenant keeps its data apart", async () => {
    const { request } = await testApi();
    const partner = await tokenHeadersFor("admin@partner.example", "partner.localhost");
    const read = async (path: string) => (await (await request(path, { headers: partner, host: "partner.localhost" })).json()) as RowsDocument;
    const partnerCenter = await demoCenter("partner.localhost");
    // Other tests add people to the partner center too, some with demo-looking addresses: the center column tells.
    const people = await read(`${ROWS}?columns=email,center_id&page[size]=100`);
    expect(people.data.length).toBeGreaterThan(0);
    expect((await read(`${ROWS}?columns=email&filter[email][eq]=admin@partner.example`)).data).toHaveLength(1);
    expect((await read(`${ROWS}?columns=email&filter[email][eq]=admin@demo.example`)).data).toEqual([]);
    expect(new Set(people.data.map((row) => row.attributes.values.center_id))).toEqual(new Set([partnerCenter.centerId]));
    // Rows tied to a center through others: a demo vacancy's applications, the demo users' sign-in tokens.
    const demo = (await (await request("/api/v1/data_viewer/tables/applications/rows?columns=id&page[size]=1", { headers: await tokenHeadersFor("admin@demo.example") })).json()) as RowsDocument;
    expect(demo.meta.total).toBeGreaterThan(0);
    const seenByPartner = await read(`/api/v1/data_viewer/tables/applications/rows?columns=id&filter[id][eq]=${demo.data[0]!.id}`);
    expect(seenByPartner.data).toEqual([]);
    const tokens = await read("/api/v1/data_viewer/tables/auth_tokens/rows?columns=user_id&page[size]=100");
    const demoAdmin = (await (await request(`${ROWS}?columns=id&filter[email][eq]=admin@demo.example`, { headers: await tokenHeadersFor("admin@demo.example") })).json()) as RowsDocument;
    expect(tokens.data.map((row) => row.attributes.values.user_id)).not.toContain(demoAdmin.data[0]!.id);
  });

  it("refuses unknown tables (404), unknown columns and filters or sorts on secrets (400 naming the parameter); no SQL from input", async () => {
    const { request } = await testApi();
    const admin = await tokenHeadersFor("admin@demo.example");
    expect((await request("/api/v1/data_viewer/tables/tenants/rows", { headers: admin })).status).toBe(404);
    expect((await request("/api/v1/data_viewer/tables/pg_shadow/rows", { headers: admin })).status).toBe(404);
    const cases: Array<[string, string, string]> = [
      ["columns=email,nope", "columns", "unknown_column"],
      ["filter[nope]=x", "filter[nope]", "unknown_column"],
      ["filter[email%3Bdrop%20table%20users]=x", "filter[email;drop table users]", "unknown_column"],
      ["sort=-nope", "sort", "unknown_column"],
      ["sort=email,id", "sort", "invalid_sort"],
      ["filter[password_hash][contains]=%24", "filter[password_hash][contains]", "masked_column"],
      ["sort=password_hash", "sort", "masked_column"],
      ["filter[email][like]=x", "filter[email][like]", "invalid_parameter"],
    ];
    for (const [query, parameter, code] of cases) {
      const response = await request(`${ROWS}?${query}`, { headers: admin });
      expect(response.status, query).toBe(400);
      const document = (await response.json()) as ErrorDocument;
      expect(document.errors[0], query).toMatchObject({ code, source: { parameter } });
    }
    // The details are in the request's language; codes and parameters stay.
    for (const [acceptLanguage, unknown, number, sort] of [
      ["nl", "De tabel 'users' heeft geen kolom 'nope'.", "De kolom 'position' bevat getallen: vergelijk die met een getal zoals 10, 2.5 of 2,5 (zonder scheidingsteken voor duizendtallen).", "De datablader sorteert op één kolom."],
      ["en", "The table 'users' has no column 'nope'.", "The column 'position' holds numbers: compare it with a number such as 10, 2.5 or 2,5 (no thousands separator).", "The data viewer sorts by one column."],
    ] as const) {
      const detail = async (url: string) => ((await (await request(url, { headers: { ...admin, "accept-language": acceptLanguage } })).json()) as ErrorDocument).errors[0]!.detail;
      expect(await detail(`${ROWS}?columns=email,nope`)).toBe(unknown);
      expect(await detail("/api/v1/data_viewer/tables/form_questions/rows?filter[position][gt]=morgen")).toBe(number);
      expect(await detail(`${ROWS}?sort=email,id`)).toBe(sort);
    }
    // A value is a parameter, never SQL: quotes and semicolons find nothing and break nothing.
    const quoted = (await (await request(`${ROWS}?columns=email&filter[email][eq]=${encodeURIComponent("x' or '1'='1")}`, { headers: admin })).json()) as RowsDocument;
    expect(quoted.data).toEqual([]);
  });

  it("exports CSV for Dutch Excel and writes every read and export to the audit log", async () => {
    const { request } = await testApi();
    const demo = await demoCenter();
    const admin = await tokenHeadersFor("admin@demo.example");
    const response = await request(`${ROWS}.csv?columns=email,last_name&filter[email][eq]=admin@demo.example`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 with a byte order mark (Response.text() would drop it), `;` between fields, CRLF.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith("\uFEFFemail;last_name\r\n")).toBe(true);
    expect(csv).toContain("admin@demo.example;");

    const [adminRow] = await demo.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@demo.example"));
    const entries = await demo.run((tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.actorId, adminRow!.id), eq(auditLog.subjectType, "table"))).orderBy(desc(auditLog.createdAt)).limit(20),
    );
    const exported = entries.find((entry) => entry.action === "data_viewer_export");
    expect(exported?.details).toMatchObject({ table: "users", columns: ["email", "last_name"], filters: [{ column: "email", operator: "eq", value: "admin@demo.example" }], rows: 1 });
    expect(entries.some((entry) => entry.action === "data_viewer_read" && (entry.details as { table?: string }).table === "users")).toBe(true);
  });
});

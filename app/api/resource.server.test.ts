import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { toDocument } from "./jsonapi.server";
import { attr, defineResource, s } from "./resource.server";

type Person = { id: string; firstName: string; lastName: string | null; bornAt: Date | null };
type Task = { id: string; title: string; rank?: number; person: Person | null; helpers: Person[] };

const personResource = defineResource<Person>({
  type: "test_people",
  description: "A person.",
  attributes: {
    id: attr(s.id),
    firstName: attr(s.text),
    fullName: attr(s.text, (p) => [p.firstName, p.lastName].filter(Boolean).join(" ")),
    bornAt: attr(s.timestamp),
  },
});

const taskResource = defineResource<Task>({
  type: "test_tasks",
  description: "A task.",
  attributes: { id: attr(s.id), title: attr(s.text), relevance: attr(s.number, (t) => t.rank, { optional: true }) },
  relationships: {
    contactPerson: { resource: () => personResource, get: (t) => t.person },
    helpers: { resource: () => personResource, get: (t) => t.helpers, many: true },
  },
  includes: ["contact_person", "helpers"],
  filters: z.object({ done: z.enum(["yes", "no"]).optional() }).strict(),
  sorts: ["title", "-title"],
  page: { defaultSize: 10, maxSize: 50 },
});

const anne: Person = { id: "p1", firstName: "Anne", lastName: "de Vries", bornAt: new Date("1990-05-01T00:00:00Z") };
const task: Task = { id: "t1", title: "Soep koken", person: anne, helpers: [anne] };

/** What readListQuery makes of a query string: the query, or the error's code and parameter. */
async function query(search: string) {
  const app = new Hono();
  app.get("/tasks", (c) => {
    try {
      const { include, fields, filters, page, sort } = taskResource.readListQuery(c);
      return c.json({ include: [...include], fields: Object.fromEntries([...fields].map(([type, names]) => [type, [...names]])), filters, page, sort });
    } catch (error) {
      if (error instanceof AppError) return c.json({ code: error.code, parameter: error.source && "parameter" in error.source ? error.source.parameter : null }, 400);
      throw error;
    }
  });
  const response = await app.request(`/tasks?${search}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("defineResource: the serializer", () => {
  it("serializes declared attributes by name or getter, dates as ISO strings, relationships with linkage", () => {
    const document = toDocument(task, taskResource.transformer(), { include: new Set(["contact_person"]) });
    expect(document.data).toEqual({
      type: "test_tasks",
      id: "t1",
      attributes: { title: "Soep koken" },
      relationships: {
        contact_person: { data: { type: "test_people", id: "p1" } },
        helpers: { data: [{ type: "test_people", id: "p1" }] },
      },
    });
    expect(document.included).toEqual([
      { type: "test_people", id: "p1", attributes: { first_name: "Anne", full_name: "Anne de Vries", born_at: "1990-05-01T00:00:00.000Z" } },
    ]);
  });

  it("leaves an optional attribute out when it has no value, and answers it when it has", () => {
    const plain = toDocument(task, taskResource.transformer()).data as { attributes: Record<string, unknown> };
    expect(plain.attributes).not.toHaveProperty("relevance");
    const ranked = toDocument({ ...task, rank: 0.5 }, taskResource.transformer()).data as { attributes: Record<string, unknown> };
    expect(ranked.attributes.relevance).toBe(0.5);
  });

  it("names its members in snake_case, without id", () => {
    expect([...taskResource.memberNames()]).toEqual(["title", "relevance", "contact_person", "helpers"]);
  });
});

describe("defineResource: the list query", () => {
  it("reads include, fields, filters, sort and page with the declared defaults", async () => {
    const { status, body } = await query("include=helpers&fields[test_people]=first_name&filter[done]=no&sort=-title&page[number]=2");
    expect(status).toBe(200);
    expect(body).toEqual({
      include: ["helpers"],
      fields: { test_people: ["first_name"] },
      filters: { done: "no" },
      page: { size: 10, number: 2, offset: 10 },
      sort: "-title",
    });
  });

  it.each([
    ["include=owner", "invalid_include", "include"],
    ["fields[test_owners]=name", "invalid_fields", "fields[test_owners]"],
    ["fields[test_tasks]=name", "invalid_fields", "fields[test_tasks]"],
    ["fields[test_tasks]=type", "invalid_fields", "fields[test_tasks]"],
    ["fields[test_people]=title", "invalid_fields", "fields[test_people]"],
    ["filter[owner]=p1", "invalid_filter", "filter[owner]"],
    ["filter[done]=maybe", "invalid_filter", "filter[done]"],
    ["sort=created_at", "invalid_sort", "sort"],
    ["page[size]=51", "invalid_page_size", "page[size]"],
    ["page[number]=0", "invalid_parameter", "page[number]"],
  ])("%s is a 400 %s naming %s", async (search, code, parameter) => {
    expect(await query(search)).toEqual({ status: 400, body: { code, parameter } });
  });

  it("takes fields of related types and relationship names", async () => {
    const { status, body } = await query("fields[test_tasks]=title,helpers&fields[test_people]=full_name,born_at");
    expect(status).toBe(200);
    expect(body.fields).toEqual({ test_tasks: ["title", "helpers"], test_people: ["full_name", "born_at"] });
  });
});

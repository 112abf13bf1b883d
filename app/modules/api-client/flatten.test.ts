import { describe, expect, it } from "vitest";
import { flattenDocument } from "./flatten";

describe("flattenDocument", () => {
  it("puts attributes on the object in camelCase and resolves relationships from included", () => {
    const { data, meta } = flattenDocument<{ firstName: string; roles: Array<{ name: string }>; organizations: Array<{ id: string }> }>({
      data: {
        type: "users",
        id: "u1",
        attributes: { first_name: "Anne", job_title: "Coördinator" },
        relationships: { roles: { data: [{ type: "roles", id: "admin" }] }, organizations: { data: [{ type: "organizations", id: "o1" }] } },
      },
      included: [{ type: "roles", id: "admin", attributes: { name: "admin" } }],
      meta: { page_count: 2 },
    });
    expect(data.firstName).toBe("Anne");
    expect(data.roles[0]?.name).toBe("admin");
    // A related resource that was not included stays an identifier.
    expect(data.organizations[0]).toEqual({ id: "o1", type: "organizations" });
    expect(meta).toEqual({ pageCount: 2 });
  });

  it("flattens lists and keeps a shared related object identical", () => {
    const { data } = flattenDocument<Array<{ organization: object }>>({
      data: [
        { type: "vacancies", id: "1", relationships: { organization: { data: { type: "organizations", id: "o" } } } },
        { type: "vacancies", id: "2", relationships: { organization: { data: { type: "organizations", id: "o" } } } },
      ],
      included: [{ type: "organizations", id: "o", attributes: { name: "Voedselbank" } }],
    });
    expect(data).toHaveLength(2);
    expect(data[0]!.organization).toBe(data[1]!.organization);
    expect(data[0]!.organization).toMatchObject({ name: "Voedselbank" });
  });

  it("returns null data for an empty document", () => {
    expect(flattenDocument({ data: null }).data).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pickCurrentOrganization } from "./current-organization";

const nonProfit = { id: "a", type: "NonProfit" };
const school = { id: "b", type: "School" };
const center = { id: "c", type: "VolunteerCenter" };

const kind = (o: { type: string }) => o.type;

describe("pickCurrentOrganization", () => {
  it("prefers the first School or VolunteerCenter", () => {
    expect(pickCurrentOrganization([nonProfit, center, school], null, kind)).toBe(center);
    expect(pickCurrentOrganization([nonProfit, school, center], null, kind)).toBe(school);
  });

  it("falls back to the first organization", () => {
    expect(pickCurrentOrganization([nonProfit, { id: "d", type: "Company" }], null, kind)).toBe(nonProfit);
  });

  it("keeps the asked organization while it is still in the list, and resets otherwise", () => {
    expect(pickCurrentOrganization([nonProfit, center], "a", kind)).toBe(nonProfit);
    expect(pickCurrentOrganization([nonProfit, center], "gone", kind)).toBe(center);
  });

  it("finds nothing for a user without organizations", () => {
    expect(pickCurrentOrganization([], null, kind)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { organizationAttributes, organizationFieldOfPointer, OrganizationFormSchema, parseOrganizationList } from "./manage-schema";

describe("organization management schemas", () => {
  it("maps API pointers onto the form's fields", () => {
    expect(organizationFieldOfPointer("/data/attributes/address/postal_code")).toBe("postalCode");
    expect(organizationFieldOfPointer("/data/attributes/profile/activity_type_ids/0")).toBe("activityTypeIds");
    expect(organizationFieldOfPointer("/data/attributes/name")).toBe("name");
    expect(organizationFieldOfPointer("/data/id")).toBeNull();
  });

  it("sends the profile only for non-profits, and nulls for emptied fields", () => {
    const value = OrganizationFormSchema.parse({ name: "Club", type: "School", status: "approved", showOnSocialMap: true });
    const attributes = organizationAttributes(value);
    expect(attributes).not.toHaveProperty("profile");
    expect(attributes.website).toBeNull();
    expect(attributes.address).toEqual({ street: null, houseNumber: null, postalCode: null, city: null });
    const nonProfit = organizationAttributes(OrganizationFormSchema.parse({ name: "Club", type: "NonProfit", status: "pending", activityTypeIds: [1] }));
    expect(nonProfit.profile).toEqual({ nonProfitTypeId: null, showOnSocialMap: false, activityTypeIds: [1] });
  });

  it("ignores unknown list parameters instead of failing", () => {
    expect(parseOrganizationList(new URLSearchParams("status=deleted&type=Club&perPage=7&page=x"))).toEqual({ perPage: 25, page: 1 });
  });
});

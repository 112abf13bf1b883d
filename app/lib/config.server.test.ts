import { describe, expect, it } from "vitest";
import { baseProductFlags, productFlagsFor } from "./config.server";

describe("product flags (spec §1)", () => {
  it("has the base configuration of the spec", () => {
    expect(baseProductFlags).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: false, isStagedoos: false });
  });

  it("lets an app configuration turn on organization moving, and nothing else", () => {
    expect(productFlagsFor({ enableOrganizationsMoving: true })).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: true, isStagedoos: false });
    expect(productFlagsFor({ allowInactiveUsers: true } as never).allowInactiveUsers).toBe(false);
  });
});

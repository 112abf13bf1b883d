import { describe, expect, it } from "vitest";
import { roleEnum } from "~/modules/db/schema";
import { grantableRoles, mayChangeRoles, mayManageAccount } from "./permissions";

const all = roleEnum.enumValues;
const admin = { id: "a", roles: ["admin"] };
const centerSuperuser = { id: "c", roles: ["center_superuser"] };
const orgSuperuser = { id: "o", roles: ["organization_superuser"] };
const volunteer = { id: "v", roles: ["volunteer"] };

describe("role permissions", () => {
  it("lets admins grant every role, center superusers all but admin", () => {
    expect(grantableRoles(admin, all)).toEqual(all);
    expect(grantableRoles(centerSuperuser, all)).not.toContain("admin");
    expect(grantableRoles(orgSuperuser, all)).toEqual(["volunteer", "organization_superuser"]);
    expect(grantableRoles(volunteer, all)).toEqual([]);
  });

  it("never lets anyone raise their own rights", () => {
    expect(mayChangeRoles(admin, admin, "page_manager", all)).toBe(false);
    expect(mayChangeRoles(centerSuperuser, centerSuperuser, "admin", all)).toBe(false);
  });

  it("keeps admins' accounts for admins", () => {
    expect(mayChangeRoles(centerSuperuser, { id: "x", roles: ["admin"] }, "mentor", all)).toBe(false);
    expect(mayManageAccount(centerSuperuser, { id: "x", roles: ["admin"] })).toBe(false);
    expect(mayManageAccount(admin, { id: "x", roles: ["admin"] })).toBe(true);
    expect(mayManageAccount(admin, admin)).toBe(false);
    expect(mayManageAccount(orgSuperuser, volunteer)).toBe(false);
  });
});

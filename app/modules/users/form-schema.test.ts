import { describe, expect, it } from "vitest";
import { roleEnum, signupMethodEnum, userStatusEnum } from "~/modules/db/schema";
import { messages } from "~/lib/validation";
import { DEFAULT_USER_PAGE_SIZE, parseUserList, SIGNUP_METHODS, USER_ROLES, USER_STATUSES, UserEditFormSchema, UserInviteFormSchema } from "./form-schema";

describe("users form schemas", () => {
  it("know the same roles, statuses and signup methods as the database", () => {
    expect([...USER_ROLES].sort()).toEqual([...roleEnum.enumValues].sort());
    expect([...USER_STATUSES].sort()).toEqual([...userStatusEnum.enumValues].sort());
    expect([...SIGNUP_METHODS].sort()).toEqual([...signupMethodEnum.enumValues].sort());
  });

  it("reads the list parameters, ignoring what it does not know", () => {
    expect(parseUserList(new URLSearchParams("role=admin&status=invited&q=%20jan%20&perPage=50&page=2"))).toEqual({
      role: "admin",
      status: "invited",
      organization: undefined,
      q: "jan",
      page: 2,
      perPage: 50,
    });
    expect(parseUserList(new URLSearchParams("role=king&status=&perPage=7&page=-1&organization=x"))).toEqual({
      role: undefined,
      status: undefined,
      organization: undefined,
      q: undefined,
      page: 1,
      perPage: DEFAULT_USER_PAGE_SIZE,
    });
  });

  it("needs an e-mail address, a first name and at least one role for an invitation", () => {
    const result = UserInviteFormSchema.safeParse({ email: "nope", firstName: "", roles: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["email", "firstName", "roles"]);
    expect(UserInviteFormSchema.safeParse({ email: "a@b.nl", firstName: "A", roles: ["mentor"] }).success).toBe(true);
  });

  it("says a first name left out of the form (conform drops empty fields) is required, in the visitor's language", () => {
    for (const schema of [UserInviteFormSchema, UserEditFormSchema]) {
      const result = schema.safeParse({ email: "a@b.nl", roles: ["mentor"] });
      expect(result.error?.issues.find((issue) => issue.path[0] === "firstName")?.message).toBe(messages.required);
    }
  });
});

import { describe, expect, it } from "vitest";
import { users } from "~/modules/db/schema";
import { anonymisedApplication, anonymisedUser, deletedEmail } from "./anonymise";

const id = "3f1c2b9e-0000-4000-8000-000000000001";
const now = new Date("2026-11-22T10:00:00Z");

describe("anonymisedUser", () => {
  it("clears every column that identifies the person or lets them sign in", () => {
    const erased = anonymisedUser(id, now);
    expect(erased).toMatchObject({ email: deletedEmail(id), firstName: "", lastName: "", phoneNumber: null, jobTitle: null, gender: null, passwordHash: null });
    expect(erased.status).toBe("archived");
    expect(erased.deletedAt).toBe(now);
    for (const secret of ["confirmationTokenHash", "resetPasswordTokenHash", "emailChangeTokenHash", "unconfirmedEmail"] as const) {
      expect(erased[secret]).toBeNull();
    }
  });

  it("leaves only ids, tenancy, the sign-up method and timestamps untouched", () => {
    const untouched = Object.keys(users).filter((column) => !(column in anonymisedUser(id, now)) && !column.startsWith("_") && typeof (users as unknown as Record<string, unknown>)[column] === "object");
    expect(untouched.sort()).toEqual(["acceptedTermsAt", "centerId", "confirmedAt", "createdAt", "id", "signupMethod", "tenantId"].sort());
  });

  it("gives every deleted account its own undeliverable address", () => {
    expect(deletedEmail(id)).toBe(`deleted-${id}@invalid`);
    expect(deletedEmail("other")).not.toBe(deletedEmail(id));
  });
});

describe("anonymisedApplication", () => {
  it("erases who responded and what they wrote, and unlinks the account", () => {
    expect(anonymisedApplication(id, now)).toEqual({
      userId: null,
      name: "",
      firstName: null,
      lastName: null,
      email: deletedEmail(id),
      phoneNumber: null,
      message: "",
      updatedAt: now,
    });
  });
});

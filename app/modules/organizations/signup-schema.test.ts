import { describe, expect, it } from "vitest";
import { OrganizationSignupFormSchema, OrganizationSignupSchema } from "./signup-schema";

const valid = {
  organizationName: "Stichting Samen",
  organizationType: "NonProfit",
  street: "Hoofdstraat",
  houseNumber: "7",
  postalCode: "7311 AB",
  city: "Apeldoorn",
  firstName: "Sanne",
  lastName: "de Vries",
  email: "sanne@samen.example",
  password: "Lang-genoeg-1",
  passwordConfirmation: "Lang-genoeg-1",
  acceptTerms: true,
};

const issues = (input: Record<string, unknown>) => {
  const result = OrganizationSignupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("OrganizationSignupSchema", () => {
  it("accepts a complete signup and stores a typed website with https://", () => {
    const parsed = OrganizationSignupSchema.parse({ ...valid, website: "www.samen.example" });
    expect(parsed.website).toBe("https://www.samen.example");
    expect(OrganizationSignupSchema.parse({ ...valid, website: "http://samen.example/over" }).website).toBe("http://samen.example/over");
  });

  it("says what is wrong with a phone number", () => {
    expect(issues({ ...valid, phoneNumber: "bel me" })).toEqual(["phoneNumber: validation.phone"]);
  });

  it("refuses a volunteer center, a foreign postal code, a short password and terms not accepted", () => {
    expect(issues({ ...valid, organizationType: "VolunteerCenter" })).toEqual(["organizationType: validation.required"]);
    expect(issues({ ...valid, postalCode: "B-1000" })).toEqual(["postalCode: validation.postcode"]);
    expect(issues({ ...valid, password: "kort", passwordConfirmation: "kort" })).toEqual(["password: validation.minLength:8"]);
    expect(issues({ ...valid, acceptTerms: false })).toEqual(["acceptTerms: socialmap:signup.acceptTermsRequired"]);
    expect(issues({ ...valid, website: "javascript:alert(1)" })).toEqual(["website: validation.url"]);
  });

  it("puts a password mismatch on the confirmation", () => {
    expect(issues({ ...valid, passwordConfirmation: "Iets-anders-2" })).toEqual(["passwordConfirmation: validation.passwordMismatch"]);
  });

  it("is strict: the public cannot set a status, roles or a center", () => {
    expect(OrganizationSignupSchema.safeParse({ ...valid, status: "approved" }).error?.issues).toEqual([expect.objectContaining({ code: "unrecognized_keys", keys: ["status"] })]);
    expect(OrganizationSignupSchema.safeParse({ ...valid, idempotencyKey: "abcdefghij" }).success).toBe(false);
    // The page's form carries its hidden idempotency key (and the CSRF field, which is stripped).
    expect(OrganizationSignupFormSchema.safeParse({ ...valid, idempotencyKey: "abcdefghij", csrf: "x" }).success).toBe(true);
  });
});

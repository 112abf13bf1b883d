import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { apiContext, localeContext } from "~/middleware/context";
import { ApiClient } from "~/modules/api-client/client.server";
import { createTenant } from "~/modules/db/factories.server";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { action } from "~/routes/account/signup";
import { testApi, testDatabase, type TestApi } from "../support/api";

/*
 * What a visitor of /signup reads when the API refuses the sign-up for a reason the form cannot know: the page's
 * action against the real API, on the website of a tenant with no volunteer center (the API's 422 no_center, whose
 * detail the page does not show: it has words of its own).
 */
let test: TestApi;
let tenant: string;

beforeAll(async () => {
  test = await testApi();
  const { db } = await testDatabase();
  tenant = `zonder${crypto.randomUUID().slice(0, 8)}`;
  await createTenant(db, { slug: tenant, appName: "Zonder", features: { p2p: false, centerSharing: false, i18n: true, volunteerProfiles: true, activities: true } });
});

async function signUp(language: Language) {
  const context = new RouterContextProvider();
  context.set(localeContext, language);
  context.set(apiContext, new ApiClient({ fetch: async (request) => test.api.fetch(request), baseUrl: "http://api.internal", tenant, locale: language }));
  const form = new URLSearchParams({
    firstName: "Noor",
    lastName: "Visser",
    email: `noor-${crypto.randomUUID().slice(0, 8)}@zonder.example`,
    password: "Vrijwilliger2026!",
    passwordConfirmation: "Vrijwilliger2026!",
    acceptTerms: "on",
  });
  const request = new Request("http://zonder.localhost/signup", { method: "POST", body: form });
  const reply = (await action({ request, context, params: {} } as unknown as Parameters<typeof action>[0])) as {
    data: { error?: Record<string, string[]> };
    init: ResponseInit | null;
  };
  const t = tFor(language, "errors");
  return { status: reply.init?.status, errors: Object.fromEntries(Object.entries(reply.data.error ?? {}).map(([field, keys]) => [field, keys.map((key) => t(key))])) };
}

describe("POST /api/v1/registrations and /api/v1/organization_signups on a website with no volunteer center", () => {
  it("answer no_center in the request's language", async () => {
    const password = "Vrijwilliger2026!";
    for (const [acceptLanguage, detail] of [
      ["nl", "Op deze website kun je geen account aanmaken: er hoort geen vrijwilligerscentrale bij"],
      ["en", "You cannot create an account on this website: it has no volunteer center"],
    ] as const) {
      const email = `noor-${crypto.randomUUID().slice(0, 8)}@zonder.example`;
      const person = { first_name: "Noor", last_name: "Visser", email, password, password_confirmation: password, accept_terms: true };
      const organization = {
        organization_name: "Stichting Samen",
        organization_type: "NonProfit",
        website: "www.samen.example",
        phone_number: "055-1234567",
        organization_email: "info@samen.example",
        description: "Wij helpen buren.",
        street: "Hoofdstraat",
        house_number: "12a",
        postal_code: "7311ab",
        city: "Apeldoorn",
      };
      for (const [path, type, attributes] of [
        ["/api/v1/registrations", "registrations", person],
        ["/api/v1/organization_signups", "organization_signups", { ...organization, ...person }],
      ] as const) {
        const response = await test.request(path, { method: "POST", headers: { "x-tenant": tenant, "accept-language": acceptLanguage }, json: { data: { type, attributes } } });
        expect(response.status, path).toBe(422);
        expect((await response.json()).errors, path).toEqual([expect.objectContaining({ code: "no_center", detail })]);
      }
    }
  });
});

describe("/signup on a website with no volunteer center", () => {
  it("says so above the form in the page's language, not in the API's English", async () => {
    const words = {
      nl: "Op deze website kun je geen account aanmaken: er hoort geen vrijwilligerscentrale bij.",
      en: "You cannot create an account on this website: it has no volunteer center.",
    };
    for (const language of ["nl", "en"] as const) {
      const { status, errors } = await signUp(language);
      expect(status).toBe(422);
      expect(errors).toEqual({ "": [words[language]] });
    }
  });
});

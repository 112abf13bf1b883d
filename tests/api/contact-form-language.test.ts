import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms, formSubmissions } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor, type TestApi } from "../support/api";
import { setCenterLanguages } from "../support/center-languages";
import { type Resource } from "../support/vacancies";

/*
 * Decision 067: GET /api/v1/contact_form is the center's contact form in the request's language (`locale`, else
 * Accept-Language) where the center offers English: /contactformulier shows the Dutch one, /en/contactformulier the
 * English one, each made once. A center without English has its Dutch one only, whatever the request asks.
 */

type Doc = { data: Resource; included?: Resource[] };

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

async function contactForm(host: string, email: string, options: { acceptLanguage?: string; locale?: string } = {}) {
  const headers = { ...(await tokenHeadersFor(email, host)), ...(options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {}) };
  const response = await t.request(`/api/v1/contact_form${options.locale ? `?locale=${options.locale}` : ""}`, { host, headers });
  expect(response.status).toBe(200);
  const document = (await response.json()) as Doc;
  const questionIds = (document.data.relationships!.questions!.data as Array<{ id: string }>).map((question) => question.id);
  const texts = new Map((document.included ?? []).map((resource) => [resource.id, resource.attributes.text as string]));
  const questions = questionIds.map((id) => texts.get(id));
  return { id: document.data.id, attributes: document.data.attributes, questionIds, questions, token: document.data.attributes.public_token as string };
}

async function contactFormsOf(host: string) {
  return (await demoCenter(host)).run((tx, { centerId }) =>
    tx
      .select({ id: forms.id, language: forms.language })
      .from(forms)
      .where(and(eq(forms.centerId, centerId), eq(forms.purpose, "contact"))),
  );
}

describe("the contact form per language", () => {
  const PARTNER = "partner.localhost";
  const volunteer = "volunteer@partner.example";

  it("gives a center with English its Dutch contact form in Dutch and its English one in English, each made once", async () => {
    const dutch = await contactForm(PARTNER, volunteer);
    expect(dutch.attributes.language).toBe("nl");
    expect(dutch.questions).toEqual(["Naam", "E-mailadres", "Telefoonnummer", "Onderwerp", "Bericht"]);

    const english = await contactForm(PARTNER, volunteer, { acceptLanguage: "en-GB,en;q=0.9,nl;q=0.5" });
    expect(english.id).not.toBe(dutch.id);
    expect(english.attributes.language).toBe("en");
    expect(english.attributes.description).toBe("Do you have a question or a comment? Send us a message and we will get back to you.");
    expect(english.questions).toEqual(["Name", "E-mail address", "Phone number", "Subject", "Message"]);

    // `locale` (what the pages send) chooses as Accept-Language does, and asking again finds the same forms.
    expect((await contactForm(PARTNER, volunteer, { locale: "en" })).id).toBe(english.id);
    expect((await contactForm(PARTNER, volunteer, { locale: "nl", acceptLanguage: "en" })).id).toBe(dutch.id);
    expect((await contactForm(PARTNER, volunteer)).id).toBe(dutch.id);
    expect((await contactFormsOf(PARTNER)).map((form) => form.language).sort()).toEqual(["en", "nl"]);
  });

  it("keeps the Dutch contact form and its submissions when the English one is made", async () => {
    const demo = await demoCenter();
    const volunteerDemo = "volunteer@demo.example";
    const dutch = await contactForm("localhost", volunteerDemo);
    const [name, email, , , message] = dutch.questionIds;
    const sent = await t.request(`/api/v1/public_forms/${dutch.token}/submissions`, {
      method: "POST",
      json: { answers: { [name!]: "Sanne", [email!]: "sanne@example.nl", [message!]: "Een vraag" }, idempotency_key: crypto.randomUUID() },
    });
    expect(sent.status).toBe(201);
    const submissionsBefore = await demo.run((tx) => tx.select().from(formSubmissions).where(eq(formSubmissions.formId, dutch.id)));
    expect(submissionsBefore.length).toBeGreaterThan(0);

    const english = await contactForm("localhost", volunteerDemo, { locale: "en" });
    expect(english.id).not.toBe(dutch.id);

    const again = await contactForm("localhost", volunteerDemo);
    expect(again).toEqual(dutch);
    const submissionsAfter = await demo.run((tx) => tx.select().from(formSubmissions).where(eq(formSubmissions.formId, dutch.id)));
    expect(submissionsAfter).toEqual(submissionsBefore);
  });

  it("allows one contact form per center and language: a second Dutch one is refused by the unique index", async () => {
    const partner = await demoCenter(PARTNER);
    const insert = (language: "nl" | "en") =>
      partner.run((tx, base) =>
        tx.insert(forms).values({ ...base, title: "Contact", publicToken: crypto.randomUUID(), purpose: "contact", language }),
      );
    await contactForm(PARTNER, volunteer);
    await contactForm(PARTNER, volunteer, { locale: "en" });
    await expect(insert("nl")).rejects.toThrow();
    await expect(insert("en")).rejects.toThrow();
    expect(await contactFormsOf(PARTNER)).toHaveLength(2);
  });
});

describe("a center without English", () => {
  const MEEDOEN = "meedoen.localhost";
  const setLanguages = (languages: string[]) => setCenterLanguages(t, MEEDOEN, "admin@meedoen.example", languages);
  afterAll(() => setLanguages(["nl", "en"]));

  it("keeps one contact form, in Dutch, on a tenant without English, whatever the request asks", async () => {
    const OLDEBROEK = "oldebroek.localhost";
    const email = "volunteer@oldebroek.example";
    const dutch = await contactForm(OLDEBROEK, email);
    expect(dutch.attributes.language).toBe("nl");
    expect((await contactForm(OLDEBROEK, email, { acceptLanguage: "en" })).id).toBe(dutch.id);
    expect((await contactForm(OLDEBROEK, email, { locale: "en" })).id).toBe(dutch.id);
    expect(await contactFormsOf(OLDEBROEK)).toEqual([{ id: dutch.id, language: "nl" }]);
  });

  it("keeps one contact form, in Dutch, on a center that switched English off in a tenant with English", async () => {
    await setLanguages(["nl"]);
    const email = "volunteer@meedoen.example";
    const dutch = await contactForm(MEEDOEN, email, { locale: "en", acceptLanguage: "en" });
    expect(dutch.attributes.language).toBe("nl");
    expect(dutch.questions[0]).toBe("Naam");
    expect(await contactFormsOf(MEEDOEN)).toEqual([{ id: dutch.id, language: "nl" }]);
  });
});

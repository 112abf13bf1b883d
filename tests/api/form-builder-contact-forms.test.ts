import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCenter, createUser } from "~/modules/db/factories.server";
import { formQuestions, forms, volunteerCenters } from "~/modules/db/schema";
import { clearTenancyCache } from "~/modules/tenancy/tenancy.server";
import { loader } from "~/routes/forms/builder-list";
import { demoCenter, testApi, type DemoCenter, type TestApi } from "../support/api";
import { loaderContext } from "../support/loader-context";

/*
 * Decision 067: the forms list (/form_builder) makes the center's contact form in each language the center offers
 * when a center user opens it (ensureContactForms), so an admin finds the English one to word before any visitor
 * asked for it. On centers of their own, made here without any contact form, so the first visit is the first.
 */

const DUTCH = {
  title: "Contact",
  description: "Heb je een vraag of opmerking? Stuur ons een bericht, dan nemen we contact met je op.",
  questions: ["Naam", "E-mailadres", "Telefoonnummer", "Onderwerp", "Bericht"],
};
const ENGLISH = {
  title: "Contact",
  description: "Do you have a question or a comment? Send us a message and we will get back to you.",
  questions: ["Name", "E-mail address", "Phone number", "Subject", "Message"],
};

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});

/** A new center of the demo tenant (which offers English) on a host of its own, with an admin; `languages` as its settings have them. */
async function newCenter(languages: string[]) {
  const tag = crypto.randomUUID().slice(0, 8);
  const host = `contact-${tag}.example`;
  const admin = `admin-${tag}@contact.example`;
  const demo = await demoCenter();
  await demo.run(async (tx, { tenantId }) => {
    const center = await createCenter(tx, { tenantId, slug: `contact-${tag}`, name: `Centrum ${tag}`, hosts: [host] });
    await tx.update(volunteerCenters).set({ languages }).where(eq(volunteerCenters.id, center.id));
    await createUser(tx, { tenantId, centerId: center.id, email: admin, firstName: "Anna", roles: ["admin"] });
  });
  // The app's tenancy directory learns of the new center and host.
  clearTenancyCache(demo.db);
  return { host, admin, center: await demoCenter(host) };
}

/** The admin opens the forms list (in `language`); the loader's answer is what the list shows. */
async function openFormsList(host: string, admin: string, language: "nl" | "en" = "nl") {
  const context = await loaderContext(t, host, language, { signedInAs: admin });
  const url = new URL(`http://${host}${language === "nl" ? "" : "/en"}/form_builder`);
  const { forms: listed } = await loader({ context, request: new Request(url), params: {}, url, pattern: "/form_builder" });
  return listed
    .filter((form) => form.purpose === "contact")
    .map(({ id, language, title, description, questionCount }) => ({ id, language, title, description, questionCount }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** The center's contact forms in the database, with their questions in order. */
function contactFormsOf(center: DemoCenter) {
  return center.run(async (tx, { centerId }) => {
    const rows = await tx
      .select({ id: forms.id, language: forms.language })
      .from(forms)
      .where(and(eq(forms.centerId, centerId), eq(forms.purpose, "contact")))
      .orderBy(asc(forms.language));
    const questions = rows.length
      ? await tx
          .select({ formId: formQuestions.formId, text: formQuestions.text })
          .from(formQuestions)
          .where(inArray(formQuestions.formId, rows.map((row) => row.id)))
          .orderBy(asc(formQuestions.position))
      : [];
    return rows.map((row) => ({ ...row, questions: questions.filter((question) => question.formId === row.id).map((question) => question.text) }));
  });
}

describe("the forms list makes the center's contact forms (decision 067)", () => {
  it("makes a Dutch and an English contact form on an admin's first visit, and no more on the next", async () => {
    const { host, admin, center } = await newCenter(["nl", "en"]);
    expect(await contactFormsOf(center)).toEqual([]);

    const first = await openFormsList(host, admin);
    expect(first).toEqual([
      { id: expect.any(String), language: "en", title: ENGLISH.title, description: ENGLISH.description, questionCount: 5 },
      { id: expect.any(String), language: "nl", title: DUTCH.title, description: DUTCH.description, questionCount: 5 },
    ]);
    const made = await contactFormsOf(center);
    expect(made).toEqual([
      { id: first[0]!.id, language: "en", questions: ENGLISH.questions },
      { id: first[1]!.id, language: "nl", questions: DUTCH.questions },
    ]);

    // Again, and from the English page: the same two forms, none added.
    expect(await openFormsList(host, admin, "en")).toEqual(first);
    expect(await openFormsList(host, admin)).toEqual(first);
    expect(await contactFormsOf(center)).toEqual(made);
  });

  it("makes only the Dutch contact form on a center that does not offer English", async () => {
    const { host, admin, center } = await newCenter(["nl"]);

    const first = await openFormsList(host, admin);
    expect(first).toEqual([{ id: expect.any(String), language: "nl", title: DUTCH.title, description: DUTCH.description, questionCount: 5 }]);
    expect(await contactFormsOf(center)).toEqual([{ id: first[0]!.id, language: "nl", questions: DUTCH.questions }]);

    expect(await openFormsList(host, admin, "en")).toEqual(first);
    expect(await contactFormsOf(center)).toHaveLength(1);
  });
});

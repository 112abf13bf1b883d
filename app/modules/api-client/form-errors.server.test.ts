import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { camelizeKeys } from "~/lib/case";
import { attributeOrRelationshipField, codeKeys, codeMessages, replyWithApiErrors } from "./form-errors.server";

const refusal = (errors: Array<{ detail: string; pointer?: string; code?: string }>, status = 422) => ({
  data: { status, code: "invalid", message: "x", errors: errors.map((e) => ({ code: e.code ?? "invalid", title: "Invalid attribute", detail: e.detail, source: e.pointer ? { pointer: e.pointer } : undefined })) },
  init: { status },
});

describe("replyWithApiErrors", () => {
  const form = new FormData();
  form.set("name", "Markt");
  form.set("password", "geheim-en-lang");
  const submission = parseWithZod(form, { schema: z.object({ name: z.string(), uploadId: z.string().optional(), password: z.string().optional() }) });

  it("puts an attribute's error at its field and a relationship's at <name>Id; the rest is the form's", () => {
    const reply = replyWithApiErrors(
      submission,
      refusal([
        { detail: "Te lang", pointer: "/data/attributes/name" },
        { detail: "Kies een afbeelding van deze centrale", pointer: "/data/relationships/upload" },
        { detail: "Onbekend", pointer: "/data/relationships/owner" },
        { detail: "Iets anders" },
      ]),
      { fields: ["name", "uploadId"], fieldOf: attributeOrRelationshipField },
    );
    expect(reply.init?.status).toBe(422);
    expect(reply.data.error).toEqual({ "": ["Onbekend", "Iets anders"], name: ["Te lang"], uploadId: ["Kies een afbeelding van deze centrale"] });
  });

  it("says a form key used for another request above the form, and sends back no key (the page's fresh one takes its place)", () => {
    const keyed = new FormData();
    keyed.set("name", "Markt");
    keyed.set("idempotencyKey", "key-of-another-page");
    const parse = () => parseWithZod(keyed, { schema: z.object({ name: z.string(), idempotencyKey: z.string().optional() }) });
    const sent = parse();
    const reused = refusal([{ detail: "This idempotency key was used for another vacancy.", pointer: "/data/attributes/idempotency_key", code: "idempotency_key_reused" }]);
    const reply = replyWithApiErrors(sent, reused, { message: codeKeys({ idempotency_key_reused: "vacancies:respond.keyReused" }) });
    expect(reply.data.error).toEqual({ "": ["vacancies:respond.keyReused"] });
    expect(reply.data.initialValue).toEqual({ name: "Markt" });
    // Another error of the key (a key too long, say) is the form's too, and the key is kept for sending again.
    const other = replyWithApiErrors(parse(), refusal([{ detail: "Invalid key", pointer: "/data/attributes/idempotency_key" }]));
    expect(other.data.error).toEqual({ "": ["Invalid key"] });
    expect(other.data.initialValue).toEqual({ name: "Markt", idempotencyKey: "key-of-another-page" });
  });

  it("reads the pointer's last segment by default; without fields any field it names is one, the resource's is the form's", () => {
    const errors = [
      { detail: "Te kort", pointer: "/current_password" },
      { detail: "Al in gebruik", pointer: "/data/attributes/first_name" },
      { detail: "Niet toegestaan", pointer: "/data" },
    ];
    expect(replyWithApiErrors(submission, refusal(errors)).data.error).toEqual({ "": ["Niet toegestaan"], currentPassword: ["Te kort"], firstName: ["Al in gebruik"] });
    expect(replyWithApiErrors(submission, refusal(errors), { fields: ["firstName"] }).data.error).toEqual({ "": ["Te kort", "Niet toegestaan"], firstName: ["Al in gebruik"] });
  });

  it("words codes its own way and falls back on the API's detail, else its title", () => {
    const reply = replyWithApiErrors(
      submission,
      refusal([
        { detail: "taken", pointer: "/data/attributes/name", code: "taken" },
        { detail: "", pointer: "/data/attributes/name" },
      ]),
      { message: codeMessages("users:apiErrors", ["taken"]) },
    );
    expect(reply.data.error).toEqual({ name: ["users:apiErrors.taken", "Invalid attribute"] });
  });

  it("words the codes it is given by their keys (not an object's inherited names); the API's words for the rest", () => {
    const reply = replyWithApiErrors(
      submission,
      refusal([{ detail: "This vacancy is filled", code: "vacancy_closed" }, { detail: "Te lang", pointer: "/data/attributes/name" }, { detail: "Iets", code: "constructor" }]),
      { message: codeKeys({ vacancy_closed: "vacancies:respond.closed" }) },
    );
    expect(reply.data.error).toEqual({ "": ["vacancies:respond.closed", "Iets"], name: ["Te lang"] });
  });

  it("words the rest in the page's own words where it gives them, never the API's", () => {
    const reply = replyWithApiErrors(
      submission,
      refusal([{ detail: "This website has no volunteer center.", code: "no_center" }, { detail: "Name is too long", pointer: "/data/attributes/name", code: "too_long" }]),
      { message: codeMessages("profile:apiErrors", ["no_center"], "profile:signup.refused") },
    );
    expect(reply.data.error).toEqual({ "": ["profile:apiErrors.no_center"], name: ["profile:signup.refused"] });
  });

  it("shows the other statuses it is given with their own status and hides the fields it is told to", () => {
    const reply = replyWithApiErrors(submission, refusal([{ detail: "Te vaak geprobeerd", code: "too_many_attempts" }], 429), { statuses: [422, 429], hideFields: ["password"] });
    expect(reply.init?.status).toBe(429);
    expect(reply.data.error).toEqual({ "": ["Te vaak geprobeerd"] });
    expect(reply.data.initialValue).toEqual({ name: "Markt" });
  });

  it("throws what is not a 422 of the API (or another status it was given)", () => {
    const thrown = new Error("boom");
    expect(() => replyWithApiErrors(submission, thrown, { fields: ["name"] })).toThrow("boom");
    const tooMany = refusal([{ detail: "Te vaak" }], 429);
    expect(() => replyWithApiErrors(submission, tooMany)).toThrow();
    try {
      replyWithApiErrors(submission, tooMany);
    } catch (error) {
      expect(error).toBe(tooMany);
    }
  });
});

describe("attributeOrRelationshipField", () => {
  it("names the field as readAttributes reads the body (camelizeKeys), a relationship with Id", () => {
    expect(attributeOrRelationshipField("/data/attributes/first_name")).toBe("firstName");
    expect(attributeOrRelationshipField("/data/relationships/stock_image")).toBe("stockImageId");
    expect(attributeOrRelationshipField("/data/attributes/line_2")).toBe(Object.keys(camelizeKeys<object>({ line_2: "" }))[0]);
    expect(attributeOrRelationshipField("/data/meta/x")).toBeNull();
    expect(attributeOrRelationshipField(undefined)).toBeNull();
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { tFor } from "~/modules/i18n/instance.server";
import { HELP_FORM_ERRORS } from "./page.server";
import { HelpRequestSchema } from "./schema";

const form = new FormData();
for (const [name, value] of Object.entries({
  direction: "ask",
  kind: "neighbour-help",
  category: "groceries",
  description: "Wie doet er boodschappen voor me?",
  postcode: "7311 AA",
  name: "Els",
  email: "els@example.org",
})) {
  form.set(name, value);
}

/** The API's 422 as the api client raises it. */
const refusal = (errors: Array<{ code: string; detail: string; pointer?: string }>) => ({
  data: { status: 422, code: "invalid", message: "x", errors: errors.map((e) => ({ ...e, title: "Invalid attribute", source: e.pointer ? { pointer: e.pointer } : undefined })) },
  init: { status: 422 },
});

const shown = (reply: ReturnType<typeof replyWithApiErrors>, language: "nl" | "en") => {
  const t = tFor(language, "errors");
  return Object.fromEntries(Object.entries(reply.data.error ?? {}).map(([field, keys]) => [field, (keys ?? []).map((key) => t(key))]));
};

describe("HELP_FORM_ERRORS (the public neighbour-help forms)", () => {
  it("words every refusal in the page's language, never the API's English: an unknown postcode its own way, the rest as not sent", () => {
    const submission = parseWithZod(form, { schema: HelpRequestSchema });
    expect(submission.status).toBe("success");
    const reply = replyWithApiErrors(
      submission,
      refusal([
        { code: "unknown_postcode", detail: "This postcode could not be found.", pointer: "/data/attributes/postcode" },
        { code: "idempotency_key_reused", detail: "This idempotency key was used for another request.", pointer: "/data/attributes/idempotency_key" },
        { code: "too_big", detail: "Too big: expected string to have <=200 characters", pointer: "/data/attributes/name" },
      ]),
      HELP_FORM_ERRORS,
    );
    expect(reply.init?.status).toBe(422);
    expect(shown(reply, "nl")).toEqual({
      postcode: ["Deze postcode kennen we niet. Controleer hem, bijvoorbeeld 7311 AA"],
      "": ["Je bericht is niet verstuurd. Controleer wat je hebt ingevuld en probeer het opnieuw."],
      name: ["Je bericht is niet verstuurd. Controleer wat je hebt ingevuld en probeer het opnieuw."],
    });
    expect(shown(reply, "en")).toEqual({
      postcode: ["We do not know this postcode. Please check it, for example 7311 AA"],
      "": ["Your message was not sent. Check what you filled in and try again."],
      name: ["Your message was not sent. Check what you filled in and try again."],
    });
  });
});

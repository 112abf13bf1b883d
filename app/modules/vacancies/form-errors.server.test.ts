import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { VACANCY_FORM_ERRORS } from "./form-errors.server";

describe("VACANCY_FORM_ERRORS", () => {
  it("says an organization the API does not know (unknown_organization) in the page's words at the organization field", () => {
    const form = new FormData();
    form.set("organizationId", "0b0e6a8e-6f55-4c7e-9a53-2f1f4b0c9a11");
    form.set("title", "Voorlezen");
    const submission = parseWithZod(form, { schema: z.object({ organizationId: z.string(), title: z.string() }) });
    const refusal = {
      data: {
        status: 422,
        code: "invalid",
        message: "x",
        errors: [{ code: "unknown_organization", title: "Invalid attribute", detail: "Unknown organization.", source: { pointer: "/data/attributes/organization_id" } }],
      },
      init: { status: 422 },
    };
    const reply = replyWithApiErrors(submission, refusal, { ...VACANCY_FORM_ERRORS, fields: ["organizationId", "title"] });
    expect(reply.data.error).toEqual({ organizationId: ["manage:apiErrors.unknown_organization"] });
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { replyWithApiErrors } from "./pages.server";

const refusal = (errors: Array<{ detail: string; pointer?: string; code?: string }>) => ({
  data: { status: 422, code: "invalid", message: "x", errors: errors.map((e) => ({ code: e.code ?? "invalid", title: "Invalid attribute", detail: e.detail, source: e.pointer ? { pointer: e.pointer } : undefined })) },
  init: { status: 422 },
});

describe("replyWithApiErrors", () => {
  const form = new FormData();
  form.set("name", "Markt");
  const submission = parseWithZod(form, { schema: z.object({ name: z.string(), uploadId: z.string().optional() }) });

  it("puts an attribute's error at its field and a relationship's at <name>Id; the rest is the form's", () => {
    const reply = replyWithApiErrors(
      submission,
      refusal([
        { detail: "Te lang", pointer: "/data/attributes/name" },
        { detail: "Kies een afbeelding van deze centrale", pointer: "/data/relationships/upload" },
        { detail: "Onbekend", pointer: "/data/relationships/owner" },
        { detail: "Iets anders" },
      ]),
      ["name", "uploadId"],
    );
    expect(reply.init?.status).toBe(422);
    expect(reply.data.error).toEqual({ "": ["Onbekend", "Iets anders"], name: ["Te lang"], uploadId: ["Kies een afbeelding van deze centrale"] });
  });

  it("throws what is not a 422 of the API", () => {
    const thrown = new Error("boom");
    expect(() => replyWithApiErrors(submission, thrown, ["name"])).toThrow("boom");
  });
});

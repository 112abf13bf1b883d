import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { messages } from "./validation-messages";
import { zodIssueMessage } from "./zod-messages";

// The map is in force by the unit tests' setup (tests/support/zod-messages.ts), as in the app by its entries.

/** The messages of a failed parse, by path. */
function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("parsed");
  return result.error.issues.map((issue) => issue.message);
}

describe("zod's issues without a message of the schema's own (decision 065)", () => {
  it("a missing value is required", () => {
    expect(issues(z.string(), undefined)).toEqual([messages.required]);
    expect(issues(z.boolean(), null)).toEqual([messages.required]);
    expect(issues(z.object({ name: z.string() }), {})).toEqual([messages.required]);
    expect(issues(z.string().min(1), "")).toEqual([messages.required]);
    expect(issues(z.array(z.string()).min(1), [])).toEqual([messages.required]);
  });

  it("a value of the wrong type, an option not offered, a bad format or a failed check is invalid", () => {
    expect(issues(z.boolean(), "ja")).toEqual([messages.invalid]);
    expect(issues(z.number(), "12")).toEqual([messages.invalid]);
    expect(issues(z.enum(["a", "b"]), "c")).toEqual([messages.invalid]);
    expect(issues(z.literal("on"), "off")).toEqual([messages.invalid]);
    expect(issues(z.union([z.string(), z.number()]), true)).toEqual([messages.invalid]);
    expect(issues(z.string().regex(/^\d+$/), "x")).toEqual([messages.invalid]);
    expect(issues(z.uuid(), "x")).toEqual([messages.invalid]);
    expect(issues(z.number().int(), 1.5)).toEqual([messages.invalid]);
    expect(issues(z.number().min(3), 2)).toEqual([messages.invalid]);
    expect(issues(z.number().max(3), 4)).toEqual([messages.invalid]);
    expect(issues(z.number().multipleOf(5), 3)).toEqual([messages.invalid]);
    expect(issues(z.array(z.string()).max(1), ["a", "b"])).toEqual([messages.invalid]);
    expect(issues(z.strictObject({}), { extra: 1 })).toEqual([messages.invalid]);
    expect(issues(z.string().refine(() => false), "x")).toEqual([messages.invalid]);
  });

  it("an e-mail address and a URL say so; a text too short or too long says how long", () => {
    expect(issues(z.email(), "geen-adres")).toEqual([messages.email]);
    expect(issues(z.string().email(), "geen-adres")).toEqual([messages.email]);
    expect(issues(z.url(), "geen url")).toEqual([messages.url]);
    expect(issues(z.string().min(8), "kort")).toEqual([messages.minLength(8)]);
    expect(issues(z.string().max(3), "lang")).toEqual([messages.maxLength(3)]);
    expect(issues(z.string().length(2), "abc")).toEqual([messages.maxLength(2)]);
  });

  it("a schema's own message still wins, of the schema or of its check", () => {
    expect(issues(z.boolean({ error: "own.type" }), "ja")).toEqual(["own.type"]);
    expect(issues(z.string().min(8, { error: "own.min" }), "kort")).toEqual(["own.min"]);
    expect(issues(z.email({ error: messages.invalid }), "x")).toEqual([messages.invalid]);
  });

  it("no zod English in a form's errors: a tampered check box (conform's parseWithZod)", () => {
    const schema = z.object({ title: z.string(), contactPhoneVisible: z.boolean().default(false) });
    const formData = new FormData();
    formData.set("contactPhoneVisible", "ja");
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "error") throw new Error("not refused");
    expect(submission.error).toEqual({ title: [messages.required], contactPhoneVisible: [messages.invalid] });
  });

  it("is zod's global map, set without zod (configureZodMessages), as z.config would", () => {
    expect(z.config().customError).toBe(zodIssueMessage);
  });

  it("maps a raw issue it is handed", () => {
    const map = (issue: object) => zodIssueMessage(issue as never);
    expect(map({ code: "invalid_type", expected: "string", input: undefined })).toBe(messages.required);
    expect(map({ code: "too_small", origin: "string", minimum: 3, input: "a" })).toBe(messages.minLength(3));
    expect(map({ code: "too_big", origin: "string", maximum: 10, input: "a" })).toBe(messages.maxLength(10));
    expect(map({ code: "invalid_format", format: "url", input: "a" })).toBe(messages.url);
    expect(map({ code: "invalid_value", values: ["a"], input: "b" })).toBe(messages.invalid);
  });
});

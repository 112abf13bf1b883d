import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { keepServerErrors } from "./server-errors";

const Schema = z.object({
  title: z.string({ error: "required" }),
  expiresAt: z.string().optional(),
  tags: z.array(z.string()).optional(),
  password: z.string().optional(),
});

function form(entries: Array<[string, string]>, blurred?: string) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  if (blurred) data.append("__intent__", JSON.stringify({ type: "validate", payload: { name: blurred } }));
  return data;
}

const posted: Array<[string, string]> = [
  ["title", "Een klus"],
  ["expiresAt", "2020-01-01"],
  ["tags", "buiten"],
  ["tags", "bestaat-niet"],
  ["password", "geheim"],
];

/** The action's answer to `posted`: errors only the server finds, the password left out of the values sent back. */
const lastResult = parseWithZod(form(posted), { schema: Schema }).reply({
  fieldErrors: { expiresAt: ["in the past"], "tags[1]": ["not offered"], password: ["wrong"] },
  hideFields: ["password"],
});

/** What conform shows once it has the browser's check of the form as it is now. */
const check = (entries: Array<[string, string]>, blurred?: string) =>
  keepServerErrors(parseWithZod(form(entries, blurred), { schema: Schema }), lastResult).reply().error ?? {};

/** The form as the answer shows it: the posted values, the password field empty. */
const shown = posted.map(([name, value]): [string, string] => [name, name === "password" ? "" : value]);
const changed = (name: string, value: string) => shown.map(([key, old]): [string, string] => [key, key === name ? value : old]);

describe("keepServerErrors (an error only the server finds, at a field still as it was posted)", () => {
  it("stays when another field loses focus", () => {
    expect(check(shown, "title")).toEqual({ expiresAt: ["in the past"], "tags[1]": ["not offered"], password: ["wrong"] });
  });

  it("goes once its field is changed (a list item's once that item is)", () => {
    const error = check(
      changed("expiresAt", "2030-01-01").filter(([name, value]) => !(name === "tags" && value === "bestaat-niet")),
      "expiresAt",
    );
    expect(error).toEqual({ password: ["wrong"] });
    expect(check(changed("password", "nieuw"), "password")).toEqual({ expiresAt: ["in the past"], "tags[1]": ["not offered"] });
  });

  it("is back when the field holds the posted value again", () => {
    expect(check(changed("expiresAt", "2020-01-01"), "expiresAt")).toMatchObject({ expiresAt: ["in the past"] });
  });

  it("gives way to what the browser's check finds at the field itself", () => {
    const error = check(changed("title", ""), "title");
    expect(error.title).toEqual(["required"]);
    expect(error.expiresAt).toEqual(["in the past"]);
  });

  it("is kept on a submit the browser stops for another field, but a submit it lets through goes to the server", () => {
    const stopped = keepServerErrors(parseWithZod(form(changed("title", "")), { schema: Schema }), lastResult);
    expect(stopped.status).toBe("error");
    expect(stopped.reply().error).toMatchObject({ title: ["required"], expiresAt: ["in the past"] });
    const sent = keepServerErrors(parseWithZod(form(shown), { schema: Schema }), lastResult);
    expect(sent.status).toBe("success");
  });

  it("changes nothing without a last post or without its errors", () => {
    const submission = parseWithZod(form(shown, "title"), { schema: Schema });
    expect(keepServerErrors(submission, undefined)).toBe(submission);
    expect(keepServerErrors(submission, { status: "success", initialValue: {} })).toBe(submission);
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { RespondentQuestion } from "./constants";
import { answersSchema, InviteFormSchema, QuestionSchema } from "./schema";

const q = (id: string, questionType: RespondentQuestion["questionType"], extra: Partial<RespondentQuestion> = {}): RespondentQuestion => ({
  id,
  text: id,
  questionType,
  required: false,
  longAnswer: false,
  options: [],
  ...extra,
});

const QUESTIONS: RespondentQuestion[] = [
  q("name", "text", { required: true }),
  q("colour", "multiple_choice", { required: true, options: ["Rood", "Blauw"] }),
  q("days", "checkbox", { options: ["Ma", "Di"] }),
  q("agree", "checkbox", { required: true }),
  q("date", "date"),
  q("time", "time"),
  q("count", "number"),
  q("email", "email"),
  q("site", "url"),
  q("phone", "phone"),
  q("info", "info_section"),
];

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("answersSchema from a form post (conform)", () => {
  it("names every invalid answer with its message key", () => {
    const submission = parseWithZod(
      form([["name", ""], ["colour", "Groen"], ["date", "2026-02-31"], ["time", "24:10"], ["count", "twee"], ["email", "a@"], ["site", "niet een url"], ["phone", "123"]]),
      { schema: answersSchema(QUESTIONS) },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      name: ["validation.required"],
      colour: ["validation.invalid"],
      agree: ["validation.required"],
      date: ["forms:validation.date"],
      time: ["forms:validation.time"],
      count: ["forms:validation.number"],
      email: ["validation.email"],
      site: ["validation.url"],
      phone: ["forms:validation.phone"],
    });
  });

  it("accepts good answers: one or several boxes, a Dutch decimal, a web address without https", () => {
    const submission = parseWithZod(
      form([["name", " Zoë "], ["colour", "Blauw"], ["days", "Ma"], ["days", "Di"], ["agree", "on"], ["count", "3,5"], ["site", "www.example.nl"], ["phone", "06-12345678"], ["time", "09:30"]]),
      { schema: answersSchema(QUESTIONS) },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ name: "Zoë", colour: "Blauw", days: ["Ma", "Di"], agree: true, count: "3,5", site: "https://www.example.nl", time: "09:30" });
    expect(parseWithZod(form([["name", "A"], ["colour", "Rood"], ["days", "Ma"], ["agree", "on"]]), { schema: answersSchema(QUESTIONS) }).status).toBe("success");
  });
});

describe("builder schemas", () => {
  it("reads options one per line and asks two for multiple choice", () => {
    expect(QuestionSchema.parse({ text: "Kies", questionType: "checkbox", options: " A \n\nB\nA" }).options).toEqual(["A", "B"]);
    expect(QuestionSchema.safeParse({ text: "Kies", questionType: "multiple_choice", options: "A" }).success).toBe(false);
  });

  it("reads invitation addresses one per line and names a bad one", () => {
    expect(InviteFormSchema.parse({ emails: "Ann@Example.nl\nbob@example.nl, ann@example.nl" }).emails).toEqual(["ann@example.nl", "bob@example.nl"]);
    const bad = InviteFormSchema.safeParse({ emails: "ann@example.nl\nbob" });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual(["forms:validation.emails"]);
  });
});

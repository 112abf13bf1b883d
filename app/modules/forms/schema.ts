import { z } from "zod";
import { dateField, messages, requiredText } from "~/lib/validation";
import {
  ACCESS_PERMISSIONS,
  CHOICE_TYPES,
  DISPLAY_TYPES,
  LONG_ANSWER_MAX,
  MAX_INVITATIONS_PER_REQUEST,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  QUESTION_TYPES,
  SHORT_ANSWER_MAX,
  type RespondentQuestion,
} from "./constants";

/*
 * One schema per form or request body, shared by the builder pages, their
 * actions and the API. Messages are translation keys: those of the errors
 * namespace (messages.*) or, for the form-specific ones, `forms:validation.*`.
 */

export const formMessages = {
  number: "forms:validation.number",
  date: "forms:validation.date",
  time: "forms:validation.time",
  phone: "forms:validation.phone",
  options: "forms:validation.options",
  emails: "forms:validation.emails",
} as const;

/** "a\nb, c" or ["a", "b"] → ["a", "b", "c"]: trimmed, blanks dropped, duplicates once. */
function listOf(separator: RegExp) {
  return (value: unknown) => {
    const items = typeof value === "string" ? value.split(separator) : Array.isArray(value) ? value : value == null ? [] : [value];
    return [...new Set(items.map((item) => String(item).trim()).filter(Boolean))];
  };
}

const optionList = z.preprocess(
  listOf(/\r?\n/),
  z.array(z.string().max(200, { error: messages.maxLength(200) })).max(MAX_OPTIONS, { error: messages.invalid }),
);

const questionFields = {
  text: requiredText(1000),
  questionType: z.enum(QUESTION_TYPES, { error: messages.invalid }).default("text"),
  required: z.boolean().default(false),
  longAnswer: z.boolean().default(false),
  options: optionList.default([]),
};

const needsOptions = (q: { questionType?: string; options?: string[] }) =>
  !q.questionType || q.questionType !== "multiple_choice" || (q.options?.length ?? 0) >= 2;

/** A question as the builder's question form (options one per line) and the API (an array) send it. */
export const QuestionSchema = z
  .object(questionFields)
  .refine(needsOptions, { error: formMessages.options, path: ["options"] });
export type QuestionInput = z.infer<typeof QuestionSchema>;

/**
 * A question in a PATCH of a form (Rails' nested attributes): with an id it
 * changes or, with `_destroy`, removes that question; without one it adds a
 * question. The API camelizes `_destroy` to `Destroy`; both are accepted.
 */
export const QuestionPatchSchema = z.preprocess(
  (value) => {
    if (typeof value !== "object" || value === null || !("Destroy" in value)) return value;
    const { Destroy, ...rest } = value as Record<string, unknown>;
    return { ...rest, _destroy: Destroy };
  },
  z
    .object({
      id: z.guid({ error: messages.invalid }).optional(),
      _destroy: z.boolean().optional(),
      position: z.number().int().min(0).optional(),
      text: questionFields.text.optional(),
      questionType: z.enum(QUESTION_TYPES, { error: messages.invalid }).optional(),
      required: z.boolean().optional(),
      longAnswer: z.boolean().optional(),
      options: optionList.optional(),
    })
    .strict()
    .refine((q) => q.id !== undefined || q.text !== undefined, { error: messages.required, path: ["text"] }),
);
export type QuestionPatch = z.infer<typeof QuestionPatchSchema>;

const formDetails = {
  title: requiredText(200),
  description: z.string().trim().max(5000, { error: messages.maxLength(5000) }).default(""),
  organizationId: z.guid({ error: messages.invalid }).nullish().transform((value) => value ?? null),
  accessPermission: z.enum(ACCESS_PERMISSIONS, { error: messages.invalid }).default("anonymous"),
};

/** The builder's form of a form: title, description, organization, access permission. */
export const FormDetailsSchema = z.object(formDetails);
export type FormDetails = z.infer<typeof FormDetailsSchema>;

/** POST /api/v1/forms */
export const FormCreateSchema = z
  .object({
    ...formDetails,
    questions: z.array(QuestionSchema).max(MAX_QUESTIONS, { error: messages.invalid }).default([]),
  })
  .strict();
export type FormCreate = z.infer<typeof FormCreateSchema>;

/** PATCH/PUT /api/v1/forms/{id}: details and nested question changes. */
export const FormUpdateSchema = z
  .object({
    title: formDetails.title,
    description: formDetails.description,
    organizationId: z.guid({ error: messages.invalid }).nullable(),
    accessPermission: formDetails.accessPermission,
    questions: z.array(QuestionPatchSchema).max(MAX_QUESTIONS * 2, { error: messages.invalid }),
  })
  .partial()
  .strict();
export type FormUpdate = z.infer<typeof FormUpdateSchema>;

const emailList = z.preprocess(
  listOf(/[\s,;]+/),
  z
    .array(z.string())
    .min(1, { error: messages.required })
    .max(MAX_INVITATIONS_PER_REQUEST, { error: messages.invalid })
    .superRefine((emails, ctx) => {
      if (emails.some((email) => !z.email().safeParse(email).success)) ctx.addIssue({ code: "custom", message: formMessages.emails });
    })
    .transform((emails) => [...new Set(emails.map((email) => email.toLowerCase()))]),
);

/** POST /api/v1/forms/{id}/invitations (`locale`: the language of the mail) */
export const InvitationCreateSchema = z
  .object({ emails: emailList, singleUse: z.boolean().default(true), locale: z.enum(["nl", "en"]).optional() })
  .strict();

/** The builder's invitation form: addresses one per line, single use unless asked otherwise. */
export const InviteFormSchema = z.object({ emails: emailList, multiUse: z.boolean().default(false) });

/* ---------------------------------------------------------------------------------------
 * Answers: one schema built from the questions, used by the respondent form (on blur with
 * JavaScript), its action (without) and the API.
 * --------------------------------------------------------------------------------------- */

const blankToUndefined = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value.trim() === "" ? undefined : value.trim();
  return value;
};

/** "www.example.nl" is what people type: it means https://www.example.nl. */
const withScheme = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);

function textAnswer(question: RespondentQuestion): z.ZodType {
  const max = question.longAnswer ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX;
  const text = z.string({ error: messages.required }).max(max, { error: messages.maxLength(max) });
  switch (question.questionType) {
    case "email":
      return text.pipe(z.email({ error: messages.email }));
    case "url":
      return text.transform(withScheme).pipe(z.url({ protocol: /^https?$/, hostname: /\./, error: messages.url }));
    case "number":
      return text.regex(/^-?\d+([.,]\d+)?$/, { error: formMessages.number });
    case "date":
      return text.pipe(dateField(formMessages.date));
    case "time":
      return text.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: formMessages.time });
    case "phone":
      return text.regex(/^\+?[\d\s().-]+$/, { error: formMessages.phone }).refine((v) => (v.match(/\d/g)?.length ?? 0) >= 8 && (v.match(/\d/g)?.length ?? 0) <= 15, {
        error: formMessages.phone,
      });
    default:
      return text;
  }
}

function answerSchema(question: RespondentQuestion): z.ZodType {
  const { required, options } = question;
  if (question.questionType === "multiple_choice") {
    const choice = z.enum(options as [string, ...string[]], {
      error: (issue) => (issue.input === undefined ? messages.required : messages.invalid),
    });
    return z.preprocess(blankToUndefined, required ? choice : choice.optional());
  }
  if (question.questionType === "checkbox" && options.length > 0) {
    const picked = z.array(z.enum(options as [string, ...string[]], { error: messages.invalid }));
    return z.preprocess(listOf(/\r?\n/), required ? picked.min(1, { error: messages.required }) : picked);
  }
  if (question.questionType === "checkbox") {
    const checked = z.boolean();
    return z.preprocess(
      (value) => value === true || value === "on" || value === "true",
      required ? checked.refine(Boolean, { error: messages.required }) : checked,
    );
  }
  const text = textAnswer(question);
  return z.preprocess(blankToUndefined, required ? text : text.optional());
}

export const answersQuestions = (questions: readonly RespondentQuestion[]) =>
  questions.filter((question) => !DISPLAY_TYPES.includes(question.questionType));

/** The answers to these questions, keyed by question id. */
export function answersSchema(questions: readonly RespondentQuestion[]) {
  return z.object(Object.fromEntries(answersQuestions(questions).map((question) => [question.id, answerSchema(question)])));
}

export const isChoice = (type: string) => (CHOICE_TYPES as readonly string[]).includes(type);

/** POST /api/v1/public_forms/{token}/submissions */
export const SubmissionCreateSchema = z.object({
  answers: z.record(z.string(), z.unknown()).default({}),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  locale: z.enum(["nl", "en"]).optional(),
});

/** The question types of spec §3, in the order the builder offers them. */
export const QUESTION_TYPES = [
  "text",
  "multiple_choice",
  "checkbox",
  "date",
  "time",
  "number",
  "email",
  "url",
  "phone",
  "info_section",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Spec §3/§6: public (anonymous) or by invitation only (token_holder). */
export const ACCESS_PERMISSIONS = ["anonymous", "token_holder"] as const;
export type AccessPermission = (typeof ACCESS_PERMISSIONS)[number];

/** Types whose answers are picked from `options`. */
export const CHOICE_TYPES: readonly QuestionType[] = ["multiple_choice", "checkbox"];
/** Types without an answer: a heading with text between questions. */
export const DISPLAY_TYPES: readonly QuestionType[] = ["info_section"];

export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 50;
export const MAX_INVITATIONS_PER_REQUEST = 200;
export const SHORT_ANSWER_MAX = 500;
export const LONG_ANSWER_MAX = 5000;

/** A question as the respondent form and the answer schema need it. */
export type RespondentQuestion = {
  id: string;
  text: string;
  questionType: QuestionType;
  required: boolean;
  longAnswer: boolean;
  options: string[];
};

/** Answers keyed by question id: text, one picked option, several picked options, or a checked box. */
export type AnswerValue = string | string[] | boolean | null;

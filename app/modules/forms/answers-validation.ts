import { parseWithZod } from "@conform-to/zod/v4";
import { configureZodMessages } from "~/lib/zod-messages";
import type { RespondentQuestion } from "./constants";
import { answersSchema } from "./schema";

/** The browser's check of a respondent form's answers, loaded when the visitor moves into the form (useLazyForm). */
export function answersValidator(questions: readonly RespondentQuestion[]) {
  configureZodMessages(); // our messages, not zod's English (decision 065)
  const schema = answersSchema(questions);
  return (formData: FormData) => parseWithZod(formData, { schema });
}

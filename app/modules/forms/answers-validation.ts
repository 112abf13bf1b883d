import { parseWithZod } from "@conform-to/zod/v4";
import type { RespondentQuestion } from "./constants";
import { answersSchema } from "./schema";

/** The browser's check of a respondent form's answers, loaded when the visitor moves into the form (useLazyForm). */
export function answersValidator(questions: readonly RespondentQuestion[]) {
  const schema = answersSchema(questions);
  return (formData: FormData) => parseWithZod(formData, { schema });
}

import { getZodConstraint } from "@conform-to/zod/v4";
import type { RespondentQuestion } from "./constants";
import { answersSchema } from "./schema";

/** A respondent form's constraints for the browser (useLazyForm), from the answer schema its action checks with. */
export const answersConstraint = (questions: readonly RespondentQuestion[]) => getZodConstraint(answersSchema(questions));

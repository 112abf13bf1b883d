import { getZodConstraint } from "@conform-to/zod/v4";
import { ApplicationSchema } from "./schema";

/** The response form's constraints for the browser (useLazyForm), from the schema its action checks with. */
export const APPLICATION_CONSTRAINT = getZodConstraint(ApplicationSchema);

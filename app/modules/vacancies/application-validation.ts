import { parseWithZod } from "@conform-to/zod/v4";
import { ApplicationSchema } from "./schema";

/** The browser's check of a response to a vacancy, loaded when the visitor moves into the form (useLazyForm). */
export const validateApplication = (formData: FormData) => parseWithZod(formData, { schema: ApplicationSchema });

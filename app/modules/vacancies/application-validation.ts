import { parseWithZod } from "@conform-to/zod/v4";
import { configureZodMessages } from "~/lib/zod-messages";
import { ApplicationSchema } from "./schema";

/** The browser's check of a response to a vacancy, loaded when the visitor moves into the form (useLazyForm). */
export const validateApplication = (formData: FormData) => {
  configureZodMessages(); // our messages, not zod's English (decision 065)
  return parseWithZod(formData, { schema: ApplicationSchema });
};

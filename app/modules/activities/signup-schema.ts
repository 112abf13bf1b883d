import { z } from "zod";
import { contactShape } from "~/lib/validation";

/*
 * The sign-up form of an activity's occurrence (issue 14, decision 040), shared by the page and
 * POST /activity_occurrences/{id}/signups. Messages are translation keys of the errors namespace.
 */
export const SignupSchema = z.object(contactShape());
export type SignupInput = z.infer<typeof SignupSchema>;

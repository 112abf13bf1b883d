import { codeMessages, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { fieldOfPointer } from "./manage-schema";

/**
 * A 422 of the API on the vacancy forms: each error with an attribute's `source.pointer` on its field, the rest
 * above the form. The codes below the form explains in its own words; other messages are shown as the API gave them.
 */
export const VACANCY_FORM_ERRORS = {
  fieldOf: fieldOfPointer,
  message: codeMessages("manage:apiErrors", ["expires_in_past", "invalid_transition", "invalid_contact_person", "unknown_organization"]),
} satisfies ApiFormErrorOptions;

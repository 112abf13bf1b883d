import { z } from "zod";
import { messages } from "./validation-messages";

/*
 * Zod's own messages ("Invalid input: expected boolean, received string") are English and meant for developers; a
 * field whose schema names no message of ours would show one to the visitor (decision 065). Every issue without a
 * message of its schema gets one of our keys instead, translated as the schema's own (useErrorText; the API's
 * messageText). A schema's own message still wins: zod asks this map only after the schema's and the check's.
 *
 * Put in force (configureZodMessages) wherever a schema is checked: on the server by its entry and the API's errors
 * module, in the browser by useZodForm and the lazily loaded checks of decision 054, in tests by their setup.
 */

/** Our message key for an issue zod raises without a message of the schema's own. */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      // Nothing sent (conform makes an empty field undefined): the value is missing, not wrong.
      return issue.input === undefined || issue.input === null
        ? messages.required
        : messages.invalid;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? messages.required
          : messages.minLength(Number(issue.minimum));
      // At least one of a group of check boxes.
      if (issue.origin === "array" || issue.origin === "set")
        return Number(issue.minimum) <= 1
          ? messages.required
          : messages.invalid;
      return messages.invalid;
    case "too_big":
      return issue.origin === "string"
        ? messages.maxLength(Number(issue.maximum))
        : messages.invalid;
    case "invalid_format":
      if (issue.format === "email") return messages.email;
      if (issue.format === "url") return messages.url;
      return messages.invalid;
    default:
      // invalid_value (an option not offered), invalid_union, invalid_key, invalid_element, not_multiple_of,
      // unrecognized_keys, custom: the value is not one the field takes.
      return messages.invalid;
  }
}

let configured = false;

/**
 * Puts zodIssueMessage in force for every schema of this JavaScript environment (zod's global configuration).
 * A function, not an import's side effect: a module with one would be kept in every page that imports a neighbour of
 * it, zod with it (decision 054). Cheap to call again.
 */
export function configureZodMessages() {
  if (configured) return;
  configured = true;
  z.config({ customError: zodIssueMessage });
}

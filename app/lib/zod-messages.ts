import type { $ZodConfig, $ZodRawIssue } from "zod/v4/core";
import { messages } from "./validation-messages";

/*
 * Zod's own messages ("Invalid input: expected boolean, received string") are English and meant for developers; a
 * field whose schema names no message of ours would show one to the visitor (decision 065). Every issue without a
 * message of its schema gets one of our keys instead, translated as the schema's own (useErrorText; the API's
 * messageText). A schema's own message still wins: zod asks this map only after the schema's and the check's.
 *
 * Put in force (configureZodMessages) once in each place schemas are checked: the server by app/entry.server.tsx (every
 * action and the API), the browser by app/entry.client.tsx before it hydrates (useZodForm and the lazily loaded checks
 * of decision 054 come later), the unit and API tests by tests/support/zod-messages.ts (vitest.config.ts).
 */

/** Our message key for an issue zod raises without a message of the schema's own. */
export function zodIssueMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      // Nothing sent (conform makes an empty field undefined): the value is missing, not wrong.
      return issue.input === undefined || issue.input === null ? messages.required : messages.invalid;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? messages.required : messages.minLength(Number(issue.minimum));
      // At least one of a group of check boxes.
      if (issue.origin === "array" || issue.origin === "set")
        return Number(issue.minimum) <= 1 ? messages.required : messages.invalid;
      return messages.invalid;
    case "too_big":
      return issue.origin === "string" ? messages.maxLength(Number(issue.maximum)) : messages.invalid;
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

/** Where zod keeps its global configuration, shared by every copy of zod loaded (zod/v4/core's core.ts). */
type GlobalWithZodConfig = typeof globalThis & { __zod_globalConfig?: $ZodConfig };

/**
 * Puts zodIssueMessage in force for every schema of this JavaScript environment: what `z.config({ customError })`
 * does, without loading zod. zod keeps its configuration on globalThis and reads customError when it checks, so this
 * works before and after zod is loaded (zod's own words: set "before Zod loads ... takes effect immediately on
 * import"). The browser's entry calls it in every page's start-up code, and zod must stay out of that (decision 054:
 * `z.config` there would bring 4.7 KB, gzipped, of zod's core to every page). Cheap to call again.
 */
export function configureZodMessages() {
  const global = globalThis as GlobalWithZodConfig;
  // The same object as zod's, if zod is loaded already: changed, not replaced.
  (global.__zod_globalConfig ??= {}).customError = zodIssueMessage;
}

import { z } from "zod";
import { apiMessages } from "~/lib/api-messages";
import { AppError } from "~/lib/app-error";
import { organizationStatusEnum, organizationTypeEnum } from "~/modules/db/schema";

/**
 * Validates `filter[...]` query parameters against a strict schema: an unknown
 * filter or a bad value is a 400 naming the parameter, not a silently
 * unfiltered list.
 */
export function readFilters<S extends z.ZodType>(raw: Record<string, string>, schema: S): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path[0]);
  throw new AppError({
    status: 400,
    code: "invalid_filter",
    // In the request's language (errorDocument): an unknown filter, a value not among an enum's, or another bad value.
    detail: issue.code === "unrecognized_keys" ? apiMessages.filterUnknown : issue.code === "invalid_value" ? apiMessages.filterOneOf : apiMessages.filterInvalid,
    values: () => ({ name, ...(issue.code === "invalid_value" ? { allowed: issue.values.map(String).join(", ") } : {}) }),
    source: { parameter: `filter[${name}]` },
  });
}

/** An ILIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const searchText = z.string().trim().min(1).max(200);

export const OrganizationFiltersSchema = z
  .object({
    type: z.enum(organizationTypeEnum.enumValues).optional(),
    status: z.enum(organizationStatusEnum.enumValues).optional(),
    q: searchText.optional(),
  })
  .strict();

export type OrganizationFilters = z.infer<typeof OrganizationFiltersSchema>;

export const parseOrganizationFilters = (raw: Record<string, string>) => readFilters(raw, OrganizationFiltersSchema);

import { z } from "zod";
import { roleEnum, userStatusEnum } from "~/modules/db/schema";
import { readFilters } from "~/modules/organizations/filters.server";

export const UserFiltersSchema = z
  .object({
    with_role: z.enum(roleEnum.enumValues).optional(),
    organization_id_eq: z.guid().optional(),
    status: z.enum(userStatusEnum.enumValues).optional(),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export type UserFilters = z.infer<typeof UserFiltersSchema>;

export const parseUserFilters = (raw: Record<string, string>) => readFilters(raw, UserFiltersSchema);

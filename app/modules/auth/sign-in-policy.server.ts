import type { ProductFlags } from "~/lib/config.server";
import type { UserRow } from "~/modules/users/current-user.server";

/** Who may hold a session: confirmed, and active unless allowInactiveUsers (spec §1: false). */
export function canSignIn(user: Pick<UserRow, "status" | "confirmedAt" | "passwordHash">, flags: ProductFlags): boolean {
  if (!user.confirmedAt) return false;
  if (user.status === "archived") return false;
  if (user.status === "inactive" && !flags.allowInactiveUsers) return false;
  return true;
}

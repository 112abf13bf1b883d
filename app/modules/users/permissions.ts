import type { Role } from "~/modules/db/factories.server";

/*
 * Who may hand out which role (spec §6 leaves rights "not shown"): admins any
 * role, center superusers any but admin, organization superusers the roles of
 * their own organization's people. Nobody changes their own roles.
 */
type Actor = { id: string; roles: readonly string[] };

const ORGANIZATION_GRANTABLE: Role[] = ["volunteer", "organization_superuser"];

export function grantableRoles(actor: Actor, all: readonly Role[]): Role[] {
  if (actor.roles.includes("admin")) return [...all];
  if (actor.roles.includes("center_superuser")) return all.filter((role) => role !== "admin");
  if (actor.roles.includes("organization_superuser")) return ORGANIZATION_GRANTABLE;
  return [];
}

export function mayChangeRoles(actor: Actor, target: { id: string; roles: readonly string[] }, role: Role, all: readonly Role[]): boolean {
  if (actor.id === target.id) return false;
  // Only an admin touches an admin's account.
  if (target.roles.includes("admin") && !actor.roles.includes("admin")) return false;
  return grantableRoles(actor, all).includes(role);
}

/** Changing a status or deleting: the people who run the center, never on themselves, and admins only by admins. */
export function mayManageAccount(actor: Actor, target: { id: string; roles: readonly string[] }): boolean {
  if (actor.id === target.id) return false;
  if (!actor.roles.some((role) => role === "admin" || role === "center_superuser")) return false;
  return !target.roles.includes("admin") || actor.roles.includes("admin");
}

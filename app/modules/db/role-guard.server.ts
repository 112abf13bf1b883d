/*
 * The embedded database has one session user, a superuser, by construction
 * (PGlite's `username` is SET SESSION AUTHORIZATION, which RESET SESSION
 * AUTHORIZATION undoes). So on PGlite the app's own connection refuses every
 * statement that changes the role, except the two with which withTenant and
 * withoutTenant become the app role (issue 18): a `reset role` smuggled into
 * a query cannot leave row-level security behind. On PostgreSQL the login
 * role does this job (migration 0013).
 */

/** Statements that may change the role: exactly these texts, issued by client.server.ts. */
const ALLOWED = new Set<string>();

export function allowRoleStatement(text: string): void {
  ALLOWED.add(normalize(text));
}

function normalize(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const ROLE_CHANGES = [
  /\breset\s+(role|all|session\s+authorization)\b/,
  /\bset\s+(local\s+|session\s+)?(role|session\s+authorization)\b/,
  /\bdiscard\s+all\b/,
  /\bset_config\s*\(\s*'(role|session_authorization)'/,
  /\bset_config\s*\(\s*\$\d+/,
];

export class RoleChangeRefused extends Error {
  override name = "RoleChangeRefused";
}

export function assertNoRoleChange(text: string): void {
  const normalized = normalize(text);
  if (ALLOWED.has(normalized)) return;
  if (ROLE_CHANGES.some((pattern) => pattern.test(normalized))) {
    throw new RoleChangeRefused("This connection does not change its role: row-level security must hold.");
  }
}

type Queryable = { query: (...args: never[]) => unknown; exec: (...args: never[]) => unknown };

function guardQueries<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== "function") return value;
      if (property === "query" || property === "exec") {
        return (text: string, ...rest: unknown[]) => {
          assertNoRoleChange(String(text));
          return (value as (...args: unknown[]) => unknown).call(object, text, ...rest);
        };
      }
      if (property === "transaction") {
        return (callback: (tx: Queryable) => unknown) =>
          (value as (cb: (tx: Queryable) => unknown) => unknown).call(object, (tx: Queryable) => callback(guardQueries(tx)));
      }
      return (value as (...args: unknown[]) => unknown).bind(object);
    },
  });
}

/** The PGlite client as the app's queries see it: with the role guard. */
export function withRoleGuard<T extends object>(client: T): T {
  return guardQueries(client);
}

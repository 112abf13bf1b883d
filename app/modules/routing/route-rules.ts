import { z } from "zod";

/*
 * Spec §2: routes may carry a redirect; an absolute redirect causes a full
 * page load. The rules are configuration (ROUTE_RULES, a JSON array, README
 * › Configuration), checked here when the server starts, and applied before
 * any page's loader (app/middleware/root.server.ts):
 *
 *   { "from": "/oude-pagina", "to": "/nieuwe-pagina" }            one path, within the app
 *   { "from": "/nieuws/*", "to": "/actueel" }                     a path and everything under it
 *   { "from": "/elders", "to": "https://example.org/", "status": 301 }   another site: a full page load
 *   { "host": "gelderse-handen.nl", "from": "*", "except": ["/gelderse-handen"], "to": "/gelderse-handen" }
 *
 * The first matching rule wins. `host` limits a rule to one host name; `from: "*"`
 * matches every page path except the ones in `except` (and the target itself).
 * Relative targets stay in the app (the browser, with JavaScript, navigates
 * without reloading); absolute ones (http or https) leave it with a full page
 * load, which is also what React Router does for them in the browser.
 */

const pagePath = z.string().regex(/^\/[^\s]*$/, "a path starting with /");

const RouteRuleSchema = z
  .object({
    from: z.union([z.literal("*"), pagePath]),
    to: z.union([pagePath, z.url({ protocol: /^https?$/ })]),
    host: z.string().trim().toLowerCase().min(1).optional(),
    except: z.array(pagePath).default([]),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(302),
  })
  .strict();

export type RouteRule = z.output<typeof RouteRuleSchema>;

/** The rules of a ROUTE_RULES value; a mistake stops the server with a message that names it. */
export function parseRouteRules(raw: string | undefined): RouteRule[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("ROUTE_RULES is not valid JSON: expected an array of {from, to} rules.");
  }
  const result = z.array(RouteRuleSchema).safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`ROUTE_RULES[${issue.path.join(".")}]: ${issue.message}`);
  }
  return result.data;
}

const isAbsolute = (target: string) => /^https?:\/\//.test(target);

function matches(rule: RouteRule, host: string, pathname: string): boolean {
  if (rule.host && rule.host !== host) return false;
  if (rule.from === "*") return !rule.except.includes(pathname) && (isAbsolute(rule.to) || pathname !== rule.to);
  if (rule.from.endsWith("/*")) {
    const base = rule.from.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === rule.from;
}

/** Where a page request goes instead, or null: the first rule that matches the host and path. */
export function redirectFor(rules: readonly RouteRule[], host: string, pathname: string): { location: string; status: RouteRule["status"]; absolute: boolean } | null {
  const rule = rules.find((candidate) => matches(candidate, host, pathname));
  return rule ? { location: rule.to, status: rule.status, absolute: isAbsolute(rule.to) } : null;
}

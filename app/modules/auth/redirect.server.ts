import { eq } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { hosts } from "~/modules/db/schema";

export type TenantHost = { host: string; centerId: string | null };

/** The host names of a tenant's centers (lower-case, without port). */
export async function tenantHosts(tx: Tx, tenantId: string): Promise<TenantHost[]> {
  const rows = await tx.select({ host: hosts.host, centerId: hosts.centerId }).from(hosts).where(eq(hosts.tenantId, tenantId));
  return rows.map((row) => ({ host: row.host.toLowerCase(), centerId: row.centerId }));
}

/**
 * A redirect target the tenant owns, or null. devise_token_auth follows any
 * redirect_url, which makes every mailed link an open redirect; here only
 * http(s) URLs on one of the tenant's own hosts (any port) pass, and paths
 * ("/auth/reset") resolve against `origin`.
 */
export function ownRedirectUrl(raw: string, allowedHosts: readonly string[], origin: string): URL | null {
  const value = raw.trim();
  // "//evil.example" and "/\evil.example" are protocol-relative to browsers.
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) {
    const url = new URL(value, origin);
    return allowedHosts.includes(url.hostname.toLowerCase()) ? url : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return allowedHosts.includes(url.hostname.toLowerCase()) ? url : null;
}

import { eq } from "drizzle-orm";
import { productFlagsFor, config, type ProductFlags } from "~/lib/config.server";
import { withoutTenant, withTenant, type Database } from "~/modules/db/client.server";
import { hosts, tenants, volunteerCenters, type TenantFeatures } from "~/modules/db/schema";

export type Tenant = {
  id: string;
  slug: string;
  appName: string;
  appContext: string | null;
  features: TenantFeatures;
  flags: ProductFlags;
  defaultCenterId: string | null;
};

export type RequestTenancy = {
  tenant: Tenant;
  /** The volunteer center of the host, else the tenant's default center. */
  centerId: string | null;
  /** App-Context header, else the tenant's own (meedoen, gelderland). */
  appContext: string | null;
  /** Whether the host itself names the center (else the center is the tenant's default). */
  hostNamesCenter: boolean;
};

/** Feature flags as the request sees them: the meedoen app context has no volunteer profiles or activities. */
export function featuresOf(tenancy: RequestTenancy): TenantFeatures {
  const features = { ...tenancy.tenant.features };
  if (tenancy.appContext === "meedoen") {
    features.volunteerProfiles = false;
    features.activities = false;
  }
  return features;
}

/** The host of a request without port, lower-cased. */
export function hostOf(request: Request): string {
  const raw = request.headers.get("host") ?? new URL(request.url).host;
  return raw.replace(/:\d+$/, "").toLowerCase();
}

/** `oldebroek.localhost` with base domain `localhost` → `oldebroek`; anything else → null. */
export function wildcardSubdomain(host: string, baseDomain: string): string | null {
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const sub = host.slice(0, -suffix.length);
  return /^[a-z0-9-]+$/.test(sub) ? sub : null;
}

function toTenant(row: typeof tenants.$inferSelect): Tenant {
  return {
    id: row.id,
    slug: row.slug,
    appName: row.appName,
    appContext: row.appContext,
    features: row.features,
    flags: productFlagsFor(row.config),
    defaultCenterId: row.defaultCenterId,
  };
}

// Tenants and hosts change rarely; a short cache keeps the lookup off the hot path
// without holding state that matters (another process sees changes within the TTL).
const CACHE_TTL_MS = 30_000;
const cache = new Map<string, { value: RequestTenancy; at: number }>();

export function clearTenancyCache() {
  cache.clear();
}

/**
 * The tenant of a host: the exact host in the hosts data, else a wildcard
 * subdomain of BASE_DOMAIN naming a tenant, else the default tenant.
 */
export async function resolveTenancy(db: Database, host: string, tenantSlug?: string | null): Promise<RequestTenancy> {
  const key = `${host}|${tenantSlug ?? ""}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;

  const value = await withoutTenant(db, async (tx) => {
    const [hostRow] = await tx.select().from(hosts).where(eq(hosts.host, host)).limit(1);
    const all = await tx.select().from(tenants);
    const bySlug = (slug: string | null | undefined) => all.find((t) => t.slug === slug);
    const byId = (id: string | undefined) => all.find((t) => t.id === id);

    const tenantRow =
      (tenantSlug ? bySlug(tenantSlug) : undefined) ??
      byId(hostRow?.tenantId) ??
      bySlug(wildcardSubdomain(host, config.baseDomain)) ??
      bySlug(config.defaultTenant);
    if (!tenantRow) throw new Error(`Default tenant '${config.defaultTenant}' does not exist: run the seed.`);
    // An explicit X-Tenant that disagrees with the host's tenant uses the tenant's default center.
    const hostCenter = hostRow && hostRow.tenantId === tenantRow.id ? hostRow.centerId : null;
    return {
      tenant: toTenant(tenantRow),
      centerId: hostCenter ?? tenantRow.defaultCenterId,
      appContext: tenantRow.appContext,
      hostNamesCenter: !!hostCenter,
    };
  });
  cache.set(key, { value, at: Date.now() });
  return value;
}

/** A center id asked for by a client (header or cookie) counts only when it belongs to the tenant. */
export async function centerOfTenant(db: Database, tenantId: string, centerId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(centerId)) return false;
  const rows = await withTenant(db, tenantId, (tx) =>
    tx.select({ id: volunteerCenters.id }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId)).limit(1),
  );
  return rows.length > 0;
}

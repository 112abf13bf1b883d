import { productFlagsFor, config, type ProductFlags } from "~/lib/config.server";
import { databaseOf, type Database, type Tx } from "~/modules/db/client.server";
import type { TenantFeatures } from "~/modules/db/schema";
import { defaultLanguage, supportedLanguages, type Language } from "~/modules/i18n/languages";
import { CENTER_SWITCHES } from "~/modules/settings/schema";
import { directoryOf, readCenters, readTenants, type CenterRow, type TenantRow } from "./directory.server";

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
  /** Whether the host names its tenant (host map or wildcard subdomain), else the tenant is asked for or the default. */
  hostNamesTenant: boolean;
  /** The request's center's own switches (decision 045): features it turned off for its site. */
  centerFeatures?: Partial<TenantFeatures>;
  /** The request's center's name (from the directory, as its switches), e.g. for the titles of its feeds. */
  centerName?: string;
};

/** Feature flags as the request sees them: the meedoen app context has no volunteer profiles or activities. */
export function featuresOf(tenancy: RequestTenancy): TenantFeatures {
  const features = { ...tenancy.tenant.features };
  if (tenancy.appContext === "meedoen") {
    features.volunteerProfiles = false;
    features.activities = false;
  }
  for (const [key, value] of Object.entries(tenancy.centerFeatures ?? {})) if (value === false) features[key as keyof TenantFeatures] = false;
  return features;
}

/** A center's switches as features to narrow: those it turned off, and i18n where it offers no English. */
export function centerSwitchesOf(center: Pick<CenterRow, "features" | "languages"> | undefined): Partial<TenantFeatures> {
  const switches: Partial<TenantFeatures> = {};
  if (!center) return switches;
  for (const key of CENTER_SWITCHES) if (center.features?.[key] === false) switches[key] = false;
  if (center.languages && !center.languages.includes("en")) switches.i18n = false;
  return switches;
}

/** The tenancy of a request once its center is known: that center and its own switches. */
export async function withCenter(db: Database, tenancy: RequestTenancy, centerId: string | null): Promise<RequestTenancy> {
  const center = centerId ? (await centersOfTenant(db, tenancy.tenant.id)).find((row) => row.id === centerId) : undefined;
  return { ...tenancy, centerId, centerFeatures: centerSwitchesOf(center), centerName: center?.name };
}

/** The languages a request's center offers, its pages as its mail: both where its features have i18n, else Dutch. */
export function languagesOffered(tenancy: RequestTenancy): Language[] {
  return featuresOf(tenancy).i18n ? [...supportedLanguages] : [defaultLanguage];
}

/**
 * The tenancy of a center (none: the tenant's default one) as a request there has it, for work in a transaction
 * outside such a request: jobs, and mail to someone other than the one asking (decision 069). No host names it and
 * no App-Context header narrows it. From the directory's copy where the process holds a fresh one (nothing read); else
 * the tenants and the tenant's centers are read through `tx` with the directory's own reads (readTenants, readCenters)
 * and not kept — the directory reading them in a transaction of its own would wait for `tx` on the embedded database's
 * one connection (decision 053), and rows read through `tx` may hold its uncommitted changes (decision 071).
 * Undefined for an unknown tenant.
 */
export async function centerTenancyIn(tx: Tx, input: { tenantId: string; centerId: string | null }): Promise<RequestTenancy | undefined> {
  const db = databaseOf(tx);
  const directory = db ? directoryOf(db) : undefined;
  const tenantRows = directory?.heldPlatform()?.tenants ?? (await readTenants(tx));
  const tenantRow = tenantRows.find((row) => row.id === input.tenantId);
  if (!tenantRow) return undefined;
  const centerId = input.centerId ?? tenantRow.defaultCenterId;
  const centers = centerId ? (directory?.heldCenters(tenantRow.id) ?? (await readCenters(tx, tenantRow.id))) : [];
  const center = centers.find((row) => row.id === centerId);
  return {
    tenant: toTenant(tenantRow),
    centerId,
    appContext: tenantRow.appContext,
    hostNamesCenter: false,
    hostNamesTenant: false,
    centerFeatures: centerSwitchesOf(center),
    centerName: center?.name,
  };
}

/** The name the request's center goes by: its own, else (no center known) the tenant's app name. */
export function centerNameOf(tenancy: RequestTenancy): string {
  return tenancy.centerName ?? tenancy.tenant.appName;
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

function toTenant(row: TenantRow): Tenant {
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

/** Forgets every process-wide copy of the tenancy of `db` (tests that change it behind the app's back). */
export function clearTenancyCache(db?: Database) {
  if (db) directoryOf(db).invalidate();
}

/**
 * The tenant of a host: the exact host in the hosts data, else a wildcard
 * subdomain of BASE_DOMAIN naming a tenant, else the default tenant. From the
 * in-memory directory: no database round trip per request.
 */
export async function resolveTenancy(db: Database, host: string, tenantSlug?: string | null): Promise<RequestTenancy> {
  const platform = await directoryOf(db).platform();
  const key = `${host}|${tenantSlug ?? ""}`;
  const known = platform.memo.get(key) as RequestTenancy | undefined;
  if (known) return known;

  const hostRow = platform.hosts.get(host);
  const bySlug = (slug: string | null | undefined) => (slug ? platform.tenants.find((t) => t.slug === slug) : undefined);
  const byId = (id: string | undefined) => (id ? platform.tenants.find((t) => t.id === id) : undefined);
  const tenantRow =
    bySlug(tenantSlug) ?? byId(hostRow?.tenantId) ?? bySlug(wildcardSubdomain(host, config.baseDomain)) ?? bySlug(config.defaultTenant);
  if (!tenantRow) throw new Error(`Default tenant '${config.defaultTenant}' does not exist: run the seed.`);
  // An explicit X-Tenant that disagrees with the host's tenant uses the tenant's default center.
  const hostCenter = hostRow && hostRow.tenantId === tenantRow.id ? hostRow.centerId : null;
  const value: RequestTenancy = Object.freeze({
    tenant: toTenant(tenantRow),
    centerId: hostCenter ?? tenantRow.defaultCenterId,
    appContext: tenantRow.appContext,
    hostNamesCenter: !!hostCenter,
    hostNamesTenant: !!hostRow || wildcardSubdomain(host, config.baseDomain) !== null,
  });
  // Unknown hosts are bounded by what a client may send: keep only hosts the data names.
  if (hostRow || wildcardSubdomain(host, config.baseDomain) !== null || platform.memo.size < 1_000) platform.memo.set(key, value);
  return value;
}

/** The tenant's volunteer centers with their host names (from the directory). */
export function centersOfTenant(db: Database, tenantId: string): Promise<CenterRow[]> {
  return directoryOf(db).centers(tenantId);
}

/** A center id asked for by a client (header or cookie) counts only when it belongs to the tenant. */
export async function centerOfTenant(db: Database, tenantId: string, centerId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(centerId)) return false;
  return (await centersOfTenant(db, tenantId)).some((center) => center.id === centerId);
}

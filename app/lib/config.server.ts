import path from "node:path";
import { loadSessionSecrets } from "./secrets.server";

let cachedSecrets: string[] | undefined;

/**
 * The one typed configuration of the server, read from the environment once.
 * Product flags of spec §1 live here; a tenant may override
 * `enableOrganizationsMoving` in its own configuration (tenants.config).
 */
export type ProductFlags = {
  allowInactiveUsers: boolean;
  enableOrganizationsMoving: boolean;
  isStagedoos: boolean;
};

export const baseProductFlags: ProductFlags = Object.freeze({
  allowInactiveUsers: false,
  enableOrganizationsMoving: false,
  isStagedoos: false,
});

export function productFlagsFor(overrides: Partial<Pick<ProductFlags, "enableOrganizationsMoving">> = {}): ProductFlags {
  return { ...baseProductFlags, ...pickBoolean(overrides, "enableOrganizationsMoving") };
}

function pickBoolean<K extends string>(source: Partial<Record<K, unknown>>, key: K): Partial<Record<K, boolean>> {
  return typeof source[key] === "boolean" ? ({ [key]: source[key] } as Partial<Record<K, boolean>>) : {};
}

function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === "" ? undefined : value;
}

export const config = {
  get isProduction() {
    return process.env.NODE_ENV === "production";
  },
  /** The owner's connection: migrations and seeding (`npm run db:migrate`, `db:seed`). */
  get databaseUrl() {
    return env("DATABASE_URL");
  },
  /**
   * The app server's connection: the login role `volunteerly_login` (migration 0013), which is no
   * superuser and can only become the app role. DATABASE_APP_URL, else DATABASE_URL with that user
   * and DATABASE_APP_PASSWORD (none for local trust authentication).
   */
  get appDatabaseUrl() {
    const explicit = env("DATABASE_APP_URL");
    const owner = env("DATABASE_URL");
    if (explicit || !owner) return explicit;
    return appLoginUrl(owner, env("DATABASE_APP_PASSWORD"));
  },
  /**
   * The app's LISTEN connections (tenancy directory, page cache, live bell): PostgreSQL directly, as the login role.
   * Needed when DATABASE_APP_URL goes through PgBouncer in transaction pooling, which cannot carry LISTEN
   * (decision 036). Unset = DATABASE_APP_URL's connection.
   */
  get listenDatabaseUrl() {
    return env("DATABASE_LISTEN_URL");
  },
  get dataDir() {
    return path.resolve(env("DATA_DIR") ?? ".data");
  },
  get baseDomain() {
    return env("BASE_DOMAIN") ?? "localhost";
  },
  get defaultTenant() {
    return env("DEFAULT_TENANT") ?? "public";
  },
  /** Spec §9: the cookie that remembers the tenant of the last host that named one. */
  get tenantCookieName() {
    return env("TENANT_COOKIE_NAME") ?? "tenant";
  },
  /** The cookie secrets, newest first (app/lib/secrets.server.ts); read once per process. */
  get sessionSecrets(): string[] {
    cachedSecrets ??= loadSessionSecrets({
      env: env("SESSION_SECRET"),
      databaseUrl: env("DATABASE_URL"),
      production: process.env.NODE_ENV === "production",
      test: process.env.NODE_ENV === "test" || process.env.VITEST !== undefined,
      dataDir: this.dataDir,
    });
    return cachedSecrets;
  },
  get apiBaseUrl() {
    return env("API_BASE_URL");
  },
  get smtpUrl() {
    return env("SMTP_URL");
  },
  get mailFrom() {
    return env("MAIL_FROM") ?? "Volunteerly <no-reply@volunteerly.nl>";
  },
  /**
   * Where links in mail sent without a request (the digest) point: `{host}` is the center's host.
   * Default https on the host; MAIL_LINK_BASE=http://{host}:3000 for a local server.
   */
  get mailLinkBase() {
    return env("MAIL_LINK_BASE") ?? "https://{host}";
  },
  /** How often mail delivery looks for due mail, in ms (default 5 s). */
  get mailPollMs() {
    const value = Number(env("MAIL_POLL_MS"));
    return Number.isInteger(value) && value >= 50 ? value : undefined;
  },
  get sentryDsn() {
    return env("SENTRY_DSN");
  },
  /**
   * Memory for rendered anonymous pages per process (app/modules/page-cache), in MB; 0 turns the
   * cache off. Default 32.
   */
  get pageCacheBytes() {
    const mb = Number(env("PAGE_CACHE_MB") ?? 32);
    return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : 0;
  },
  /** Behind a load balancer the client address comes from X-Forwarded-For. */
  get trustProxy() {
    return env("TRUST_PROXY") === "1" || env("TRUST_PROXY") === "true";
  },
  /**
   * Origins the social map may fetch from: the origin of MAP_STYLE_URL and any
   * in MAP_CONNECT_SRC (space-separated, for tiles or glyphs on other hosts).
   */
  get mapConnectSources(): string[] {
    const origins = new Set<string>();
    const style = env("MAP_STYLE_URL");
    if (style) {
      try {
        origins.add(new URL(style).origin);
      } catch {
        // An unusable style URL adds nothing; the map shows its "could not load" message.
      }
    }
    for (const extra of (env("MAP_CONNECT_SRC") ?? "").split(/\s+/)) {
      if (/^https:\/\/[a-z0-9.*-]+(:\d+)?$/i.test(extra)) origins.add(extra);
    }
    return [...origins];
  },
  /** Cookies are Secure in production; COOKIE_SECURE=0 allows plain http (e.g. local e2e runs). */
  get secureCookies() {
    const value = env("COOKIE_SECURE");
    return value === undefined ? process.env.NODE_ENV === "production" : value === "1" || value === "true";
  },
};

/** The login role the app server connects as. */
export const APP_LOGIN_ROLE = "volunteerly_login";

/** The owner's URL with the app's login role (and its password, if any) instead of the owner. */
export function appLoginUrl(ownerUrl: string, password: string | undefined): string {
  const url = new URL(ownerUrl);
  url.username = APP_LOGIN_ROLE;
  url.password = password ? encodeURIComponent(password) : "";
  return url.toString();
}

import path from "node:path";

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
  get databaseUrl() {
    return env("DATABASE_URL");
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
  get sessionSecret() {
    return env("SESSION_SECRET") ?? "volunteerly-development-secret-change-me";
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
  get sentryDsn() {
    return env("SENTRY_DSN");
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

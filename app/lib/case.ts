/**
 * snake_case ⇄ camelCase for JSON keys (spec §7: bodies in snake_case,
 * responses in camelCase). Hyphens are left alone: CSS variable names such as
 * `--primary-50` pass through both ways unchanged.
 */
export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export function deepKeys(value: unknown, transform: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => deepKeys(item, transform));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [transform(key), deepKeys(inner, transform)]));
  }
  return value;
}

export const camelizeKeys = <T = unknown>(value: unknown) => deepKeys(value, camelCase) as T;
export const snakeizeKeys = <T = unknown>(value: unknown) => deepKeys(value, snakeCase) as T;

import { isColorMode, type ColorMode } from "./color-mode";

/*
 * A person's own appearance (issue 15, decision 048): colour mode, shape and font size, chosen in the sidebar's
 * Customize. It changes only what they see, never the center's theme: the root puts it on <html> as attributes
 * (app.css turns them into the radius and font-size variables). Signed in it is kept on the user record
 * (PATCH /api/v1/account/settings); without an account in cookies.
 */

export const SHAPES = ["center", "rounded", "straight"] as const;
export type Shape = (typeof SHAPES)[number];
export const FONT_SIZES = ["normal", "large", "larger"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export type Appearance = { colorMode: ColorMode; shape: Shape; fontSize: FontSize };
/** What a user record holds: only what the user chose. */
export type StoredAppearance = Partial<Appearance>;

export const DEFAULT_APPEARANCE: Appearance = { colorMode: "system", shape: "center", fontSize: "normal" };

const isShape = (value: unknown): value is Shape => typeof value === "string" && (SHAPES as readonly string[]).includes(value);
const isFontSize = (value: unknown): value is FontSize => typeof value === "string" && (FONT_SIZES as readonly string[]).includes(value);

/** The valid choices of an unknown value (a cookie, a stored record); anything else is left out. */
export function pickAppearance(value: unknown): StoredAppearance {
  if (!value || typeof value !== "object") return {};
  const record = value as Record<string, unknown>;
  return {
    ...(isColorMode(record.colorMode) ? { colorMode: record.colorMode } : {}),
    ...(isShape(record.shape) ? { shape: record.shape } : {}),
    ...(isFontSize(record.fontSize) ? { fontSize: record.fontSize } : {}),
  };
}

/** Each choice from the first source that has one: the user's record, then this device's cookies, then the default. */
export function resolveAppearance(...sources: StoredAppearance[]): Appearance {
  const pick = <K extends keyof Appearance>(key: K): Appearance[K] => sources.find((source) => source[key] !== undefined)?.[key] ?? DEFAULT_APPEARANCE[key];
  return { colorMode: pick("colorMode"), shape: pick("shape"), fontSize: pick("fontSize") };
}

/** The appearance a user chose, in the API's snake_case; what they never chose is null (their device's or the default). */
export function appearanceAttributes(stored: unknown) {
  const appearance = pickAppearance(stored);
  return { color_mode: appearance.colorMode ?? null, shape: appearance.shape ?? null, font_size: appearance.fontSize ?? null };
}

/** The <html> attributes of an appearance; the center's own shape ("center") and normal size need none. */
export function htmlAttributes(appearance: Pick<Appearance, "shape" | "fontSize">): { "data-shape"?: Shape; "data-font-size"?: FontSize } {
  return {
    ...(appearance.shape !== "center" ? { "data-shape": appearance.shape } : {}),
    ...(appearance.fontSize !== "normal" ? { "data-font-size": appearance.fontSize } : {}),
  };
}

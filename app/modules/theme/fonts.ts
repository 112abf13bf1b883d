/*
 * The fonts a center may choose for its text and headings (spec §3 theme config fonts): only those app.css
 * self-hosts from their npm packages, so no page asks a font CDN and every choice really renders. A name
 * outside this set is refused by the profile's schema (a field error in the design editor, a 422 by the API).
 */
export const FONT_FAMILIES = ["Inter Variable", "Atkinson Hyperlegible Next Variable", "Bitter Variable"] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const isFontFamily = (value: unknown): value is FontFamily => typeof value === "string" && (FONT_FAMILIES as readonly string[]).includes(value);


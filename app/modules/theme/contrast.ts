import { completeShades, contrastRatio, isHex, readableOn, type CenterProfile } from "./theme";

/*
 * The colour pairs of a center's theme that people read (WCAG 2.2 AA, 1.4.3: 4.5:1 for text), as the theme
 * (theme.ts) and app.css put them together: the center's text and muted text on its background, text on its
 * primary and secondary colours (black or white, whichever reads better), links in the primary colour, and in
 * dark mode text on the light shade 300 the theme uses there. The design editor shows them live and warns
 * before a failing pair is saved.
 */

export const AA_TEXT = 4.5;

/** app.css's colours where a center sets none (light mode; dark mode's background is its own). */
export const DEFAULT_COLORS = { background: "#f8fafc", text: "#0f172a", muted: "#475569", primary: "#1d4ed8", secondary: "#0f766e", darkBackground: "#0b1220" } as const;

export const CONTRAST_PAIRS = ["textOnBackground", "mutedOnBackground", "primaryOnBackground", "onPrimary", "onSecondary", "onPrimaryDark", "primaryOnBackgroundDark"] as const;
export type ContrastPairKey = (typeof CONTRAST_PAIRS)[number];
export type ContrastCheck = { key: ContrastPairKey; foreground: string; background: string; ratio: number; passes: boolean };

type Colours = Pick<CenterProfile, "primaryColor" | "primaryColorShades" | "secondaryColor" | "secondaryColorShades" | "mutedColor" | "backgroundColor" | "textColor">;

const pick = (value: unknown, fallback: string) => (isHex(value) ? value : fallback);

export function checkContrast(colours: Colours): ContrastCheck[] {
  const primaryShades = completeShades(colours.primaryColorShades);
  const background = pick(colours.backgroundColor, DEFAULT_COLORS.background);
  const primary = pick(colours.primaryColor, primaryShades?.["600"] ?? DEFAULT_COLORS.primary);
  const secondary = pick(colours.secondaryColor, completeShades(colours.secondaryColorShades)?.["600"] ?? DEFAULT_COLORS.secondary);
  const pairs: Array<[ContrastPairKey, string, string]> = [
    ["textOnBackground", pick(colours.textColor, DEFAULT_COLORS.text), background],
    ["mutedOnBackground", pick(colours.mutedColor, DEFAULT_COLORS.muted), background],
    ["primaryOnBackground", primary, background],
    ["onPrimary", readableOn(primary), primary],
    ["onSecondary", readableOn(secondary), secondary],
  ];
  // Without a complete set, dark mode keeps app.css's own palette, which passes.
  if (primaryShades) {
    pairs.push(["onPrimaryDark", readableOn(primaryShades["300"]), primaryShades["300"]]);
    pairs.push(["primaryOnBackgroundDark", primaryShades["300"], DEFAULT_COLORS.darkBackground]);
  }
  return pairs.map(([key, foreground, back]) => {
    const ratio = contrastRatio(foreground, back);
    return { key, foreground, background: back, ratio, passes: ratio >= AA_TEXT };
  });
}

/** The ratio as people read it: "4.52:1" (two decimals, rounded down so a pass never shows a rounded-up 4.50). */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

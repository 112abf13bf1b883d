/*
 * A volunteer center's branding (spec §3 volunteer center profile and theme
 * config) turned into CSS custom properties that the Tailwind tokens use.
 * Defaults per spec §9: rounded shapes, sticky tab header, footer variant
 * maud, font Inter Variable. Values are validated before they reach CSS.
 */

export const SHADE_KEYS = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "950"] as const;
export type Shades = Record<(typeof SHADE_KEYS)[number], string>;

export type HeaderConfig = {
  fullWidth: boolean;
  variant: "tab" | "legacy";
  sticky: boolean;
  languageToggle: boolean;
  centerMenuItems: boolean;
  menuItemFontClass: string;
};
export type FooterVariant = "tab" | "maud" | "legacy";

export type CenterProfile = {
  name?: string;
  websiteLogoUrl?: string | null;
  websiteLogoDarkModeUrl?: string | null;
  faviconUrl?: string | null;
  gtagId?: string | null;
  primaryColor?: string | null;
  primaryColorShades?: Partial<Shades> | null;
  secondaryColor?: string | null;
  secondaryColorShades?: Partial<Shades> | null;
  mutedColor?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  themeConfig?: {
    defaultShape?: "rounded" | "straight";
    fonts?: { sans?: string; heading?: string };
    cssVariables?: Record<string, string>;
    header?: Partial<HeaderConfig>;
    footer?: { variant?: FooterVariant };
  } | null;
  footerColumn1Title?: string | null;
  footerColumn2Title?: string | null;
  footerColumn3Title?: string | null;
  footerColumn4Title?: string | null;
  footerColumn6Title?: string | null;
  footerColumn8Title?: string | null;
  footerColumn6Content?: string | null;
  footerColumn8Content?: string | null;
  showAnbiLogo?: boolean | null;
  showNovLogo?: boolean | null;
};

export type Theme = {
  shape: "rounded" | "straight";
  header: HeaderConfig;
  footer: FooterVariant;
  /** CSS for light mode and dark mode (selectors included), safe to inline. */
  css: string;
  logo: { light: string | null; dark: string | null };
  favicon: string;
  gtagId: string | null;
};

export const DEFAULT_HEADER: HeaderConfig = {
  fullWidth: false,
  variant: "tab",
  sticky: true,
  languageToggle: true,
  centerMenuItems: false,
  menuItemFontClass: "font-semibold",
};
export const DEFAULT_FONT = '"Inter Variable", ui-sans-serif, system-ui, sans-serif';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const SAFE_CSS_VALUE = /^[^;{}<>\\]*$/;
const SAFE_FONT = /^[\w\s",'-]+$/;
const CSS_VARIABLE = /^--[a-z0-9-]+$/i;
const URL_OK = /^(https:\/\/|\/)[^\s"'<>()]*$/i;
const GTAG = /^(G|UA|AW)-[A-Z0-9-]+$/i;

export const isHex = (value: unknown): value is string => typeof value === "string" && HEX.test(value);

/** Spec §5: a shade set counts only with all of 50…950 as colours; otherwise it is ignored. */
export function completeShades(shades: unknown): Shades | null {
  if (!shades || typeof shades !== "object") return null;
  const record = shades as Record<string, unknown>;
  return SHADE_KEYS.every((key) => isHex(record[key])) ? (record as Shades) : null;
}

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour on a background: white or near-black, whichever reads better (WCAG AA). */
export function readableOn(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#0f172a") ? "#ffffff" : "#0f172a";
}

function safeUrl(value: unknown): string | null {
  return typeof value === "string" && URL_OK.test(value) ? value : null;
}

function declarations(vars: Record<string, string | null | undefined>): string {
  return Object.entries(vars)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}

export function resolveTheme(profile: CenterProfile | null | undefined): Theme {
  const p = profile ?? {};
  const config = p.themeConfig ?? {};
  const shape = config.defaultShape === "straight" ? "straight" : "rounded";
  const header = { ...DEFAULT_HEADER, ...pickHeader(config.header) };
  const footer: FooterVariant = config.footer?.variant === "tab" || config.footer?.variant === "legacy" ? config.footer.variant : "maud";

  const light: Record<string, string | null> = {};
  const dark: Record<string, string | null> = {};
  for (const [name, color, shadesInput] of [
    ["primary", p.primaryColor, p.primaryColorShades],
    ["secondary", p.secondaryColor, p.secondaryColorShades],
  ] as const) {
    const shades = completeShades(shadesInput);
    const main = isHex(color) ? color : shades?.["600"];
    if (shades) for (const key of SHADE_KEYS) light[`--color-${name}-${key}`] = shades[key];
    if (!main) continue;
    light[`--color-${name}`] = main;
    light[`--color-on-${name}`] = readableOn(main);
    if (name === "primary") light["--color-primary-hover"] = shades?.["700"] ?? main;
    if (shades) {
      // Dark mode uses a light shade of the center's colour so it stays readable on dark backgrounds.
      dark[`--color-${name}`] = shades["300"];
      dark[`--color-on-${name}`] = readableOn(shades["300"]);
      if (name === "primary") dark["--color-primary-hover"] = shades["200"];
    }
  }
  if (isHex(p.mutedColor)) light["--color-muted"] = p.mutedColor;
  if (isHex(p.backgroundColor)) light["--color-background"] = p.backgroundColor;
  if (isHex(p.textColor)) light["--color-text"] = p.textColor;

  const fonts = config.fonts ?? {};
  const sans = typeof fonts.sans === "string" && SAFE_FONT.test(fonts.sans) ? `${fonts.sans}, ${DEFAULT_FONT}` : null;
  const heading = typeof fonts.heading === "string" && SAFE_FONT.test(fonts.heading) ? `${fonts.heading}, ${DEFAULT_FONT}` : null;
  const common: Record<string, string | null> = {
    "--font-sans": sans,
    "--font-heading": heading ?? sans,
    ...(shape === "straight" ? { "--radius-sm": "0", "--radius-md": "0", "--radius-lg": "0", "--radius-xl": "0" } : {}),
  };
  for (const [name, value] of Object.entries(config.cssVariables ?? {})) {
    if (CSS_VARIABLE.test(name) && typeof value === "string" && SAFE_CSS_VALUE.test(value)) common[name] = value;
  }

  const css = [`:root{${declarations(common)}}`, ...colorModeRules(declarations(light), declarations(dark))]
    .filter((rule) => !rule.endsWith("{}"))
    .join("\n");

  const logoLight = safeUrl(p.websiteLogoUrl);
  return {
    shape,
    header,
    footer,
    css,
    logo: { light: logoLight, dark: safeUrl(p.websiteLogoDarkModeUrl) ?? logoLight },
    favicon: safeUrl(p.faviconUrl) ?? logoLight ?? "/favicon.svg",
    gtagId: typeof p.gtagId === "string" && GTAG.test(p.gtagId) ? p.gtagId : null,
  };
}

/** A chosen mode is on <html> (data-color-mode); "system" follows the device (root.tsx, color-mode.ts). */
const SYSTEM = '[data-color-mode="system"]';

/**
 * A theme's light and dark declarations as rules for the colour modes, under the same conditions as app.css's dark
 * variant (decision 060): dark with the "dark" class (a chosen dark mode, or the head script in system mode), and in
 * system mode when the device prefers dark, also without JavaScript; light otherwise. The light rule leaves out a
 * dark-preferring device in system mode, so a page without JavaScript never gets light brand colours on a dark
 * background. Each rule outweighs app.css's dark palette (one class) by specificity.
 */
export function colorModeRules(light: string, dark: string): string[] {
  return [
    ...(light
      ? [`:root:not(.dark):not(${SYSTEM}){${light}}`, `@media not all and (prefers-color-scheme:dark){:root${SYSTEM}:not(.dark){${light}}}`]
      : []),
    ...(dark ? [`:root.dark{${dark}}`, `@media (prefers-color-scheme:dark){:root${SYSTEM}{${dark}}}`] : []),
  ];
}

function pickHeader(header: Partial<HeaderConfig> | undefined): Partial<HeaderConfig> {
  if (!header) return {};
  const out: Partial<HeaderConfig> = {};
  for (const key of ["fullWidth", "sticky", "languageToggle", "centerMenuItems"] as const) {
    if (typeof header[key] === "boolean") out[key] = header[key];
  }
  if (header.variant === "tab" || header.variant === "legacy") out.variant = header.variant;
  if (typeof header.menuItemFontClass === "string" && /^[a-z0-9:-]+(\s[a-z0-9:-]+)*$/.test(header.menuItemFontClass)) {
    out.menuItemFontClass = header.menuItemFontClass;
  }
  return out;
}

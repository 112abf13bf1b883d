import { isHex, SHADE_KEYS, type Shades } from "./theme";

/*
 * A shade set (50…950, spec §3 primaryColorShades) from one base colour, for the design editor: the base is
 * shade 500; lighter shades move its HSL lightness towards white, darker ones towards black, keeping hue and
 * saturation. Lightness (and so WCAG luminance) falls from 50 to 950.
 */

/** How far each lighter shade moves from the base towards 98 % lightness, and each darker one keeps of it. */
const TOWARDS_WHITE = { "50": 0.95, "100": 0.87, "200": 0.72, "300": 0.52, "400": 0.28 } as const;
const OF_BASE = { "600": 0.84, "700": 0.68, "800": 0.54, "900": 0.42, "950": 0.26 } as const;

export function expandHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length === 4 ? `#${lower[1]}${lower[1]}${lower[2]}${lower[2]}${lower[3]}${lower[3]}` : lower;
}

function toHsl(hex: string): [number, number, number] {
  const full = expandHex(hex);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function toHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The 50…950 set of a #rgb or #rrggbb colour, the colour itself (as #rrggbb) at 500; null for anything else. */
export function generateShades(base: string): Shades | null {
  if (!isHex(base)) return null;
  const [h, s, l] = toHsl(base);
  const shades = { "500": expandHex(base) } as Shades;
  for (const [key, share] of Object.entries(TOWARDS_WHITE)) shades[key as keyof Shades] = toHex(h, s, l + (Math.max(98, l) - l) * share);
  for (const [key, share] of Object.entries(OF_BASE)) shades[key as keyof Shades] = toHex(h, s, l * share);
  return Object.fromEntries(SHADE_KEYS.map((key) => [key, shades[key]])) as Shades;
}


export const COLOR_MODES = ["system", "light", "dark"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === "string" && (COLOR_MODES as readonly string[]).includes(value);
}

/** The toggle goes round: system → light → dark → system. */
export function nextColorMode(mode: ColorMode): ColorMode {
  return COLOR_MODES[(COLOR_MODES.indexOf(mode) + 1) % COLOR_MODES.length]!;
}

export const COLOR_MODE_STORAGE_KEY = "color-mode";

/**
 * Runs in <head> before the first paint (no flash of the wrong mode): applies
 * the system preference when the mode is "system" and mirrors the mode in
 * local storage as spec §4 asks.
 */
export const colorModeScript = `(function(){var d=document.documentElement,m=d.getAttribute("data-color-mode")||"system";try{localStorage.setItem("${COLOR_MODE_STORAGE_KEY}",m)}catch(e){}if(m==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches)d.classList.add("dark")})();`;

import { describe, expect, it } from "vitest";
import { colorModeRules, completeShades, contrastRatio, readableOn, resolveTheme } from "./theme";

const blueShades = {
  "50": "#eff6ff", "100": "#dbeafe", "200": "#bfdbfe", "300": "#93c5fd", "400": "#60a5fa", "500": "#3b82f6",
  "600": "#2563eb", "700": "#1d4ed8", "800": "#1e40af", "900": "#1e3a8a", "950": "#172554",
};

describe("resolveTheme", () => {
  it("has the defaults of spec §9", () => {
    const theme = resolveTheme({});
    expect(theme.shape).toBe("rounded");
    expect(theme.footer).toBe("maud");
    expect(theme.header).toMatchObject({ variant: "tab", sticky: true });
    expect(theme.favicon).toBe("/favicon.svg");
    expect(theme.css).toBe("");
  });

  it("turns the profile colours into CSS variables, with readable text on them", () => {
    const theme = resolveTheme({ primaryColor: "#ffcc00", secondaryColor: "#0f766e", backgroundColor: "#fafafa" });
    expect(theme.css).toContain("--color-primary:#ffcc00");
    expect(theme.css).toContain("--color-on-primary:#0f172a");
    expect(theme.css).toContain("--color-on-secondary:#ffffff");
    expect(theme.css).toContain("--color-background:#fafafa");
  });

  it("uses a complete shade set and ignores an incomplete one (spec §5)", () => {
    expect(completeShades(blueShades)).not.toBeNull();
    const { "950": _, ...missing } = blueShades;
    expect(completeShades(missing)).toBeNull();
    expect(resolveTheme({ primaryColorShades: missing }).css).not.toContain("--color-primary");
    const theme = resolveTheme({ primaryColorShades: blueShades });
    expect(theme.css).toContain("--color-primary-950:#172554");
    expect(theme.css).toContain("--color-primary:#2563eb");
    // Dark mode takes a light shade.
    expect(theme.css).toMatch(/:root\.dark\{[^}]*--color-primary:#93c5fd/);
  });

  it("gives a dark-preferring device in system mode the dark colours, also without the script's class (decision 060)", () => {
    const css = resolveTheme({ primaryColorShades: blueShades, backgroundColor: "#fafafa" }).css;
    expect(css).toMatch(/@media \(prefers-color-scheme:dark\)\{:root\[data-color-mode="system"\]\{[^}]*--color-primary:#93c5fd/);
    // The center's light background only where the page is light: never for system mode on a dark-preferring device.
    const lightRules = css.split("\n").filter((rule) => rule.includes("--color-background:#fafafa"));
    expect(lightRules).toEqual([
      expect.stringMatching(/^:root:not\(\.dark\):not\(\[data-color-mode="system"\]\)\{/),
      expect.stringMatching(/^@media not all and \(prefers-color-scheme:dark\)\{:root\[data-color-mode="system"\]:not\(\.dark\)\{/),
    ]);
  });

  it("refuses values that could break out of the style element", () => {
    const theme = resolveTheme({
      primaryColor: "red;}body{display:none",
      themeConfig: { cssVariables: { "--ok": "4px", "--bad": "1px}</style><script>", "not-a-var": "1" }, fonts: { sans: "x;}" } },
      websiteLogoUrl: "javascript:alert(1)",
    });
    expect(theme.css).toBe(":root{--ok:4px}");
    expect(theme.logo.light).toBeNull();
  });

  it("straight shapes drop the radii; fonts fall back to Inter", () => {
    const theme = resolveTheme({ themeConfig: { defaultShape: "straight", fonts: { sans: "Open Sans" } } });
    expect(theme.css).toContain("--radius-md:0");
    expect(theme.css).toContain('--font-sans:Open Sans, "Inter Variable"');
  });

  it("picks the logo for dark mode, else the normal one; favicon falls back to the logo", () => {
    expect(resolveTheme({ websiteLogoUrl: "/logo.svg" }).logo).toEqual({ light: "/logo.svg", dark: "/logo.svg" });
    expect(resolveTheme({ websiteLogoUrl: "/logo.svg", websiteLogoDarkModeUrl: "/logo-dark.svg" }).logo.dark).toBe("/logo-dark.svg");
    expect(resolveTheme({ websiteLogoUrl: "/logo.svg" }).favicon).toBe("/logo.svg");
    expect(resolveTheme({ websiteLogoUrl: "/logo.svg", faviconUrl: "/fav.png" }).favicon).toBe("/fav.png");
  });

  it("computes contrast like WCAG", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 0);
    expect(readableOn("#1d4ed8")).toBe("#ffffff");
  });
});

describe("colorModeRules", () => {
  it("puts light declarations where the page is light and dark ones where it is dark, with or without the script", () => {
    expect(colorModeRules("--a:1", "--a:2")).toEqual([
      // A chosen light mode (a chosen dark one has the class).
      ':root:not(.dark):not([data-color-mode="system"]){--a:1}',
      // System mode on a device that does not prefer dark.
      '@media not all and (prefers-color-scheme:dark){:root[data-color-mode="system"]:not(.dark){--a:1}}',
      // A chosen dark mode, or the head script's class in system mode.
      ":root.dark{--a:2}",
      // System mode on a dark-preferring device, also before or without the script.
      '@media (prefers-color-scheme:dark){:root[data-color-mode="system"]{--a:2}}',
    ]);
  });

  it("leaves out the rules of a mode without declarations", () => {
    expect(colorModeRules("", "")).toEqual([]);
    expect(colorModeRules("--a:1", "")).toHaveLength(2);
    expect(colorModeRules("", "--a:2")).toEqual([":root.dark{--a:2}", '@media (prefers-color-scheme:dark){:root[data-color-mode="system"]{--a:2}}']);
  });
});

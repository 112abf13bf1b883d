import { describe, expect, it } from "vitest";
import { checkContrast, formatRatio } from "./contrast";
import { generateShades } from "./shades";
import { contrastRatio } from "./theme";

const byKey = (checks: ReturnType<typeof checkContrast>) => Object.fromEntries(checks.map((check) => [check.key, check]));

describe("checkContrast", () => {
  it("passes app.css's own colours (no center colours set)", () => {
    const checks = checkContrast({});
    expect(checks.map((check) => check.key)).toEqual(["textOnBackground", "mutedOnBackground", "primaryOnBackground", "onPrimary", "onSecondary"]);
    expect(checks.every((check) => check.passes)).toBe(true);
  });

  it("fails light grey text on white and names the pair with its ratio", () => {
    const check = byKey(checkContrast({ textColor: "#aaaaaa", backgroundColor: "#ffffff" })).textOnBackground!;
    expect(check).toMatchObject({ foreground: "#aaaaaa", background: "#ffffff", passes: false });
    expect(check.ratio).toBeCloseTo(contrastRatio("#aaaaaa", "#ffffff"), 5);
    expect(check.ratio).toBeLessThan(4.5);
  });

  it("fails a mid-tone primary that neither black nor white text reads well on", () => {
    const checks = byKey(checkContrast({ primaryColor: "#7a7a7a", backgroundColor: "#7a7a7a" }));
    expect(checks.onPrimary!.passes).toBe(false);
    expect(checks.primaryOnBackground!.passes).toBe(false);
  });

  it("checks dark mode's shade 300 when the primary shade set is complete", () => {
    const checks = byKey(checkContrast({ primaryColor: "#7c2d12", primaryColorShades: generateShades("#7c2d12") }));
    expect(checks.onPrimary!.passes).toBe(true);
    expect(checks.onPrimaryDark!.background).toBe(generateShades("#7c2d12")!["300"]);
    expect(checks.primaryOnBackgroundDark!.passes).toBe(true);
  });

  it("leaves dark mode out for an incomplete shade set (spec §5: ignored)", () => {
    const keys = checkContrast({ primaryColorShades: { "50": "#ffffff" } }).map((check) => check.key);
    expect(keys).not.toContain("onPrimaryDark");
  });

  it("rounds a ratio down for display", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });
});

import { describe, expect, it } from "vitest";
import { generateShades } from "./shades";
import { completeShades, luminance, SHADE_KEYS } from "./theme";

describe("generateShades", () => {
  const bases = ["#1d4ed8", "#7c2d12", "#0f766e", "#e11d48", "#facc15", "#808080", "#000000", "#ffffff", "#abc"];

  it.each(bases)("gives every key of 50…950 as a colour for %s, so the set counts (spec §5)", (base) => {
    const shades = generateShades(base)!;
    expect(Object.keys(shades)).toEqual([...SHADE_KEYS]);
    expect(completeShades(shades)).toEqual(shades);
  });

  it.each(bases)("keeps %s itself at 500", (base) => {
    const full = base.length === 4 ? `#${base[1]}${base[1]}${base[2]}${base[2]}${base[3]}${base[3]}` : base;
    expect(generateShades(base)!["500"]).toBe(full);
  });

  it.each(bases.filter((base) => !["#000000", "#ffffff"].includes(base)))("has strictly falling luminance from 50 to 950 for %s", (base) => {
    const shades = generateShades(base)!;
    const values = SHADE_KEYS.map((key) => luminance(shades[key]));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThan(values[i - 1]!);
  });

  it("never rises for black and white either", () => {
    for (const base of ["#000000", "#ffffff"]) {
      const values = SHADE_KEYS.map((key) => luminance(generateShades(base)![key]));
      for (let i = 1; i < values.length; i++) expect(values[i]).toBeLessThanOrEqual(values[i - 1]!);
    }
    expect(generateShades("#ffffff")!["950"]).not.toBe("#ffffff");
  });

  it("keeps the hue: a blue base gives blue shades", () => {
    const shades = generateShades("#1d4ed8")!;
    for (const key of SHADE_KEYS) {
      const [r, , b] = [1, 3, 5].map((i) => parseInt(shades[key].slice(i, i + 2), 16)) as [number, number, number];
      expect(b).toBeGreaterThan(r);
    }
  });

  it("refuses what is not a colour", () => {
    expect(generateShades("blue")).toBeNull();
    expect(generateShades("#12345")).toBeNull();
  });
});

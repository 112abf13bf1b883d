import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, isFontFamily } from "./fonts";

describe("the self-hosted font set", () => {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");

  it("offers only fonts app.css self-hosts from a package", () => {
    for (const family of FONT_FAMILIES) {
      const slug = family.replace(/ Variable$/, "").toLowerCase().replaceAll(" ", "-");
      expect(css).toContain(`@import "@fontsource-variable/${slug}/index.css";`);
      const face = readFileSync(new URL(`../../../node_modules/@fontsource-variable/${slug}/index.css`, import.meta.url), "utf8");
      expect(face).toContain(`font-family: '${family}'`);
    }
  });

  it("refuses a name outside the set", () => {
    expect(isFontFamily("Inter Variable")).toBe(true);
    expect(isFontFamily("Comic Sans MS")).toBe(false);
    expect(isFontFamily("inter variable")).toBe(false);
    expect(isFontFamily(undefined)).toBe(false);
  });
});

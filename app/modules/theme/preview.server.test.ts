import { describe, expect, it } from "vitest";
import { openPreview, PREVIEW_PARAM, previewPath, sealPreview } from "./preview.server";
import { resolveTheme } from "./theme";

const now = new Date("2026-11-26T12:00:00Z");
const centerId = "0b6f5c1e-7c1f-4d5e-9a57-2f1f6a1d0c11";

describe("theme preview tokens", () => {
  const token = sealPreview({ centerId, profile: { primaryColor: "#7c2d12", gtagId: "G-SECRET1", themeConfig: { defaultShape: "straight" } }, now });

  it("carry the candidate branding to the root for the same center", () => {
    const profile = openPreview(token, { centerId, now: new Date(now.getTime() + 60_000) });
    expect(profile).toMatchObject({ primaryColor: "#7c2d12", themeConfig: { defaultShape: "straight" } });
    expect(resolveTheme(profile).css).toContain("--color-primary:#7c2d12");
  });

  it("carry only branding, not the analytics id or the rest of the profile", () => {
    expect(openPreview(token, { centerId, now })).not.toHaveProperty("gtagId");
  });

  it("make the frame's address: the home page in the editor's language, in the candidate branding", () => {
    const input = { centerId, profile: { primaryColor: "#14532d" }, now };
    for (const [language, path] of [["nl", "/"], ["en", "/en"]] as const) {
      const address = new URL(previewPath(input, language), "http://demo.localhost");
      expect(address.pathname).toBe(path);
      expect([...address.searchParams.keys()]).toEqual([PREVIEW_PARAM]);
      expect(openPreview(address.searchParams.get(PREVIEW_PARAM)!, { centerId, now })).toMatchObject({ primaryColor: "#14532d" });
    }
  });

  it("do nothing for another center, after half an hour, or when changed", () => {
    expect(openPreview(token, { centerId: "1b6f5c1e-7c1f-4d5e-9a57-2f1f6a1d0c11", now })).toBeNull();
    expect(openPreview(token, { centerId, now: new Date(now.getTime() + 31 * 60_000) })).toBeNull();
    const tampered = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    expect(openPreview(tampered, { centerId, now })).toBeNull();
    expect(openPreview("v1.bm9uc2Vuc2U", { centerId, now })).toBeNull();
  });
});

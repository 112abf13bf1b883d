import { afterEach, describe, expect, it, vi } from "vitest";
import { baseProductFlags, config, productFlagsFor } from "./config.server";

describe("product flags (spec §1)", () => {
  it("has the base configuration of the spec", () => {
    expect(baseProductFlags).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: false, isStagedoos: false });
  });

  it("lets an app configuration turn on organization moving, and nothing else", () => {
    expect(productFlagsFor({ enableOrganizationsMoving: true })).toEqual({ allowInactiveUsers: false, enableOrganizationsMoving: true, isStagedoos: false });
    expect(productFlagsFor({ allowInactiveUsers: true } as never).allowInactiveUsers).toBe(false);
  });
});

describe("map connect sources (CSP connect-src for the social map)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("allows the style's origin and extra https origins, nothing else", () => {
    vi.stubEnv("MAP_STYLE_URL", "https://tiles.example.nl/styles/basis/style.json");
    vi.stubEnv("MAP_CONNECT_SRC", "https://glyphs.example.nl  http://plain.example.nl 'unsafe-eval' https://*.tiles.example.nl");
    expect(config.mapConnectSources).toEqual(["https://tiles.example.nl", "https://glyphs.example.nl", "https://*.tiles.example.nl"]);
  });

  it("is empty without a style URL (plain background, no tiles)", () => {
    vi.stubEnv("MAP_STYLE_URL", "");
    vi.stubEnv("MAP_CONNECT_SRC", "");
    expect(config.mapConnectSources).toEqual([]);
  });
});

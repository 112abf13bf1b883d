import { describe, expect, it } from "vitest";
import type { TenantFeatures } from "~/modules/db/schema";
import { centerSwitchesOf, featuresOf, languagesOffered, type RequestTenancy } from "./tenancy.server";

/* Decision 045: a center's own switches only narrow what its tenant offers. */
const all: TenantFeatures = { p2p: true, centerSharing: true, i18n: true, volunteerProfiles: true, activities: true };

function tenancy(features: TenantFeatures, center: Parameters<typeof centerSwitchesOf>[0], appContext: string | null = null): RequestTenancy {
  return {
    tenant: { id: "t", slug: "t", appName: "T", appContext, features, flags: {} as RequestTenancy["tenant"]["flags"], defaultCenterId: null },
    centerId: "c",
    appContext,
    hostNamesCenter: true,
    hostNamesTenant: true,
    centerFeatures: centerSwitchesOf(center),
  };
}

describe("a center's feature switches", () => {
  it("turn off what the center switched off and keep the rest of the tenant's", () => {
    expect(featuresOf(tenancy(all, { features: { activities: false }, languages: ["nl", "en"] }))).toEqual({ ...all, activities: false });
  });

  it("never turn on what the tenant does not offer, nor the meedoen context's exclusions", () => {
    const none = { ...all, p2p: false, i18n: false };
    expect(featuresOf(tenancy(none, { features: {}, languages: ["nl", "en"] }))).toMatchObject({ p2p: false, i18n: false });
    expect(featuresOf(tenancy(all, { features: {}, languages: ["nl", "en"] }, "meedoen"))).toMatchObject({ volunteerProfiles: false, activities: false, p2p: true });
  });

  it("make a center without English a site without a language choice", () => {
    expect(featuresOf(tenancy(all, { features: {}, languages: ["nl"] })).i18n).toBe(false);
    expect(centerSwitchesOf(undefined)).toEqual({});
  });
});

describe("the languages a center offers (its pages and its mail, decision 069)", () => {
  it("are the center's languages where its tenant has i18n, else Dutch only", () => {
    expect(languagesOffered(tenancy(all, { features: {}, languages: ["nl", "en"] }))).toEqual(["nl", "en"]);
    expect(languagesOffered(tenancy(all, { features: {}, languages: ["nl"] }))).toEqual(["nl"]);
    expect(languagesOffered(tenancy({ ...all, i18n: false }, { features: {}, languages: ["nl", "en"] }))).toEqual(["nl"]);
  });

  it("are every language where the tenant has i18n and the center's list is unknown, and always have Dutch", () => {
    expect(languagesOffered(tenancy(all, undefined))).toEqual(["nl", "en"]);
    expect(languagesOffered(tenancy(all, { features: {}, languages: ["en"] }))).toEqual(["nl", "en"]);
  });
});

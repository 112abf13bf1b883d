import { attr, defineResource, s } from "~/api/resource.server";
import { addressAttributes, nonProfitProfileResource, organizationAttributes } from "~/modules/organizations/transformers.server";
import { SocialMapFiltersSchema, type SocialMapAddress, type SocialMapOrganization } from "./social-map.server";

/** An address with the coordinates the geocoder found (null until then). */
export const mapAddressResource = defineResource<SocialMapAddress>({
  type: "addresses",
  name: "map_addresses",
  description: "An organization's address with its coordinates (null until geocoded).",
  attributes: { ...addressAttributes<SocialMapAddress>(), latitude: attr(s.number.nullable()), longitude: attr(s.number.nullable()) },
});

/** An organization as the social map shows it: its public details, address with coordinates, and profile. */
export const socialMapResource = defineResource<SocialMapOrganization>({
  type: "organizations",
  name: "social_map_organizations",
  description: "An approved organization on the center's social map (spec §2), always with its address and profile.",
  attributes: { ...organizationAttributes<SocialMapOrganization>(), city: attr(s.optionalText, (o) => o.address?.city ?? null) },
  relationships: {
    address: { resource: () => mapAddressResource, get: (o) => o.address },
    profile: { resource: () => nonProfitProfileResource, get: (o) => o.profile },
  },
  includes: ["address", "profile"],
  filters: SocialMapFiltersSchema,
  page: { defaultSize: 1000, maxSize: 1000 },
  paths: { collection: "/social_map", member: "/social_map/:id" },
});

export const socialMapTransformer = () => socialMapResource.transformer();

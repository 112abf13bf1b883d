import { iso, relation, Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import { NonProfitProfileTransformer } from "~/modules/organizations/transformers.server";
import type { SocialMapAddress, SocialMapOrganization, SocialMapProfile } from "./social-map.server";

/** An organization as the social map shows it: its public details, address with coordinates, and profile. */
class SocialMapOrganizationTransformer extends Transformer<SocialMapOrganization, SerializeExtra> {
  override type = "organizations";
  override relationships = {
    address: relation<SocialMapOrganization, SocialMapAddress>("address", (o) => o.address, () => new MapAddressTransformer()),
    profile: relation<SocialMapOrganization, SocialMapProfile>("profile", (o) => o.profile, () => new NonProfitProfileTransformer()),
  };

  transform(o: SocialMapOrganization) {
    return {
      id: o.id,
      name: o.name,
      type: o.type,
      status: o.status,
      website: o.website,
      email: o.email,
      phoneNumber: o.phoneNumber,
      description: o.description,
      city: o.address?.city ?? null,
      createdAt: iso(o.createdAt),
    };
  }
}

class MapAddressTransformer extends Transformer<SocialMapAddress, SerializeExtra> {
  override type = "addresses";

  transform(a: SocialMapAddress) {
    return {
      id: a.id,
      street: a.street,
      houseNumber: a.houseNumber,
      postalCode: a.postalCode,
      city: a.city,
      country: a.country,
      latitude: a.latitude,
      longitude: a.longitude,
    };
  }
}

export const socialMapTransformer = (): ApiTransformer<SocialMapOrganization> => new SocialMapOrganizationTransformer();

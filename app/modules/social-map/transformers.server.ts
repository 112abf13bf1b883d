import { relation, Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import { AddressTransformer, NonProfitProfileTransformer, organizationAttributes } from "~/modules/organizations/transformers.server";
import type { SocialMapAddress, SocialMapOrganization, SocialMapProfile } from "./social-map.server";

/** An organization as the social map shows it: its public details, address with coordinates, and profile. */
class SocialMapOrganizationTransformer extends Transformer<SocialMapOrganization, SerializeExtra> {
  override type = "organizations";
  override relationships = {
    address: relation<SocialMapOrganization, SocialMapAddress>("address", (o) => o.address, () => new MapAddressTransformer()),
    profile: relation<SocialMapOrganization, SocialMapProfile>("profile", (o) => o.profile, () => new NonProfitProfileTransformer()),
  };

  transform(o: SocialMapOrganization) {
    return { ...organizationAttributes(o), city: o.address?.city ?? null };
  }
}

/** An address with the coordinates the geocoder found (null until then). */
class MapAddressTransformer extends AddressTransformer {
  override transform(a: SocialMapAddress) {
    return { ...super.transform(a), latitude: a.latitude, longitude: a.longitude };
  }
}

export const socialMapTransformer = (): ApiTransformer<SocialMapOrganization> => new SocialMapOrganizationTransformer();

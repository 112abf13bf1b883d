import type { AttributesObject } from "jsonapi-fractal";
import { Transformer, type ApiTransformer, type SerializeExtra } from "~/api/jsonapi.server";
import { iso, relation } from "~/api/jsonapi.server";
import { snakeizeKeys } from "~/lib/case";
import type { VolunteerCenterRow } from "./volunteer-centers.server";

/** A center's branding (spec §3 "Profile") as its own resource, sharing the center's id. */
type ProfileResource = Record<string, unknown> & { id: string };

export class VolunteerCenterTransformer extends Transformer<VolunteerCenterRow, SerializeExtra> {
  override type = "volunteer_centers";
  override relationships = {
    profile: relation<VolunteerCenterRow, ProfileResource>(
      "profile",
      // The center's id last: a stray `id` inside the profile data must not rename the resource.
      (center) => ({ ...center.profile, id: center.id }),
      () => new VolunteerCenterProfileTransformer(),
    ),
  };

  transform(center: VolunteerCenterRow) {
    return {
      id: center.id,
      name: center.name,
      slug: center.slug,
      createdAt: iso(center.createdAt),
      ...(center.hosts ? { hosts: center.hosts } : {}),
    };
  }
}

export class VolunteerCenterProfileTransformer extends Transformer<ProfileResource, SerializeExtra> {
  override type = "volunteer_center_profiles";

  transform(profile: ProfileResource) {
    return snakeizeKeys<AttributesObject>(profile);
  }
}

export const volunteerCenterTransformer = (): ApiTransformer<VolunteerCenterRow> => new VolunteerCenterTransformer();

/** An organization of the social map as the api client flattens it. */
export type SocialMapOrganization = {
  id: string;
  name: string;
  type: string;
  website: string | null;
  email: string | null;
  phoneNumber: string | null;
  description: string | null;
  city: string | null;
  address: {
    street: string | null;
    houseNumber: string | null;
    postalCode: string | null;
    city: string | null;
    latitude: number | null;
    longitude: number | null;
  } | null;
  profile: { nonProfitTypeId: number | null; activityTypeIds: number[] } | null;
};

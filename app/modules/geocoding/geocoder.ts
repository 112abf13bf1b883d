/*
 * Turning an address into WGS84 coordinates for the social map. The geocoder
 * is an interface so tests and development use a stub (no network) and
 * production the PDOK Locatieserver of the Dutch government (free, no key).
 */

export type GeocodeAddress = {
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
};

export type Coordinates = { latitude: number; longitude: number };

/** What a geocoder found: the point and, where the service names it, the neighbourhood (neighbour help shows it). */
export type GeocodeResult = Coordinates & { neighbourhood?: string };

export interface Geocoder {
  /** The coordinates of the address, or null when it cannot be found. Throws when the service fails. */
  geocode(address: GeocodeAddress): Promise<GeocodeResult | null>;
}

/** "Dorpsstraat 10, 7311 AA Apeldoorn": the one-line form both geocoders read. */
export function addressLine(address: GeocodeAddress): string {
  const street = [address.street, address.houseNumber].map((part) => part?.trim()).filter(Boolean).join(" ");
  const place = [address.postalCode, address.city].map((part) => part?.trim()).filter(Boolean).join(" ");
  return [street, place].filter(Boolean).join(", ");
}

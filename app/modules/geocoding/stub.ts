import type { Coordinates, GeocodeAddress, Geocoder } from "./geocoder";
import { addressLine } from "./geocoder";

/** City centres the stub knows, so development maps look plausible. */
const CITIES: Record<string, Coordinates> = {
  amsterdam: { latitude: 52.3728, longitude: 4.8936 },
  apeldoorn: { latitude: 52.2112, longitude: 5.9699 },
  arnhem: { latitude: 51.9851, longitude: 5.8987 },
  deventer: { latitude: 52.2550, longitude: 6.1639 },
  ede: { latitude: 52.0402, longitude: 5.6649 },
  harderwijk: { latitude: 52.3417, longitude: 5.6203 },
  nijmegen: { latitude: 51.8426, longitude: 5.8528 },
  oldebroek: { latitude: 52.4456, longitude: 5.9017 },
  rotterdam: { latitude: 51.9225, longitude: 4.4792 },
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  zwolle: { latitude: 52.5168, longitude: 6.083 },
};

/** Postcodes of this area are unknown to the stub. */
export const UNKNOWN_POSTCODE_AREA = "9999";

/** A small, stable number in [0, 1) from a text (FNV-1a). */
function unit(text: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The geocoder of tests and development: no network, always the same answer
 * for the same address. A known city gives a point near its centre, another
 * place a point in the middle of the Netherlands; an address without a postal
 * code or city, or with a postal code of the area 9999 (tests of an unknown
 * postcode), is "not found".
 */
export class StubGeocoder implements Geocoder {
  async geocode(address: GeocodeAddress): Promise<Coordinates | null> {
    if (!address.city?.trim() && !address.postalCode?.trim()) return null;
    if (address.postalCode?.trim().startsWith(UNKNOWN_POSTCODE_AREA)) return null;
    const line = addressLine(address).toLowerCase();
    const centre = CITIES[address.city?.trim().toLowerCase() ?? ""] ?? { latitude: 52.1, longitude: 5.6 };
    // Within about a kilometre of the centre, so a city's organizations sit apart.
    return {
      latitude: Number((centre.latitude + (unit(line, 1) - 0.5) * 0.02).toFixed(6)),
      longitude: Number((centre.longitude + (unit(line, 2) - 0.5) * 0.03).toFixed(6)),
    };
  }
}

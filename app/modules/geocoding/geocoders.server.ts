import type { Geocoder } from "./geocoder";
import { PdokGeocoder } from "./pdok.server";
import { StubGeocoder } from "./stub";

export type GeocoderName = "stub" | "pdok";

/** GEOCODER=stub|pdok; without it the stub under test (never the network) and PDOK otherwise. */
export function geocoderName(env: Record<string, string | undefined> = process.env): GeocoderName {
  const asked = env.GEOCODER?.trim().toLowerCase();
  if (asked === "stub" || asked === "pdok") return asked;
  if (asked) throw new Error(`GEOCODER must be "stub" or "pdok", not "${env.GEOCODER}"`);
  return env.NODE_ENV === "test" ? "stub" : "pdok";
}

export function createGeocoder(name: GeocoderName = geocoderName()): Geocoder {
  return name === "pdok" ? new PdokGeocoder() : new StubGeocoder();
}

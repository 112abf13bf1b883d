import type { Coordinates, GeocodeAddress, GeocodeResult, Geocoder } from "./geocoder";
import { addressLine } from "./geocoder";

export const PDOK_SEARCH_URL = "https://api.pdok.nl/bzk/locatieserver/search/v3_1/free";

/** `centroide_ll` of the Locatieserver is WKT in WGS84, longitude first: "POINT(5.96 52.21)". */
export function parsePoint(wkt: unknown): Coordinates | null {
  if (typeof wkt !== "string") return null;
  const match = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i.exec(wkt);
  if (!match) return null;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The first document of a Locatieserver answer, or null when it found nothing usable. */
export function parsePdokResponse(body: unknown): GeocodeResult | null {
  const docs = (body as { response?: { docs?: unknown } } | null)?.response?.docs;
  if (!Array.isArray(docs) || docs.length === 0) return null;
  const doc = docs[0] as { centroide_ll?: unknown; buurtnaam?: unknown; woonplaatsnaam?: unknown } | null;
  const point = parsePoint(doc?.centroide_ll);
  if (!point) return null;
  // "Centrum, Apeldoorn": the neighbourhood (buurt) and its place, where the address document names them.
  const neighbourhood = [doc?.buurtnaam, doc?.woonplaatsnaam].filter((part): part is string => typeof part === "string" && part.trim() !== "").join(", ");
  return neighbourhood && typeof doc?.buurtnaam === "string" ? { ...point, neighbourhood } : point;
}

/** The PDOK Locatieserver (Dutch addresses only). */
export class PdokGeocoder implements Geocoder {
  constructor(
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly baseUrl = PDOK_SEARCH_URL,
  ) {}

  async geocode(address: GeocodeAddress): Promise<GeocodeResult | null> {
    const line = addressLine(address);
    if (!line || (address.country && address.country.toUpperCase() !== "NL")) return null;
    const url = new URL(this.baseUrl);
    url.searchParams.set("q", line);
    url.searchParams.set("rows", "1");
    url.searchParams.set("fq", "type:adres");
    const response = await this.fetchImpl(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`PDOK Locatieserver answered ${response.status}`);
    return parsePdokResponse(await response.json());
  }
}

import { describe, expect, it } from "vitest";
import { addressLine } from "./geocoder";
import { geocoderName } from "./geocoders.server";
import { parsePdokResponse, parsePoint, PdokGeocoder } from "./pdok.server";
import { StubGeocoder } from "./stub";

const address = { street: "Marktplein", houseNumber: "1", postalCode: "7311 AA", city: "Apeldoorn", country: "NL" };

describe("PDOK response parsing", () => {
  it("reads centroide_ll as longitude then latitude", () => {
    expect(parsePoint("POINT(5.96859 52.21143)")).toEqual({ latitude: 52.21143, longitude: 5.96859 });
    expect(parsePoint(" POINT ( -0.5 51 ) ")).toEqual({ latitude: 51, longitude: -0.5 });
  });

  it("rejects what is not a WGS84 point", () => {
    expect(parsePoint("POINT(155000 463000)")).toBeNull();
    expect(parsePoint("POLYGON((1 2,3 4))")).toBeNull();
    expect(parsePoint(undefined)).toBeNull();
  });

  it("takes the first document and treats an empty answer as not found", () => {
    const body = {
      response: {
        numFound: 2,
        docs: [
          { type: "adres", weergavenaam: "Marktplein 1, 7311AA Apeldoorn", centroide_ll: "POINT(5.9679 52.2114)", centroide_rd: "POINT(194000 469000)" },
          { type: "adres", centroide_ll: "POINT(1 1)" },
        ],
      },
    };
    expect(parsePdokResponse(body)).toEqual({ latitude: 52.2114, longitude: 5.9679 });
    expect(parsePdokResponse({ response: { numFound: 0, docs: [] } })).toBeNull();
    expect(parsePdokResponse(null)).toBeNull();
  });

  it("names the neighbourhood and its place where the address document has them", () => {
    const doc = { type: "adres", centroide_ll: "POINT(5.9679 52.2114)", buurtnaam: "Binnenstad", woonplaatsnaam: "Apeldoorn" };
    expect(parsePdokResponse({ response: { docs: [doc] } })).toEqual({ latitude: 52.2114, longitude: 5.9679, neighbourhood: "Binnenstad, Apeldoorn" });
    // A place alone is no neighbourhood: the caller falls back to the postcode's digits.
    expect(parsePdokResponse({ response: { docs: [{ ...doc, buurtnaam: undefined }] } })).toEqual({ latitude: 52.2114, longitude: 5.9679 });
  });

  it("asks the Locatieserver for one address and fails loudly on an error status", async () => {
    const asked: URL[] = [];
    const ok = new PdokGeocoder(async (url) => {
      asked.push(new URL(String(url)));
      return Response.json({ response: { docs: [{ centroide_ll: "POINT(5.9679 52.2114)" }] } });
    });
    await expect(ok.geocode(address)).resolves.toEqual({ latitude: 52.2114, longitude: 5.9679 });
    expect(asked[0]!.searchParams.get("q")).toBe("Marktplein 1, 7311 AA Apeldoorn");
    expect(asked[0]!.searchParams.get("rows")).toBe("1");
    expect(asked[0]!.searchParams.get("fq")).toBe("type:adres");

    const down = new PdokGeocoder(async () => new Response("busy", { status: 503 }));
    await expect(down.geocode(address)).rejects.toThrow(/503/);
  });

  it("does not ask about an empty or foreign address", async () => {
    let calls = 0;
    const geocoder = new PdokGeocoder(async () => {
      calls += 1;
      return Response.json({});
    });
    expect(await geocoder.geocode({ street: null, houseNumber: null, postalCode: null, city: null, country: "NL" })).toBeNull();
    expect(await geocoder.geocode({ ...address, country: "BE" })).toBeNull();
    expect(calls).toBe(0);
  });
});

describe("stub geocoder", () => {
  const stub = new StubGeocoder();

  it("answers the same point for the same address, near a known city", async () => {
    const first = await stub.geocode(address);
    expect(first).toEqual(await stub.geocode({ ...address }));
    expect(first!.latitude).toBeCloseTo(52.21, 1);
    expect(first!.longitude).toBeCloseTo(5.97, 1);
    expect(await stub.geocode({ ...address, houseNumber: "2" })).not.toEqual(first);
  });

  it("finds nothing without a postal code or city", async () => {
    expect(await stub.geocode({ ...address, postalCode: null, city: " " })).toBeNull();
  });

  it("does not know the postcodes of the area 9999", async () => {
    expect(await stub.geocode({ street: null, houseNumber: null, postalCode: "9999 ZZ", city: null, country: "NL" })).toBeNull();
    expect(await stub.geocode({ street: null, houseNumber: null, postalCode: "8091 AB", city: null, country: "NL" })).not.toBeNull();
  });
});

describe("choosing the geocoder", () => {
  it("uses GEOCODER, the stub under test and PDOK otherwise", () => {
    expect(geocoderName({ GEOCODER: "stub", NODE_ENV: "production" })).toBe("stub");
    expect(geocoderName({ GEOCODER: "PDOK", NODE_ENV: "test" })).toBe("pdok");
    expect(geocoderName({ NODE_ENV: "test" })).toBe("stub");
    expect(geocoderName({ NODE_ENV: "production" })).toBe("pdok");
    expect(() => geocoderName({ GEOCODER: "google" })).toThrow(/GEOCODER/);
  });

  it("writes one line per address", () => {
    expect(addressLine(address)).toBe("Marktplein 1, 7311 AA Apeldoorn");
    expect(addressLine({ ...address, street: null, houseNumber: null })).toBe("7311 AA Apeldoorn");
  });
});

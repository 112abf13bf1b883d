import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogueEntry } from "./catalogue";

// What the error boundary receives for a thrown `data()`: a route error response.
function routeError(payload: unknown, status: number) {
  return { status, statusText: "", internal: false, data: payload } as const;
}

describe("catalogueEntry", () => {
  it("shows the wrong-center screen whenever the text says 'wrong center'", () => {
    expect(catalogueEntry(routeError({ message: "This user belongs to another partner: wrong center" }, 403)).kind).toBe("wrongCenter");
    expect(catalogueEntry(new Error("wrong center")).kind).toBe("wrongCenter");
  });

  it("maps 401, 403, 404 and other statuses", () => {
    expect(catalogueEntry(routeError(null, 401)).kind).toBe("unauthorized");
    expect(catalogueEntry(routeError(null, 403)).kind).toBe("forbidden");
    expect(catalogueEntry(routeError({ path: "/nope" }, 404))).toEqual({ kind: "notFound", status: 404, path: "/nope" });
    expect(catalogueEntry(routeError(null, 502))).toEqual({ kind: "other", status: 502 });
    expect(catalogueEntry(routeError({ message: "The database is briefly unavailable" }, 503))).toEqual({ kind: "unavailable", status: 503 });
    expect(catalogueEntry(routeError({ message: "The form cannot be read." }, 400))).toEqual({ kind: "badRequest", status: 400 });
    expect(catalogueEntry(routeError(null, 413))).toEqual({ kind: "tooLarge", status: 413 });
    expect(catalogueEntry(routeError(null, 429))).toEqual({ kind: "tooMany", status: 429 });
  });

  it("tells 'Geen organisatie gevonden' apart from other 403s", () => {
    expect(catalogueEntry(routeError({ message: "Geen organisatie gevonden" }, 403)).kind).toBe("noOrganization");
  });

  it("has a screen for errors without status", () => {
    expect(catalogueEntry(new Error("boom"))).toEqual({ kind: "unknown" });
  });

  it("works for the data() helper's payload shape", () => {
    const thrown = data({ message: "x" }, { status: 418 });
    expect(catalogueEntry(routeError(thrown.data, 418)).kind).toBe("other");
  });
});

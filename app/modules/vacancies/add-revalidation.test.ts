import { describe, expect, it } from "vitest";
import { addPageReloads } from "./add-revalidation";

describe("addPageReloads", () => {
  it("does not load again after a change of organization: its answer has all the form needs", () => {
    expect(addPageReloads({ formMethod: "POST", actionResult: { organizationChange: {} }, defaultShouldRevalidate: true })).toBe(false);
    expect(addPageReloads({ formMethod: "post", actionResult: { organizationChange: {} }, defaultShouldRevalidate: false })).toBe(false);
  });

  it("loads again after any other answer, also a refused save (the router's default after a 4xx is not to)", () => {
    expect(addPageReloads({ formMethod: "POST", actionResult: { status: "error", error: { title: ["x"] } }, defaultShouldRevalidate: false })).toBe(true);
    expect(addPageReloads({ formMethod: "POST", actionResult: undefined, defaultShouldRevalidate: true })).toBe(true);
    expect(addPageReloads({ formMethod: "POST", actionResult: null, defaultShouldRevalidate: false })).toBe(true);
  });

  it("keeps the router's default for a move that is not a POST", () => {
    // The page's own move to the URL naming the organization asks for no loading (defaultShouldRevalidate: false).
    expect(addPageReloads({ defaultShouldRevalidate: false })).toBe(false);
    expect(addPageReloads({ defaultShouldRevalidate: true })).toBe(true);
    expect(addPageReloads({ formMethod: "GET", actionResult: { organizationChange: {} }, defaultShouldRevalidate: true })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { parseRouteRules, redirectFor } from "./route-rules";

const rules = parseRouteRules(
  JSON.stringify([
    { from: "/oude-vacaturebank", to: "/vacancies/search" },
    { from: "/nieuws/*", to: "/actueel", status: 301 },
    { from: "/elders", to: "https://example.org/vrijwilligers" },
    { host: "gelderse-handen.nl", from: "*", except: ["/privacy"], to: "/gelderse-handen" },
  ]),
);

describe("route rules (spec §2)", () => {
  it("redirects a path within the app, relative, by default with 302", () => {
    expect(redirectFor(rules, "localhost", "/oude-vacaturebank")).toEqual({ location: "/vacancies/search", status: 302, absolute: false });
    expect(redirectFor(rules, "localhost", "/oude-vacaturebank/2")).toBeNull();
  });

  it("redirects a path and what is under it", () => {
    expect(redirectFor(rules, "localhost", "/nieuws")).toMatchObject({ location: "/actueel", status: 301 });
    expect(redirectFor(rules, "localhost", "/nieuws/2026/feest")).toMatchObject({ location: "/actueel" });
    expect(redirectFor(rules, "localhost", "/nieuwsbrief")).toBeNull();
  });

  it("knows an absolute redirect, which leaves the app with a full page load", () => {
    expect(redirectFor(rules, "localhost", "/elders")).toEqual({ location: "https://example.org/vrijwilligers", status: 302, absolute: true });
  });

  it("sends every other path of one host to one page, but not the page itself or its exceptions", () => {
    expect(redirectFor(rules, "gelderse-handen.nl", "/vacancies/search")).toMatchObject({ location: "/gelderse-handen" });
    expect(redirectFor(rules, "gelderse-handen.nl", "/gelderse-handen")).toBeNull();
    expect(redirectFor(rules, "gelderse-handen.nl", "/privacy")).toBeNull();
    expect(redirectFor(rules, "localhost", "/vacancies/search")).toBeNull();
  });

  it("takes no rules when none are configured", () => {
    expect(parseRouteRules(undefined)).toEqual([]);
    expect(redirectFor([], "localhost", "/")).toBeNull();
  });

  it.each([
    ["not json", "ROUTE_RULES is not valid JSON"],
    [JSON.stringify([{ from: "oud", to: "/nieuw" }]), "ROUTE_RULES[0.from]"],
    [JSON.stringify([{ from: "/oud", to: "javascript:alert(1)" }]), "ROUTE_RULES[0.to]"],
    [JSON.stringify([{ from: "/oud", to: "/nieuw", status: 200 }]), "ROUTE_RULES[0.status]"],
    [JSON.stringify([{ from: "/oud", to: "/nieuw", naar: "/x" }]), "ROUTE_RULES[0]"],
  ])("refuses a mistake with a message naming it: %s", (raw, message) => {
    expect(() => parseRouteRules(raw)).toThrow(message);
  });
});

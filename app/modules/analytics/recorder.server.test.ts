import { describe, expect, it } from "vitest";
import { normaliseTerm, pendingCounts, recordCachedPage, recordSearch, recordVacancyView } from "./recorder.server";

/* Counting views and searches without personal data (issue 15, decision 047): what is counted and what is not. */
const BROWSER = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const BOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const request = (agent: string | null) => new Request("http://localhost/", { headers: agent ? { "user-agent": agent } : {} });
const tenancy = { tenantId: "7b0c2a4e-0000-4000-8000-000000000001", centerId: "7b0c2a4e-0000-4000-8000-000000000002" };
const VACANCY = "0d3f4c5e-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const NOW = new Date("2026-03-02T10:00:00Z");
/** A term no other test used: letters only, since a random hex run of digits reads as a phone number and is not kept. */
const freshTerm = (prefix: string) => `${prefix} ${Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;

/** How many keys this records (the buffer is shared by the process: compare before and after). */
function added(record: () => void) {
  const before = pendingCounts();
  record();
  const after = pendingCounts();
  return { views: after.views - before.views, searches: after.searches - before.searches };
}

describe("normaliseTerm", () => {
  it("lower-cases and folds spaces, keeps accents and cuts long terms", () => {
    expect(normaliseTerm("  Koffie\t ZETTEN ")).toBe("koffie zetten");
    expect(normaliseTerm("Crèche")).toBe("crèche");
    expect(normaliseTerm("x".repeat(150))).toHaveLength(100);
  });

  it("keeps nothing that could be personal: e-mail addresses, phone and account numbers, nothing at all", () => {
    expect(normaliseTerm("piet@example.org")).toBeNull();
    expect(normaliseTerm("bel 06-12345678")).toBeNull();
    expect(normaliseTerm("NL91 ABNA 0417 1643 00")).toBeNull();
    expect(normaliseTerm("   ")).toBeNull();
    expect(normaliseTerm("1012 AB")).toBe("1012 ab");
  });
});

describe("recording", () => {
  it("counts a visitor's view and search, but not a crawler's or an agent-less request's", () => {
    expect(added(() => recordVacancyView(request(BROWSER), { tenantId: tenancy.tenantId, vacancyId: crypto.randomUUID() }))).toEqual({ views: 1, searches: 0 });
    expect(added(() => recordVacancyView(request(BOT), { tenantId: tenancy.tenantId, vacancyId: crypto.randomUUID() }))).toEqual({ views: 0, searches: 0 });
    expect(added(() => recordVacancyView(request(null), { tenantId: tenancy.tenantId, vacancyId: crypto.randomUUID() }))).toEqual({ views: 0, searches: 0 });
    const term = freshTerm("tuin");
    expect(added(() => recordSearch(request(BROWSER), { ...tenancy, term, results: 3, now: NOW }))).toEqual({ views: 0, searches: 1 });
    // The same term again that day adds to the same counter.
    expect(added(() => recordSearch(request(BROWSER), { ...tenancy, term: term.toUpperCase(), results: 3, now: NOW }))).toEqual({ views: 0, searches: 0 });
  });

  it("counts pages the page cache answered: a vacancy page, a bank search's first page", () => {
    const id = crypto.randomUUID();
    expect(added(() => recordCachedPage(request(BROWSER), new URL(`http://localhost/vacancies/${id}`), tenancy))).toEqual({ views: 1, searches: 0 });
    expect(added(() => recordCachedPage(request(BROWSER), new URL(`http://localhost/en/vacancies/${crypto.randomUUID()}`), tenancy))).toEqual({ views: 1, searches: 0 });
    const term = freshTerm("fiets").replace(" ", "-");
    expect(added(() => recordCachedPage(request(BROWSER), new URL(`http://localhost/vacancies/search?q=${term}`), tenancy))).toEqual({ views: 0, searches: 1 });
    expect(added(() => recordCachedPage(request(BROWSER), new URL(`http://localhost/vacancies/search?q=${term}-2&page=2`), tenancy))).toEqual({ views: 0, searches: 0 });
    expect(added(() => recordCachedPage(request(BROWSER), new URL(`http://localhost/vacancies/${VACANCY}/reactie-verstuurd`), tenancy))).toEqual({ views: 0, searches: 0 });
    expect(added(() => recordCachedPage(request(BROWSER), new URL("http://localhost/vacancies/search"), tenancy))).toEqual({ views: 0, searches: 0 });
  });
});

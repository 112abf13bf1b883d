import { describe, expect, it } from "vitest";
import { acceptsApplications, canTransition, restoreTarget, VACANCY_STATUSES } from "./life-cycle";

describe("canTransition", () => {
  it("publishes a draft and closes a published vacancy as filled, expired or archived", () => {
    expect(canTransition("draft", "published")).toBe(true);
    for (const to of ["filled", "expired", "archived"] as const) expect(canTransition("published", to)).toBe(true);
  });

  it("republishes filled and expired vacancies", () => {
    expect(canTransition("filled", "published")).toBe(true);
    expect(canTransition("expired", "published")).toBe(true);
  });

  it("archives and deletes from every status but deleted", () => {
    for (const from of VACANCY_STATUSES.filter((s) => s !== "deleted" && s !== "archived")) {
      expect(canTransition(from, "archived")).toBe(true);
    }
    for (const from of VACANCY_STATUSES.filter((s) => s !== "deleted")) expect(canTransition(from, "deleted")).toBe(true);
  });

  it("restores an archived vacancy to a draft or its previous status", () => {
    expect(canTransition("archived", "draft")).toBe(true);
    expect(canTransition("archived", "published")).toBe(true);
    expect(restoreTarget("filled")).toBe("filled");
    expect(restoreTarget(null)).toBe("draft");
    expect(restoreTarget("deleted")).toBe("draft");
  });

  it("refuses shortcuts and anything out of deleted", () => {
    expect(canTransition("draft", "filled")).toBe(false);
    expect(canTransition("draft", "expired")).toBe(false);
    expect(canTransition("filled", "expired")).toBe(false);
    expect(canTransition("expired", "draft")).toBe(false);
    for (const to of VACANCY_STATUSES) expect(canTransition("deleted", to)).toBe(false);
  });

  it("is not a transition to stay in the same status", () => {
    for (const status of VACANCY_STATUSES) expect(canTransition(status, status)).toBe(false);
  });
});

describe("acceptsApplications", () => {
  it("takes responses for published vacancies only", () => {
    expect(VACANCY_STATUSES.filter(acceptsApplications)).toEqual(["published"]);
  });
});

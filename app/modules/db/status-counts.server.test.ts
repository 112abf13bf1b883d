import { describe, expect, it } from "vitest";
import { zeroFilledCounts } from "./status-counts.server";

describe("zeroFilledCounts", () => {
  const statuses = ["pending", "approved", "rejected"] as const;

  it("gives every status asked for its count, 0 where the grouped count had none", () => {
    expect(zeroFilledCounts([{ status: "approved", total: 4 }, { status: "pending", total: 2 }], statuses)).toEqual({ pending: 2, approved: 4, rejected: 0 });
    expect(zeroFilledCounts([], statuses)).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });

  it("leaves out statuses that were not asked for", () => {
    expect(zeroFilledCounts([{ status: "deleted", total: 9 }, { status: "rejected", total: 1 }], statuses)).toEqual({ pending: 0, approved: 0, rejected: 1 });
  });
});

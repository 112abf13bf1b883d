import { describe, expect, it } from "vitest";
import { backTo } from "./pages.server";

describe("backTo", () => {
  it("is the page a post came from, also when JavaScript posted to its .data URL", () => {
    expect(backTo(new Request("http://localhost/organizations.data?q=x&confirm=delete&id=1"), ["confirm", "id"])).toBe("/organizations?q=x");
    expect(backTo(new Request("http://localhost/en/organizations/approve.data?page=2"))).toBe("/en/organizations/approve?page=2");
    expect(backTo(new Request("http://localhost/organizations/approve?index"))).toBe("/organizations/approve");
  });
});

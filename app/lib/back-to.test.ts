import { describe, expect, it } from "vitest";
import { backTo } from "./back-to";

describe("backTo", () => {
  it("turns a router fetch back into the page it came from, keeping the page's own parameters", () => {
    expect(backTo(new Request("http://localhost/vacancies.data?status=draft&page=2&index"))).toBe("/vacancies?status=draft&page=2");
    expect(backTo(new Request("http://localhost/_root.data?_routes=root"))).toBe("/");
    expect(backTo(new Request("http://localhost/en/vacancies?confirm=archive&id=1&q=x"), ["confirm", "id"])).toBe("/en/vacancies?q=x");
  });
});

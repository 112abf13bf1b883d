import { describe, expect, it } from "vitest";
import { MAX_PAGE_NUMBER } from "~/lib/page-number";
import { parseContentList } from "./manage-schema";

describe("parseContentList", () => {
  it("reads ?page= as every list does: '2abc' is no page number, so the first page (parseInt made it page 2)", () => {
    const page = (raw: string) => parseContentList(new URLSearchParams({ page: raw })).page;
    expect(page("3")).toBe(3);
    expect(page("2abc")).toBe(1);
    expect(page("Infinity")).toBe(1);
    expect(page("999999")).toBe(MAX_PAGE_NUMBER);
    expect(parseContentList(new URLSearchParams()).page).toBe(1);
  });
});

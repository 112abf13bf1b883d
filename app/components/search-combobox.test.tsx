import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { moveActive, SearchCombobox } from "./search-combobox";

describe("moveActive", () => {
  it("goes down from none to the first and wraps from the last to the first", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
  });

  it("goes up from none or the first to the last", () => {
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });

  it("has nothing to make active in an empty list", () => {
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
    expect(moveActive(-1, 0, "ArrowUp")).toBe(-1);
  });
});

/** The attributes of the first input of a type in the markup. */
function inputOf(html: string, type: string): Record<string, string> {
  const tag = new RegExp(`<input[^>]*type="${type}"[^>]*>`).exec(html)?.[0] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

describe("SearchCombobox without JavaScript", () => {
  const common = {
    label: "Organisatie",
    name: "organizationName",
    valueName: "organization",
    suggestionsUrl: (text: string) => `/organizations/suggestions?q=${text}`,
    countText: (shown: number) => `${shown} gevonden`,
    noneText: "Geen",
  };

  it("is a labelled text field with the chosen option's name, its value in a hidden field", () => {
    const html = renderToString(<SearchCombobox {...common} chosen={{ value: "abc", label: "Fietsclub" }} />);
    const id = /<label for="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(inputOf(html, "hidden")).toEqual({ type: "hidden", name: "organization", value: "abc" });
    expect(inputOf(html, "search")).toMatchObject({ id, name: "organizationName", value: "Fietsclub" });
    expect(html).not.toContain('role="combobox"');
  });

  it("shows text it could not resolve again, marked invalid and described, without a value", () => {
    const html = renderToString(<SearchCombobox {...common} chosen={null} text="zeilclub" invalid describedBy="why" />);
    expect(html).not.toContain('type="hidden"');
    expect(inputOf(html, "search")).toMatchObject({ name: "organizationName", value: "zeilclub", "aria-describedby": "why", "aria-invalid": "true" });
  });
});

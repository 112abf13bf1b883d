import { describe, expect, it } from "vitest";
import { matchOrganizationName, sameName } from "./name-match";

const noord = { value: "1", label: "Fietsclub Noord" };
const zuid = { value: "2", label: "Fietsclub Zuid" };
const fietsclub = { value: "3", label: "Fietsclub" };

describe("matchOrganizationName", () => {
  it("takes the only organization found, whatever part of its name was typed", () => {
    expect(matchOrganizationName("noord", [noord], 1)).toEqual({ kind: "one", organization: noord });
  });

  it("takes the organization whose whole name was typed, in any case, even when others contain it", () => {
    expect(matchOrganizationName("  fietsCLUB ", [fietsclub, noord, zuid], 3)).toEqual({ kind: "one", organization: fietsclub });
  });

  it("offers all found when no single name is the typed one, with how many more there are", () => {
    expect(matchOrganizationName("fiets", [noord, zuid], 2)).toEqual({ kind: "several", matches: [noord, zuid], more: 0 });
    expect(matchOrganizationName("fiets", [noord, zuid], 12)).toEqual({ kind: "several", matches: [noord, zuid], more: 10 });
  });

  it("does not take the only one shown when more were found than shown", () => {
    expect(matchOrganizationName("fiets", [noord], 5)).toEqual({ kind: "several", matches: [noord], more: 4 });
  });

  it("offers organizations with the same name to choose from, those first", () => {
    const otherNoord = { value: "4", label: "fietsclub noord" };
    expect(matchOrganizationName("Fietsclub Noord", [zuid, noord, otherNoord], 3)).toEqual({ kind: "several", matches: [noord, otherNoord, zuid], more: 0 });
  });

  it("finds none when nothing was found", () => {
    expect(matchOrganizationName("zeilclub", [], 0)).toEqual({ kind: "none" });
  });
});

describe("sameName", () => {
  it("ignores case and surrounding spaces, not accents", () => {
    expect(sameName(" Café de Hoek", "café DE hoek ")).toBe(true);
    expect(sameName("Cafe de Hoek", "Café de Hoek")).toBe(false);
  });
});

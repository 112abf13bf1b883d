import { describe, expect, it } from "vitest";
import { matchName, pickedCounts, sameName, searchedParam, withChosen } from "./name-match";

const noord = { value: "1", label: "Fietsclub Noord" };
const zuid = { value: "2", label: "Fietsclub Zuid" };
const fietsclub = { value: "3", label: "Fietsclub" };

describe("matchName", () => {
  it("takes the only one found, whatever part of its name was typed", () => {
    expect(matchName("noord", [noord], 1)).toEqual({ kind: "one", option: noord });
  });

  it("takes the one whose whole name was typed, in any case, even when others contain it", () => {
    expect(matchName("  fietsCLUB ", [fietsclub, noord, zuid], 3)).toEqual({ kind: "one", option: fietsclub });
  });

  it("offers all found when no single name is the typed one, with how many more there are", () => {
    expect(matchName("fiets", [noord, zuid], 2)).toEqual({ kind: "several", matches: [noord, zuid], more: 0 });
    expect(matchName("fiets", [noord, zuid], 12)).toEqual({ kind: "several", matches: [noord, zuid], more: 10 });
  });

  it("does not take the only one shown when more were found than shown", () => {
    expect(matchName("fiets", [noord], 5)).toEqual({ kind: "several", matches: [noord], more: 4 });
  });

  it("offers records with the same name to choose from, those first", () => {
    const otherNoord = { value: "4", label: "fietsclub noord" };
    expect(matchName("Fietsclub Noord", [zuid, noord, otherNoord], 3)).toEqual({ kind: "several", matches: [noord, otherNoord, zuid], more: 0 });
  });

  it("finds none when nothing was found", () => {
    expect(matchName("zeilclub", [], 0)).toEqual({ kind: "none" });
  });
});

describe("sameName", () => {
  it("ignores case and surrounding spaces, not accents", () => {
    expect(sameName(" Café de Hoek", "café DE hoek ")).toBe(true);
    expect(sameName("Cafe de Hoek", "Café de Hoek")).toBe(false);
  });
});

describe("pickedCounts: a radio among several found, or the name in the text field", () => {
  it("takes the radio while the field holds the text that found them (case and spaces aside), or nothing", () => {
    expect(pickedCounts(" Fietsclub ", "fietsclub")).toBe(true);
    expect(pickedCounts("", "fietsclub")).toBe(true);
    expect(pickedCounts(null, "fietsclub")).toBe(true);
  });

  it("takes the typed name once it is another than the one that found them", () => {
    expect(pickedCounts("fietsclub zuid", "fietsclub")).toBe(false);
  });

  it("takes the radio when the form did not say what found them", () => {
    expect(pickedCounts("fietsclub zuid", null)).toBe(true);
    expect(searchedParam("organizationChoice")).toBe("organizationChoiceSearched");
  });
});

describe("withChosen", () => {
  const vacancy = { idParam: "vacancy", nameParam: "vacancyTitle" };
  const organization = { idParam: "organization", nameParam: "organizationName" };

  it("names the chosen record by id, drops the typed name, the page and empty fields, keeps the other filters", () => {
    const query = new URLSearchParams("q=lotte&status=&vacancyTitle=fiets&vacancy=old&page=3&organization=o1");
    expect(withChosen(query, [{ ...vacancy, id: "v1" }])).toBe("q=lotte&organization=o1&vacancy=v1");
  });

  it("drops a filter when nothing was chosen", () => {
    expect(withChosen(new URLSearchParams("vacancyTitle=&vacancy=old"), [{ ...vacancy, id: undefined }])).toBe("");
  });

  it("resolves several filters of one form at once, keeping a typed name that is still to resolve", () => {
    const query = new URLSearchParams("organizationName=&organization=o1&vacancyTitle=fiets&vacancy=v0");
    expect(withChosen(query, [{ ...organization, id: undefined }])).toBe("vacancyTitle=fiets&vacancy=v0");
    expect(withChosen(query, [{ ...organization, id: undefined }, { ...vacancy, id: undefined }])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { centerContact } from "./contact";

describe("centerContact", () => {
  it("is null when the center filled in nothing (or only blanks)", () => {
    expect(centerContact({})).toBeNull();
    expect(centerContact({ email: null, phone: "", address: " \n ", website: null })).toBeNull();
  });

  it("makes mailto:, tel: and web links and splits the address into lines", () => {
    expect(
      centerContact({ email: "info@centrale.nl", phone: "+31 (0)38 123 45-67", address: "Dorpsstraat 1\r\n\n8091 AB  Wezep ", website: "https://www.centrale.nl/" }),
    ).toEqual({
      email: { text: "info@centrale.nl", href: "mailto:info@centrale.nl" },
      phone: { text: "+31 (0)38 123 45-67", href: "tel:+31381234567" },
      address: ["Dorpsstraat 1", "8091 AB  Wezep"],
      website: { text: "www.centrale.nl", href: "https://www.centrale.nl/" },
    });
  });

  it("shows only what is filled in, and never links a value that is not a web address", () => {
    expect(centerContact({ phone: "038 1234567" })).toEqual({ email: null, phone: { text: "038 1234567", href: "tel:0381234567" }, address: [], website: null });
    expect(centerContact({ website: "javascript:alert(1)" })?.website).toEqual({ text: "javascript:alert(1)", href: "" });
  });
});

import { describe, expect, it } from "vitest";
import { appearanceAttributes, htmlAttributes, pickAppearance, resolveAppearance } from "./appearance";
import { AppearanceSchema } from "./appearance-schema";

describe("a person's own appearance", () => {
  it("keeps only valid choices of a stored value or cookie", () => {
    expect(pickAppearance({ colorMode: "dark", shape: "blobby", fontSize: "larger", extra: 1 })).toEqual({ colorMode: "dark", fontSize: "larger" });
    expect(pickAppearance("dark")).toEqual({});
    expect(pickAppearance(null)).toEqual({});
  });

  it("takes each choice from the first source that has one: the user's record, then the device, then the default", () => {
    expect(resolveAppearance({ shape: "straight" }, { shape: "rounded", colorMode: "dark" })).toEqual({ colorMode: "dark", shape: "straight", fontSize: "normal" });
    expect(resolveAppearance({}, {})).toEqual({ colorMode: "system", shape: "center", fontSize: "normal" });
  });

  it("puts only what differs from the center's theme on <html>", () => {
    expect(htmlAttributes({ shape: "center", fontSize: "normal" })).toEqual({});
    expect(htmlAttributes({ shape: "straight", fontSize: "large" })).toEqual({ "data-shape": "straight", "data-font-size": "large" });
    expect(htmlAttributes({ shape: "rounded", fontSize: "normal" })).toEqual({ "data-shape": "rounded" });
  });

  it("answers the API with null for what the user never chose", () => {
    expect(appearanceAttributes({ shape: "straight" })).toEqual({ color_mode: null, shape: "straight", font_size: null });
  });

  it("accepts the form's three choices and nothing else", () => {
    expect(AppearanceSchema.safeParse({ colorMode: "light", shape: "rounded", fontSize: "larger" }).success).toBe(true);
    expect(AppearanceSchema.safeParse({ colorMode: "light", shape: "rounded", fontSize: "huge" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case";

describe("key case", () => {
  it("turns snake_case into camelCase deeply and back", () => {
    const snake = { theme_config: { default_shape: "rounded", fonts: { sans: "Inter" } }, digest_days: [1, 2] };
    const camel = camelizeKeys(snake);
    expect(camel).toEqual({ themeConfig: { defaultShape: "rounded", fonts: { sans: "Inter" } }, digestDays: [1, 2] });
    expect(snakeizeKeys(camel)).toEqual(snake);
  });

  it("keeps CSS variable names and numeric shade keys", () => {
    const value = { css_variables: { "--radius": "4px", "--primary-50": "#eff6ff" }, primary_color_shades: { "50": "#fff", "950": "#000" } };
    expect(camelizeKeys(value)).toEqual({ cssVariables: { "--radius": "4px", "--primary-50": "#eff6ff" }, primaryColorShades: { "50": "#fff", "950": "#000" } });
    expect(snakeizeKeys(camelizeKeys(value))).toEqual(value);
  });
});

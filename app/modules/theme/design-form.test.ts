import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messages } from "~/lib/validation";
import { CenterProfileSchema } from "~/modules/volunteer-centers/schema";
import { changedAttributes, coloursAfterChange, DesignFormSchema, designFormDefaults, IMAGE_LIMITS, shadeField, toProfileAttributes, type DesignForm } from "./design-form";
import { generateShades } from "./shades";
import { SHADE_KEYS } from "./theme";

function form(values: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  const submission = parseWithZod(data, { schema: DesignFormSchema });
  return { status: submission.status, value: submission.status === "success" ? submission.value : undefined, error: submission.status === "error" ? submission.error : undefined };
}

const shadeValues = (base: string, name: "primary" | "secondary" = "primary") =>
  Object.fromEntries(SHADE_KEYS.map((key) => [shadeField(name, key), generateShades(base)![key]]));

describe("DesignFormSchema", () => {
  it("takes a colour with its generated shade set and the theme's choices", () => {
    const result = form({ primaryColor: "#7c2d12", ...shadeValues("#7c2d12"), fontSans: "Bitter Variable", headerSticky: "on", footerVariant: "tab" });
    expect(result.status).toBe("success");
    const value = result.value ?? ({} as DesignForm);
    expect(value).toMatchObject({ primaryColor: "#7c2d12", fontSans: "Bitter Variable", headerSticky: true, headerFullWidth: false, footerVariant: "tab" });
  });

  it("refuses what is not a colour at its field", () => {
    const result = form({ primaryColor: "rood" });
    expect(result.status).toBe("error");
    expect(result.error?.primaryColor).toEqual(["design:errors.colour"]);
  });

  it("names every missing shade of a partly filled set (spec §5: only complete sets count)", () => {
    const partial = shadeValues("#1d4ed8");
    delete partial[shadeField("primary", "950")];
    delete partial[shadeField("primary", "50")];
    const result = form(partial);
    expect(result.status).toBe("error");
    expect(Object.keys(result.error ?? {}).sort()).toEqual([shadeField("primary", "50"), shadeField("primary", "950")].sort());
    expect(result.error?.[shadeField("primary", "950")]).toEqual(["design:errors.shadeMissing"]);
  });

  it("refuses a font outside the self-hosted set", () => {
    const result = form({ fontHeading: "Comic Sans MS" });
    expect(result.error?.fontHeading).toEqual(["design:errors.font"]);
    expect(CenterProfileSchema.safeParse({ themeConfig: { fonts: { sans: "Comic Sans MS" } } }).success).toBe(false);
    expect(CenterProfileSchema.safeParse({ themeConfig: { fonts: { sans: "Inter Variable" } } }).success).toBe(true);
  });

  it("refuses a favicon over its limit and takes one at it", () => {
    const over = new File([new Uint8Array(IMAGE_LIMITS.favicon + 1)], "icon.png", { type: "image/png" });
    expect(form({ faviconFile: over }).error?.faviconFile).toEqual(["design:errors.tooLarge"]);
    const at = new File([new Uint8Array(IMAGE_LIMITS.favicon)], "icon.png", { type: "image/png" });
    expect(form({ faviconFile: at }).status).toBe("success");
  });

  it("refuses a CSS variable line that is not `--name: value` or would leave its declaration", () => {
    expect(form({ cssVariables: "--ok: 1px\nkleur: rood" }).error?.cssVariables).toEqual(["design:errors.cssVariables"]);
    expect(form({ cssVariables: "--x: 1px}</style><script>" }).error?.cssVariables).toEqual(["design:errors.cssVariables"]);
  });

  it("refuses a check box value other than a check box's, in the page's words", () => {
    // Zod's own "Invalid input: expected boolean, received string" reached the page, in English, under the box.
    const result = form({ headerSticky: "ja", acceptContrast: "true" });
    expect(result.error?.headerSticky).toEqual([messages.invalid]);
    expect(result.error?.acceptContrast).toEqual([messages.invalid]);
    expect(form({ headerSticky: "on" }).value).toMatchObject({ headerSticky: true, acceptContrast: false });
  });

  it("refuses an analytics id that is not one", () => {
    expect(form({ gtagId: "<script>" }).error?.gtagId).toEqual(["design:errors.gtag"]);
    expect(form({ gtagId: "G-ABC123" }).status).toBe("success");
  });
});

describe("toProfileAttributes", () => {
  it("writes every branding field, the CSS variables too, and passes the API's schema", () => {
    const result = form({ cssVariables: "--hero-height: 24rem\n\n --card-gap :1rem ", primaryColor: "#7c2d12", ...shadeValues("#7c2d12"), fontSans: "Inter Variable", defaultShape: "straight", headerVariant: "legacy", menuItemFontClass: "font-bold", websiteLogoUrl: "/uploads/logo.png" });
    if (!result.value) throw new Error("invalid");
    const attributes = toProfileAttributes(result.value, { favicon: "/uploads/icon.png" });
    expect(attributes).toMatchObject({
      primaryColor: "#7c2d12",
      primaryColorShades: generateShades("#7c2d12"),
      secondaryColorShades: null,
      websiteLogoUrl: "/uploads/logo.png",
      faviconUrl: "/uploads/icon.png",
      gtagId: null,
      themeConfig: {
        cssVariables: { "--hero-height": "24rem", "--card-gap": "1rem" },
        defaultShape: "straight",
        fonts: { sans: "Inter Variable" },
        header: { variant: "legacy", menuItemFontClass: "font-bold", sticky: false, fullWidth: false },
        footer: { variant: "maud" },
      },
    });
    expect(CenterProfileSchema.safeParse(attributes).success).toBe(true);
  });

  it("starts from the saved profile, with spec §9's defaults where it has none", () => {
    expect(designFormDefaults({})).toMatchObject({ defaultShape: "rounded", headerVariant: "tab", headerSticky: true, footerVariant: "maud", menuItemFontClass: "font-semibold" });
    const saved = designFormDefaults({ primaryColor: "#7c2d12", primaryColorShades: generateShades("#7c2d12"), themeConfig: { fonts: { sans: "Bitter Variable" } } });
    expect(designFormDefaults({ themeConfig: { cssVariables: { "--a": "1px", "--b": "2rem" } } }).cssVariables).toBe("--a: 1px\n--b: 2rem");
    expect(saved).toMatchObject({ primaryColor: "#7c2d12", [shadeField("primary", "500")]: "#7c2d12", fontSans: "Bitter Variable" });
  });
});

describe("changedAttributes", () => {
  const saved = { primaryColor: "#1d4ed8", secondaryColor: "#0f766e", websiteLogoUrl: "/logos/nov.svg", themeConfig: { footer: { variant: "tab" as const } } };
  const baseline = designFormDefaults(saved);

  it("writes only what the person changed since the form was loaded", () => {
    const result = form({ ...Object.fromEntries(Object.entries(baseline).filter(([, v]) => typeof v === "string")) as Record<string, string>, headerSticky: "on", headerLanguageToggle: "on", primaryColor: "#7c2d12" });
    if (!result.value) throw new Error("invalid");
    expect(changedAttributes(toProfileAttributes(result.value), baseline)).toEqual({ primaryColor: "#7c2d12" });
  });

  it("writes the whole theme config when one of its fields changed, and everything without a baseline", () => {
    const result = form({ ...Object.fromEntries(Object.entries(baseline).filter(([, v]) => typeof v === "string")) as Record<string, string>, headerSticky: "on", headerLanguageToggle: "on", footerVariant: "legacy" });
    if (!result.value) throw new Error("invalid");
    const next = toProfileAttributes(result.value);
    expect(Object.keys(changedAttributes(next, baseline))).toEqual(["themeConfig"]);
    expect(changedAttributes(next, baseline).themeConfig?.footer).toEqual({ variant: "legacy" });
    expect(changedAttributes(next, null)).toEqual(next);
    expect(changedAttributes(next, { primaryColor: "rood" })).toEqual(next);
  });
});

describe("coloursAfterChange", () => {
  it("brings a new base colour's shades at once, and leaves them alone for any other input", () => {
    const values = { primaryColor: "#14532d", secondaryColor: "#0f766e", textColor: "#0f172a" };
    const { colours, generated } = coloursAfterChange(values, { name: "primaryColor", value: " #14532d " });
    expect(generated).toEqual([{ name: "primary", shades: generateShades("#14532d") }]);
    expect(colours).toMatchObject({ primaryColor: "#14532d", primaryColorShades: generateShades("#14532d"), secondaryColorShades: null, textColor: "#0f172a" });
    expect(coloursAfterChange(values, { name: "textColor", value: "#0f172a" }).generated).toEqual([]);
    expect(coloursAfterChange(values, { name: "primaryColor", value: "rood" }).generated).toEqual([]);
  });
});

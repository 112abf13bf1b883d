import { z } from "zod";
import { messages } from "~/lib/validation";
import { FONT_FAMILIES } from "./fonts";
import { generateShades } from "./shades";
import { completeShades, SHADE_KEYS, type CenterProfile, type Shades } from "./theme";

/*
 * The design editor's form (/instellingen/design, issue 15): every field of the center profile's branding and
 * theme config (spec §3), flat as a form posts them, shared by the page, its action and the browser's checks
 * on blur. `toProfileAttributes` turns a valid form into the attributes of
 * PATCH /api/v1/volunteer_centers/current/profile, whose CenterProfileSchema checks them again.
 */

export const SHADED_COLOURS = ["primary", "secondary"] as const;
export type ShadedColour = (typeof SHADED_COLOURS)[number];
export const PLAIN_COLOURS = ["mutedColor", "backgroundColor", "textColor"] as const;
export const IMAGE_FIELDS = ["websiteLogo", "websiteLogoDarkMode", "favicon"] as const;
export type ImageFieldName = (typeof IMAGE_FIELDS)[number];

/**
 * The size limits of the branding images (spec §5 names the message, not the values): a logo shows in every
 * page's header and a favicon in every tab, so both are kept well under the 8 MB of content images.
 */
export const IMAGE_LIMITS: Record<ImageFieldName, number> = { websiteLogo: 2 * 1024 * 1024, websiteLogoDarkMode: 2 * 1024 * 1024, favicon: 512 * 1024 };

/** The weights a menu item's text may have (classes app.css builds, so the header can use them). */
export const MENU_FONT_CLASSES = ["font-normal", "font-medium", "font-semibold", "font-bold"] as const;
export const HEADER_SWITCHES = ["fullWidth", "sticky", "languageToggle", "centerMenuItems"] as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const URL_OK = /^(https:\/\/|\/)[^\s"'<>()]*$/i;

export const shadeField = (colour: ShadedColour, key: (typeof SHADE_KEYS)[number]) => `${colour}Shade${key}` as const;

const colour = () => z.string().trim().regex(HEX, { error: "design:errors.colour" }).optional();
const imageUrl = () => z.string().trim().max(500, { error: messages.maxLength(500) }).regex(URL_OK, { error: messages.url }).optional();
const imageFile = (field: ImageFieldName) =>
  z
    .instanceof(File)
    .refine((file) => file.size <= IMAGE_LIMITS[field], { error: "design:errors.tooLarge" })
    .optional();
/** The theme config's CSS variables as a form writes them: one `--name: value` a line. */
const CSS_LINE = /^(--[a-z0-9-]+)\s*:\s*([^;{}<>\\]{0,200})$/i;
const cssVariables = () =>
  z
    .string()
    .max(5_000, { error: messages.maxLength(5_000) })
    .refine((text) => text.split("\n").every((line) => line.trim() === "" || CSS_LINE.test(line.trim())), { error: "design:errors.cssVariables" })
    .transform((text) => Object.fromEntries(text.split("\n").flatMap((line) => {
      const match = CSS_LINE.exec(line.trim());
      return match ? [[match[1]!, match[2]!.trim()]] : [];
    })))
    .optional();
const shadeFields = Object.fromEntries(SHADED_COLOURS.flatMap((name) => SHADE_KEYS.map((key) => [shadeField(name, key), colour()]))) as Record<
  ReturnType<typeof shadeField>,
  ReturnType<typeof colour>
>;

export const DesignFormSchema = z
  .object({
    intent: z.enum(["save", "preview", "generatePrimary", "generateSecondary"]).default("save"),
    primaryColor: colour(),
    secondaryColor: colour(),
    mutedColor: colour(),
    backgroundColor: colour(),
    textColor: colour(),
    ...shadeFields,
    fontSans: z.enum(FONT_FAMILIES, { error: "design:errors.font" }).optional(),
    fontHeading: z.enum(FONT_FAMILIES, { error: "design:errors.font" }).optional(),
    defaultShape: z.enum(["rounded", "straight"], { error: messages.invalid }).default("rounded"),
    headerVariant: z.enum(["tab", "legacy"], { error: messages.invalid }).default("tab"),
    headerFullWidth: z.boolean().default(false),
    headerSticky: z.boolean().default(false),
    headerLanguageToggle: z.boolean().default(false),
    headerCenterMenuItems: z.boolean().default(false),
    menuItemFontClass: z.enum(MENU_FONT_CLASSES, { error: messages.invalid }).default("font-semibold"),
    footerVariant: z.enum(["tab", "maud", "legacy"], { error: messages.invalid }).default("maud"),
    websiteLogoUrl: imageUrl(),
    websiteLogoDarkModeUrl: imageUrl(),
    faviconUrl: imageUrl(),
    websiteLogoFile: imageFile("websiteLogo"),
    websiteLogoDarkModeFile: imageFile("websiteLogoDarkMode"),
    faviconFile: imageFile("favicon"),
    cssVariables: cssVariables(),
    gtagId: z.string().trim().regex(/^(G|UA|AW)-[A-Z0-9-]+$/i, { error: "design:errors.gtag" }).optional(),
    acceptContrast: z.boolean().default(false),
  })
  // Spec §5: a shade set counts only with every one of 50…950; here a partly filled set is named at each gap.
  .superRefine((form, context) => {
    for (const name of SHADED_COLOURS) {
      const filled = SHADE_KEYS.filter((key) => form[shadeField(name, key)]);
      if (filled.length === 0 || filled.length === SHADE_KEYS.length) continue;
      for (const key of SHADE_KEYS) {
        if (!form[shadeField(name, key)]) context.addIssue({ code: "custom", message: "design:errors.shadeMissing", path: [shadeField(name, key)] });
      }
    }
  });
export type DesignForm = z.infer<typeof DesignFormSchema>;

/** A colour's shade set from the form: all eleven, or none (a partial set never gets past the schema). */
export function shadesOf(form: Partial<Record<string, unknown>>, name: ShadedColour): Shades | null {
  return completeShades(Object.fromEntries(SHADE_KEYS.map((key) => [key, form[shadeField(name, key)]])));
}

/** The colours of a form as the profile names them (for the contrast checks and the preview). */
export function coloursOf(form: Partial<Record<string, unknown>>) {
  const hex = (value: unknown) => (typeof value === "string" && HEX.test(value.trim()) ? value.trim() : null);
  return {
    primaryColor: hex(form.primaryColor),
    primaryColorShades: shadesOf(form, "primary"),
    secondaryColor: hex(form.secondaryColor),
    secondaryColorShades: shadesOf(form, "secondary"),
    mutedColor: hex(form.mutedColor),
    backgroundColor: hex(form.backgroundColor),
    textColor: hex(form.textColor),
  };
}

/**
 * The colours after a change of one of the form's inputs: its values, where a new base colour brings its generated
 * shades at once (`generated`, for the form to show them too; they stay editable).
 */
export function coloursAfterChange(values: Partial<Record<string, unknown>>, changed: { name: string; value: string }) {
  const colours = coloursOf(values);
  const generated: Array<{ name: ShadedColour; shades: Shades }> = [];
  for (const name of SHADED_COLOURS) {
    const shades = changed.name === `${name}Color` ? generateShades(changed.value.trim()) : null;
    if (!shades) continue;
    colours[`${name}ColorShades`] = shades;
    generated.push({ name, shades });
  }
  return { colours, generated };
}

/** The profile attributes of a valid form. */
export function toProfileAttributes(form: DesignForm, uploaded: Partial<Record<ImageFieldName, string>> = {}): CenterProfile {
  const header = { variant: form.headerVariant, menuItemFontClass: form.menuItemFontClass, ...Object.fromEntries(HEADER_SWITCHES.map((key) => [key, form[`header${key[0]!.toUpperCase()}${key.slice(1)}` as keyof DesignForm] === true])) };
  const fonts = { ...(form.fontSans ? { sans: form.fontSans } : {}), ...(form.fontHeading ? { heading: form.fontHeading } : {}) };
  return {
    ...coloursOf(form),
    websiteLogoUrl: uploaded.websiteLogo ?? form.websiteLogoUrl ?? null,
    websiteLogoDarkModeUrl: uploaded.websiteLogoDarkMode ?? form.websiteLogoDarkModeUrl ?? null,
    faviconUrl: uploaded.favicon ?? form.faviconUrl ?? null,
    gtagId: form.gtagId ?? null,
    themeConfig: {
      cssVariables: form.cssVariables ?? {},
      defaultShape: form.defaultShape,
      fonts,
      header,
      footer: { variant: form.footerVariant },
    },
  };
}

/** The form's starting values from the saved profile (the theme's defaults where it has none, spec §9). */
export function designFormDefaults(profile: CenterProfile): Record<string, string | boolean | undefined> {
  const config = profile.themeConfig ?? {};
  const header = config.header ?? {};
  const shades = Object.fromEntries(
    SHADED_COLOURS.flatMap((name) => {
      const set = completeShades(profile[`${name}ColorShades`]);
      return SHADE_KEYS.map((key) => [shadeField(name, key), set?.[key]]);
    }),
  );
  const font = (value: unknown) => ((FONT_FAMILIES as readonly unknown[]).includes(value) ? (value as string) : undefined);
  return {
    primaryColor: profile.primaryColor ?? undefined,
    secondaryColor: profile.secondaryColor ?? undefined,
    mutedColor: profile.mutedColor ?? undefined,
    backgroundColor: profile.backgroundColor ?? undefined,
    textColor: profile.textColor ?? undefined,
    ...shades,
    fontSans: font(config.fonts?.sans),
    fontHeading: font(config.fonts?.heading),
    defaultShape: config.defaultShape ?? "rounded",
    headerVariant: header.variant ?? "tab",
    headerFullWidth: header.fullWidth ?? false,
    headerSticky: header.sticky ?? true,
    headerLanguageToggle: header.languageToggle ?? true,
    headerCenterMenuItems: header.centerMenuItems ?? false,
    menuItemFontClass: (MENU_FONT_CLASSES as readonly unknown[]).includes(header.menuItemFontClass) ? header.menuItemFontClass : "font-semibold",
    footerVariant: config.footer?.variant ?? "maud",
    websiteLogoUrl: profile.websiteLogoUrl ?? undefined,
    websiteLogoDarkModeUrl: profile.websiteLogoDarkModeUrl ?? undefined,
    faviconUrl: profile.faviconUrl ?? undefined,
    gtagId: profile.gtagId ?? undefined,
    cssVariables: Object.entries(config.cssVariables ?? {}).map(([name, value]) => `${name}: ${value}`).join("\n") || undefined,
  };
}

/**
 * What a save writes: the attributes the person changed since the form was loaded (`baseline`, the form's
 * starting values it carries), so a save does not put back what someone else changed meanwhile. The theme config
 * is one attribute (the API replaces it whole). Without a usable baseline everything is written.
 */
export function changedAttributes(next: CenterProfile, baseline: unknown): CenterProfile {
  const parsed = baseline && typeof baseline === "object" ? DesignFormSchema.safeParse(baseline) : null;
  if (!parsed?.success) return next;
  const before = toProfileAttributes(parsed.data) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]))) as CenterProfile;
}

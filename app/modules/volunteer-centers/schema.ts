import { z } from "zod";
import { messages } from "~/lib/validation";
import { FONT_FAMILIES } from "~/modules/theme/fonts";
import { SHADE_KEYS } from "~/modules/theme/theme";

/*
 * The branding of a volunteer center (spec §3 profile). Shared by the API
 * and, later, the design settings form. Colours are #rgb or #rrggbb; a shade
 * set here has all of 50…950 (an incomplete one is ignored before this
 * schema sees it, spec §5: see the profile route).
 */
const hex = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: messages.invalid });
const url = z.string().regex(/^(https:\/\/|\/)[^\s"'<>()]*$/i, { error: messages.url });
const shades = z.object(Object.fromEntries(SHADE_KEYS.map((key) => [key, hex])) as Record<(typeof SHADE_KEYS)[number], typeof hex>);
const text = (max: number) => z.string().max(max, { error: messages.maxLength(max) });
/** A footer column's title: the settings page's fields take it as their maxLength too. */
export const FOOTER_TITLE_MAX = 80;
/** The rich text of footer columns 6 and 8: the settings page's text boxes take it as their maxLength too. */
export const FOOTER_CONTENT_MAX = 2000;

export const CenterProfileSchema = z
  .object({
    name: text(120),
    websiteLogoUrl: url.nullable(),
    websiteLogoDarkModeUrl: url.nullable(),
    faviconUrl: url.nullable(),
    gtagId: z.string().regex(/^(G|UA|AW)-[A-Z0-9-]+$/i, { error: messages.invalid }).nullable(),
    primaryColor: hex.nullable(),
    primaryColorShades: shades.nullable(),
    secondaryColor: hex.nullable(),
    secondaryColorShades: shades.nullable(),
    mutedColor: hex.nullable(),
    backgroundColor: hex.nullable(),
    textColor: hex.nullable(),
    themeConfig: z
      .object({
        defaultShape: z.enum(["rounded", "straight"]),
        // Only the self-hosted set (fonts.ts): a name the site cannot render is refused.
        fonts: z.object({ sans: z.enum(FONT_FAMILIES, { error: messages.invalid }), heading: z.enum(FONT_FAMILIES, { error: messages.invalid }) }).partial(),
        cssVariables: z.record(z.string().regex(/^--[a-z0-9-]+$/i), z.string().regex(/^[^;{}<>\\]*$/).max(200)),
        header: z
          .object({
            fullWidth: z.boolean(),
            variant: z.enum(["tab", "legacy"]),
            sticky: z.boolean(),
            languageToggle: z.boolean(),
            centerMenuItems: z.boolean(),
            menuItemFontClass: z.string().regex(/^[a-z0-9:-]+(\s[a-z0-9:-]+)*$/),
          })
          .partial(),
        footer: z.object({ variant: z.enum(["tab", "maud", "legacy"]) }).partial(),
      })
      .partial()
      .nullable(),
    footerColumn1Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn2Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn3Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn4Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn6Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn8Title: text(FOOTER_TITLE_MAX).nullable(),
    footerColumn6Content: text(FOOTER_CONTENT_MAX).nullable(),
    footerColumn8Content: text(FOOTER_CONTENT_MAX).nullable(),
    showAnbiLogo: z.boolean(),
    showNovLogo: z.boolean(),
    /** Issue 14 (decision 040): how many hours before an activity its participants get the reminder mail (24–48; default 24). */
    activityReminderHours: z.number().int().min(24, { error: messages.invalid }).max(48, { error: messages.invalid }).nullable(),
  })
  .partial()
  .strict();

export type CenterProfileInput = z.infer<typeof CenterProfileSchema>;

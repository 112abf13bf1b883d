import { config } from "~/lib/config.server";
import { localizedPath } from "~/middleware/paths";
import { isCenterRole } from "~/modules/organizations/pages.server";
import { seal, unseal } from "~/modules/session/encrypted-cookie.server";
import type { SessionUser } from "~/modules/users/session-user.server";
import { CenterProfileSchema } from "~/modules/volunteer-centers/schema";
import type { CenterProfile } from "./theme";

/*
 * The design editor's preview (issue 15): the public home page in a theme that is not saved. The editor's
 * action seals the candidate branding (encrypted and authenticated with the session secret, for one center, for
 * half an hour) into the address `/?themePreview=<token>`, which the page it answers with shows in its frame
 * (decision 078); the root applies it
 * only for a signed-in admin or center superuser of that center, so the live theme and the page cache (which
 * never serves or keeps a signed-in request) stay as they are until the form is saved.
 */

export const PREVIEW_PARAM = "themePreview";
const PURPOSE = "theme-preview";
const LIFETIME_MS = 30 * 60 * 1000;

/** What a preview may change: the branding of the design form, nothing else of the profile. */
const PREVIEW_FIELDS = [
  "primaryColor",
  "primaryColorShades",
  "secondaryColor",
  "secondaryColorShades",
  "mutedColor",
  "backgroundColor",
  "textColor",
  "websiteLogoUrl",
  "websiteLogoDarkModeUrl",
  "faviconUrl",
  "themeConfig",
] as const;

export function sealPreview(input: { centerId: string; profile: CenterProfile; now: Date }): string {
  const profile = Object.fromEntries(PREVIEW_FIELDS.map((key) => [key, input.profile[key] ?? null]));
  return seal({ purpose: PURPOSE, centerId: input.centerId, expires: input.now.getTime() + LIFETIME_MS, profile }, config.sessionSecrets[0]!);
}

/** The address of the home page, in the editor's language, in the candidate branding of `input` (sealed as sealPreview does). */
export function previewPath(input: Parameters<typeof sealPreview>[0], language: string): string {
  return `${localizedPath("/", language)}?${PREVIEW_PARAM}=${encodeURIComponent(sealPreview(input))}`;
}

/** The candidate branding of a token made for this center and not expired, checked as the API would; else null. */
export function openPreview(token: string, input: { centerId: string; now: Date }): CenterProfile | null {
  if (token.length > 8_000) return null;
  const sealed = unseal(token, config.sessionSecrets) as { purpose?: unknown; centerId?: unknown; expires?: unknown; profile?: unknown } | null;
  if (!sealed || sealed.purpose !== PURPOSE || sealed.centerId !== input.centerId) return null;
  if (typeof sealed.expires !== "number" || sealed.expires < input.now.getTime()) return null;
  const parsed = CenterProfileSchema.pick(Object.fromEntries(PREVIEW_FIELDS.map((key) => [key, true])) as Record<(typeof PREVIEW_FIELDS)[number], true>).safeParse(sealed.profile);
  return parsed.success ? (parsed.data as CenterProfile) : null;
}

/** The profile the root renders with: the preview of the request's `themePreview`, for the center's own admins and center superusers only. */
export function themePreview(request: Request, user: SessionUser | null, center: { id: string; profile?: CenterProfile }): CenterProfile | null {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (!token || !isCenterRole(user)) return null;
  const preview = openPreview(token, { centerId: center.id, now: new Date() });
  return preview ? { ...center.profile, ...preview } : null;
}

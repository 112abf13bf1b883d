import type { ApiClient } from "~/modules/api-client/client.server";
import type { CenterProfileInput } from "~/modules/volunteer-centers/schema";
import { FOOTER_CONTENTS, FOOTER_TITLES, footerNeedsConfirmation, type FooterSettings, isEmptyFooter } from "./schema";

/*
 * The footer settings page (/instellingen/footer) reads and asks through the API: the saved footer is part of the
 * center's profile.
 */

export type SavedFooter = Record<(typeof FOOTER_TITLES)[number] | (typeof FOOTER_CONTENTS)[number], string> & { showAnbiLogo: boolean; showNovLogo: boolean };

/** The footer as saved: the profile's column titles and texts ("" when unset) and its two logos. */
export async function loadFooter(api: ApiClient): Promise<SavedFooter> {
  const { data: center } = await api.get<{ id: string; profile?: CenterProfileInput }>("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
  const profile = center.profile ?? {};
  const pick = Object.fromEntries([...FOOTER_TITLES, ...FOOTER_CONTENTS].map((key) => [key, profile[key] ?? ""]));
  return { ...pick, showAnbiLogo: !!profile.showAnbiLogo, showNovLogo: !!profile.showNovLogo } as SavedFooter;
}

/**
 * Whether this save must ask before emptying the footer (footerNeedsConfirmation). The saved footer matters only
 * for a save that would leave it empty and is not confirmed yet, so only that save reads it.
 */
export async function footerSaveNeedsConfirmation(api: ApiClient, value: FooterSettings): Promise<boolean> {
  if (!isEmptyFooter(value) || value.confirmEmpty === true) return false;
  return footerNeedsConfirmation(await loadFooter(api), value);
}

/*
 * The app's own public pages a menu item may link to (spec §3 Menu item, systemPageId), with their paths.
 * Only pages whose routes exist (app/routes.ts): an item must never lead to a 404. Names are in the
 * `menus` namespace (systemPages.<id>).
 */
export const SYSTEM_PAGES = {
  home: "/",
  vacancy_bank: "/vacancies/search",
  social_map: "/sociale-kaart",
  news: "/nieuws",
  success_stories: "/succesverhalen",
  partners: "/partners",
  organization_signup: "/organizations/signup",
  volunteer_signup: "/signup",
  contact_form: "/contactformulier",
} as const;

export type SystemPageId = keyof typeof SYSTEM_PAGES;
export const SYSTEM_PAGE_IDS = Object.keys(SYSTEM_PAGES) as [SystemPageId, ...SystemPageId[]];

/** A system page's path in a language: Dutch at the plain path, others under their prefix (/en/…). */
export function systemPagePath(id: SystemPageId, locale: string): string {
  const path = SYSTEM_PAGES[id];
  if (locale === "nl") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

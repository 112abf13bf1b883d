import type { Role } from "~/modules/db/factories.server";
import { mayBuildForms, maySearchPool, type Access } from "~/modules/users/access";

/*
 * The top navigation of spec §2 and who sees which item. The spec names the
 * items but not the rights (§6 "not shown"); these follow what each role does.
 */
export type NavItem = {
  key: string;
  to: string;
  roles: Role[] | "all";
  /** The page's own access rule (the API's guard of it): shown exactly to whom it opens, by role or membership. */
  may?: (who: Access) => boolean;
  /** Not shown to users with one of these roles (they have another item for the same page). */
  unlessRoles?: Role[];
  /** Shown only where the tenant has this feature (spec §1 tenant features). */
  feature?: "p2p" | "volunteerProfiles" | "activities";
};

/** The tenant's features as the request sees them (featuresOf); an item's absent feature counts as off. */
export type NavFeatures = Partial<Record<NonNullable<NavItem["feature"]>, boolean>>;

const CENTER: Role[] = ["admin", "center_superuser"];

export const TOP_NAVIGATION: NavItem[] = [
  { key: "dashboard", to: "/dashboard", roles: "all" },
  { key: "vacancies", to: "/vacancies", roles: [...CENTER, "organization_superuser"] },
  { key: "vacancyBank", to: "/vacancies/search", roles: "all" },
  { key: "organizations", to: "/organizations", roles: CENTER },
  { key: "users", to: "/users", roles: [...CENTER, "organization_superuser"] },
  { key: "applications", to: "/applications", roles: [...CENTER, "organization_superuser", "mentor"] },
  // Everyone else sees their own responses at the same path (issue 13, spec §2 /applications).
  { key: "myApplications", to: "/applications", roles: "all", unlessRoles: [...CENTER, "organization_superuser", "mentor"] },
  { key: "content", to: "/content", roles: [...CENTER, "content_manager", "page_manager"] },
  { key: "settings", to: "/instellingen", roles: CENTER },
  // Everyone signed in may have conversations: volunteers, organizations and the center (issue 13).
  { key: "conversations", to: "/conversations", roles: "all" },
];

/** Areas outside the top navigation of spec §2: forms, the social map, the center's contact form, notification templates and support. */
export const SIDEBAR_NAVIGATION: NavItem[] = [
  { key: "dashboard", to: "/dashboard", roles: "all" },
  // Volunteerly Analytics (issue 15, decision 047): the center sees its figures, an organization its own.
  { key: "analytics", to: "/analytics", roles: [...CENTER, "organization_superuser"] },
  { key: "analyticsCompare", to: "/analytics/index-2", roles: [...CENTER, "organization_superuser"] },
  // Forms are built by the center and by any member of an organization, whatever their role.
  { key: "formBuilder", to: "/form_builder", roles: "all", may: mayBuildForms },
  { key: "socialMap", to: "/sociale-kaart", roles: "all" },
  { key: "contactForm", to: "/contactformulier", roles: "all" },
  // The wording of the center's mails (spec §2 Notification templates), for those who word its content.
  { key: "notificationTemplates", to: "/notification_templates", roles: [...CENTER, "content_manager"] },
  // Neighbour help (issue 14, decision 041): everyone finds it where the tenant has p2p; the center reviews it.
  { key: "neighbourHelp", to: "/een-op-een-hulp", roles: "all", feature: "p2p" },
  { key: "neighbourHelpReview", to: "/een-op-een-hulp/beoordelen", roles: CENTER, feature: "p2p" },
  // The volunteer pool (issue 14): organizations (their superusers and members) and the center search the opted-in volunteer profiles.
  { key: "volunteerPool", to: "/vrijwilligerspool", roles: "all", may: maySearchPool, feature: "volunteerProfiles" },
  // Their activities' dates and sign-ups (issue 14, spec §2 Volunteers and activities), where the tenant has activities.
  { key: "activitiesOverview", to: "/activiteitenkalender/overzicht", roles: [...CENTER, "organization_superuser"], feature: "activities" },
  // The read-only data viewer (issue 15): admins only.
  { key: "dataViewer", to: "/admin/data-viewer", roles: ["admin"] },
  { key: "support", to: "/support", roles: "all" },
];

/** The items a person sees: by their roles, their organization memberships (an item's `may`) and the tenant's features. */
export function visibleItems(items: NavItem[], who: Access, features: NavFeatures = {}): NavItem[] {
  const { roles } = who;
  return items.filter(
    (item) =>
      (!item.feature || features[item.feature] === true) &&
      (item.roles === "all" || item.roles.some((role) => roles.includes(role))) &&
      !item.unlessRoles?.some((role) => roles.includes(role)) &&
      (!item.may || item.may(who)),
  );
}

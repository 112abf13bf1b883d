import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, NavLink } from "react-router";
import { Sheet } from "~/components/ui/sheet";
import { useLocalizedPath } from "~/lib/i18n";
import { useLiveUnread } from "~/modules/notifications/use-live-unread";
import { SIDEBAR_NAVIGATION, TOP_NAVIGATION, visibleItems, type NavItem } from "~/modules/navigation/navigation";
import type { Access } from "~/modules/users/access";
import { AccountMenu } from "./account-menu";
import { ActivityPanel } from "./activity-panel";
import { Logo } from "./logo";
import { AppearanceChoices, ColorModeToggle, LanguageSwitch } from "./preference-forms";
import { useStickyHeader } from "./sticky-header";
import { useShell } from "./use-shell";

/** What the navigation's access rules read of the signed-in person: their roles and the organizations they are a member of. */
function useNavigationAccess(): Access {
  const { user, organizations } = useShell();
  return { roles: user?.roles ?? [], organizationIds: organizations.map((organization) => organization.id) };
}

const toolbarButton = "inline-flex items-center rounded-md border border-border bg-surface px-2 py-1 text-sm text-text hover:bg-surface-muted";

function NavList({ items, orientation }: { items: NavItem[]; orientation: "row" | "column" }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const { theme } = useShell();
  return (
    <ul className={orientation === "row" ? "flex flex-wrap items-center gap-1" : "flex flex-col gap-1"}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={lp(item.to)}
            end={item.to === "/vacancies"}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 ${theme.header.menuItemFontClass} ${isActive ? "bg-primary text-on-primary" : "text-text hover:bg-surface-muted"}`
            }
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The toolbar's bell: /notificaties with the unread count, rendered on the server (issue 13) and kept live by
 * the event stream of /notificaties/live (decision 033).
 */
function NotificationsLink({ initialCount }: { initialCount: number }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const count = useLiveUnread(initialCount, lp("/notificaties/live"));
  // A count that changes while the page stays open is announced (politely); the page's own count is not.
  const announcement = count !== initialCount && count > 0 ? t("shell.notificationsUnread", { count }) : "";
  return (
    <>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <Link
        to={lp("/notificaties")}
        className={`${toolbarButton} gap-1`}
        aria-label={count > 0 ? t("shell.notificationsUnread", { count }) : undefined}
        data-testid="notifications-bell"
      >
        {t("shell.notifications")}
        {count > 0 ? (
          <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-xs font-semibold text-on-primary">
            {count}
          </span>
        ) : null}
      </Link>
    </>
  );
}

/** The signed-in shell's header: top navigation by role, toolbar, account menu; a menu button on narrow screens. */
export function AppHeader() {
  const { t } = useTranslation();
  const { theme, i18nEnabled, features, user } = useShell();
  const sticky = useStickyHeader<HTMLElement>(theme.header.sticky);
  const who = useNavigationAccess();
  const top = visibleItems(TOP_NAVIGATION, who, features);
  return (
    <header ref={sticky.ref} className={`z-30 border-b border-border bg-surface ${sticky.className}`} data-sticky={sticky["data-sticky"]}>
      {/* Below lg (no top menu) the toolbar wraps under the logo rather than making a phone's page wider than its screen. */}
      <div className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 lg:flex-nowrap ${theme.header.fullWidth ? "" : "mx-auto max-w-7xl"}`}>
        <div className="flex items-center gap-3">
          <div className="lg:hidden">
            <Sheet side="left" title={t("nav.main")} trigger={<span className={toolbarButton}>☰ {t("nav.open")}</span>}>
              <nav aria-label={t("nav.main")}>
                <NavList items={top} orientation="column" />
              </nav>
              <nav aria-label={t("nav.sidebar")}>
                <NavList items={visibleItems(SIDEBAR_NAVIGATION, who, features).filter((i) => i.key !== "dashboard")} orientation="column" />
              </nav>
            </Sheet>
          </div>
          <Logo />
        </div>
        <nav aria-label={t("nav.main")} className={`hidden lg:block ${theme.header.centerMenuItems ? "flex-1 justify-center" : ""}`}>
          <NavList items={top} orientation="row" />
        </nav>
        <div role="toolbar" aria-label={t("shell.toolbar")} className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
          <ColorModeToggle />
          {i18nEnabled && theme.header.languageToggle ? (
            <Sheet title={t("language.label")} trigger={<span className={toolbarButton}>{t("language.label")}</span>}>
              <LanguageSwitch />
            </Sheet>
          ) : null}
          <NotificationsLink initialCount={user?.unreadNotifications ?? 0} />
          <Sheet title={t("shell.activity")} trigger={<span className={toolbarButton}>{t("shell.activity")}</span>}>
            <ActivityPanel />
          </Sheet>
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

/** Sidebar of spec §2: Dashboard, Support, Customize (the theme switcher). */
export function AppSidebar() {
  const { t } = useTranslation();
  const { features } = useShell();
  const who = useNavigationAccess();
  return (
    <aside className="hidden w-56 shrink-0 border-r border-border bg-surface p-4 lg:block">
      <nav aria-label={t("nav.sidebar")} className="flex flex-col gap-2">
        <NavList items={visibleItems(SIDEBAR_NAVIGATION, who, features)} orientation="column" />
        <Sheet side="left" title={t("shell.themeSwitcher")} trigger={<span className="block rounded-md px-3 py-2 text-left font-semibold hover:bg-surface-muted">{t("nav.customize")}</span>} triggerClassName="w-full text-left">
          <p>{t("shell.themeIntro")}</p>
          <AppearanceChoices />
        </Sheet>
      </nav>
    </aside>
  );
}

import { useTranslation } from "~/modules/i18n/use-translation";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { splitLanguagePrefix } from "~/middleware/paths";
import type { MenuLink } from "~/modules/menus/tree";
import { Logo } from "./logo";
import { ColorModeToggle, LanguageSwitch } from "./preference-forms";
import { useStickyHeader } from "./sticky-header";
import { useShell } from "./use-shell";

/**
 * Header of the public pages (vacancy bank, social map, content, sign-in, forms): the center's header menu
 * (issue 12) when it made one, else links to the bank and the social map; signing in or the dashboard.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { user, theme, i18nEnabled, menus } = useShell();
  const sticky = useStickyHeader<HTMLElement>(theme.header.sticky);
  const lp = useLocalizedPath();
  const signIn = useSignInPath();
  const linkClass = `rounded-md px-3 py-2 ${theme.header.menuItemFontClass} ${theme.header.variant === "tab" ? "hover:bg-surface-muted" : "underline-offset-4 hover:underline"}`;
  return (
    <header ref={sticky.ref} className={`z-30 border-b border-border bg-surface ${sticky.className}`} data-sticky={sticky["data-sticky"]}>
      <div className={`flex flex-wrap items-center justify-between gap-4 px-4 py-3 ${theme.header.fullWidth ? "" : "mx-auto max-w-7xl"}`}>
        <Logo />
        <nav aria-label={t("nav.main")} className={`flex flex-wrap items-center gap-2 ${theme.header.centerMenuItems ? "flex-1 justify-center" : ""}`}>
          {menus.header.length > 0 ? (
            menus.header.map((item) =>
              item.children.length > 0 ? (
                <SubMenu key={item.id} item={item} className={linkClass} />
              ) : (
                <Link key={item.id} to={item.path} className={linkClass}>
                  {item.name}
                </Link>
              ),
            )
          ) : (
            <>
              <Link to={lp("/vacancies/search")} className={linkClass}>
                {t("nav.vacancyBank")}
              </Link>
              <Link to={lp("/sociale-kaart")} className={linkClass}>
                {t("nav.socialMap")}
              </Link>
            </>
          )}
          {user ? (
            <Link to={lp("/dashboard")} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} hover:bg-surface-muted`}>
              {t("nav.dashboard")}
            </Link>
          ) : (
            <Link to={signIn} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} hover:bg-surface-muted`}>
              {t("nav.signIn")}
            </Link>
          )}
        </nav>
        <div className="flex items-center gap-2">
          <ColorModeToggle />
          {i18nEnabled && theme.header.languageToggle ? <LanguageSwitch /> : null}
        </div>
      </div>
    </header>
  );
}

/** Pages after which signing in goes to the dashboard, not back to them: the start page, and signing in, signing up, passwords, confirming. */
const ACCOUNT_PAGES = /^\/(?:$|(?:auth|signup|confirm)(?:\/|$))/;

/**
 * The sign-in link: it comes back to the page it was followed from (a vacancy, a search with its filters), as a
 * page that asks for sign-in does (requireUser); from the start page and the account pages it goes to the dashboard.
 */
function useSignInPath() {
  const lp = useLocalizedPath();
  const { pathname, search } = useLocation();
  const login = lp("/auth/login-1");
  if (ACCOUNT_PAGES.test(splitLanguagePrefix(pathname).path)) return login;
  return `${login}?${new URLSearchParams({ redirectTo: pathname + search })}`;
}

/**
 * An item with a submenu: a disclosure (details/summary), so it opens by keyboard and without JavaScript;
 * the item's own page is the submenu's first link. With JavaScript it closes on Escape (focus back on its
 * button), on a click elsewhere and after a navigation.
 */
function SubMenu({ item, className }: { item: MenuLink; className: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      details.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);
  return (
    <details ref={ref} className="relative">
      <summary className={`${className} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}>
        {item.name}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </summary>
      <ul className="absolute left-0 top-full z-40 mt-1 flex min-w-56 flex-col gap-1 rounded-md border border-border bg-surface p-2 shadow-lg">
        {[{ ...item, children: [] }, ...item.children].map((link) => (
          <li key={link.id}>
            <Link to={link.path} className="block rounded-md px-3 py-2 hover:bg-surface-muted">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

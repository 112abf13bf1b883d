import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { Logo } from "./logo";
import { ColorModeToggle, LanguageSwitch } from "./preference-forms";
import { useShell } from "./use-shell";

/** Header of the public pages (vacancy bank, social map, content, sign-in, forms). */
export function PublicHeader() {
  const { t } = useTranslation();
  const { user, theme, i18nEnabled } = useShell();
  const lp = useLocalizedPath();
  const tabs = theme.header.variant === "tab";
  return (
    <header className={`z-30 border-b border-border bg-surface ${theme.header.sticky ? "sticky top-0" : ""}`}>
      <div className={`flex flex-wrap items-center justify-between gap-4 px-4 py-3 ${theme.header.fullWidth ? "" : "mx-auto max-w-7xl"}`}>
        <Logo />
        <nav aria-label={t("nav.main")} className={`flex flex-wrap items-center gap-2 ${theme.header.centerMenuItems ? "flex-1 justify-center" : ""}`}>
          <Link to={lp("/vacancies/search")} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} ${tabs ? "hover:bg-surface-muted" : "underline-offset-4 hover:underline"}`}>
            {t("nav.vacancyBank")}
          </Link>
          <Link to={lp("/sociale-kaart")} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} ${tabs ? "hover:bg-surface-muted" : "underline-offset-4 hover:underline"}`}>
            {t("nav.socialMap")}
          </Link>
          {user ? (
            <Link to={lp("/dashboard")} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} hover:bg-surface-muted`}>
              {t("nav.dashboard")}
            </Link>
          ) : (
            <Link to={lp("/auth/login-1")} className={`rounded-md px-3 py-2 ${theme.header.menuItemFontClass} hover:bg-surface-muted`}>
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

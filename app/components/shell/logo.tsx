import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { useShell } from "./use-shell";

/**
 * Spec §2 "Logo and startup": the center's logo image, the dark-mode logo in
 * dark mode when set, else the center name (or the tenant app name) as a heading.
 */
export function Logo() {
  const { theme, centerName, appName } = useShell();
  const lp = useLocalizedPath();
  const name = centerName || appName;
  return (
    <Link to={lp("/")} className="inline-flex items-center text-xl font-bold text-primary no-underline" data-testid="logo">
      {theme.logo.light ? (
        <>
          <img src={theme.logo.light} alt={name} className="h-10 w-auto dark:hidden" />
          <img src={theme.logo.dark ?? theme.logo.light} alt={name} className="hidden h-10 w-auto dark:block" />
        </>
      ) : (
        <span className="font-heading">{name}</span>
      )}
    </Link>
  );
}

import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import type { MenuLink, Menus } from "~/modules/menus/tree";
import { CenterContactDetails } from "./center-contact";
import { useShell } from "./use-shell";

type Column = { title: string; body: React.ReactNode };

/**
 * Footer variants tab, maud (default) and legacy (spec §3) with the profile's
 * column titles 1, 2, 3, 4, 6 and 8, the content of columns 6 and 8, and the
 * ANBI and NOV logos. Columns 1–4 list the center's footer menus (issue 12) when it made any, else the
 * built-in links. The center's contact details from its settings (decision 045) follow as a column of their own
 * when it filled in any.
 */
export function PublicFooter() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  // The activity calendar only where the tenant has activities (decision 043).
  const activities = useShell().features.activities;
  const { profile, theme, centerName, appName, menus, features, contact } = useShell();
  const links = (items: Array<[string, string]>) => (
    <ul className="flex flex-col gap-1">
      {items.map(([to, label]) => (
        <li key={to}>
          <Link to={lp(to)} className="underline-offset-4 hover:underline">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
  // Rich text the API stored sanitized (issue 15: the settings' footer page writes it with the tiptap editor).
  const text = (value: string | null | undefined) =>
    value ? <div className="flex flex-col gap-2 [&_a]:underline" dangerouslySetInnerHTML={{ __html: value }} /> : null;
  const titles = [profile.footerColumn1Title || t("footer.volunteers"), profile.footerColumn2Title || t("footer.organizations"), profile.footerColumn3Title || t("footer.about")];
  const columns: Column[] = [
    ...(hasFooterMenus(menus)
      ? FOOTER_MENUS.flatMap((menu, index) => {
          const title = titles[index] ?? profile.footerColumn4Title ?? "";
          return menus[menu].length > 0 || (index === 3 && title) ? [{ title, body: <MenuList links={menus[menu]} /> }] : [];
        })
      : [
          { title: titles[0]!, body: links([
              ["/vacancies/search", t("nav.vacancyBank")],
              ...(activities ? ([["/activiteitenkalender", t("footer.calendar")]] as Array<[string, string]>) : []),
              // Neighbour help (decision 041) only where the tenant has p2p.
              ...(features.p2p ? ([["/een-op-een-hulp", t("footer.neighbourHelp")]] as Array<[string, string]>) : []),
            ]) },
          { title: titles[1]!, body: links([["/organizations/signup", t("footer.organizationSignup")], ["/sociale-kaart", t("footer.socialMap")]]) },
          { title: titles[2]!, body: links([["/partners", t("footer.partners")], ["/contactformulier", t("footer.contact")]]) },
          ...(profile.footerColumn4Title ? [{ title: profile.footerColumn4Title, body: null }] : []),
        ]),
    ...(profile.footerColumn6Title || profile.footerColumn6Content ? [{ title: profile.footerColumn6Title ?? "", body: text(profile.footerColumn6Content) }] : []),
    ...(profile.footerColumn8Title || profile.footerColumn8Content ? [{ title: profile.footerColumn8Title ?? "", body: text(profile.footerColumn8Content) }] : []),
    ...(contact ? [{ title: t("footer.contactDetails"), body: <CenterContactDetails contact={contact} /> }] : []),
  ];
  const variantClass =
    theme.footer === "legacy" ? "bg-surface-muted text-text" : theme.footer === "tab" ? "border-t-4 border-primary bg-surface text-text" : "bg-secondary text-on-secondary";
  return (
    <footer className={`mt-16 ${variantClass}`} data-footer-variant={theme.footer}>
      <nav aria-label={t("footer.footerNav")} className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {columns.map((column, index) => (
          <div key={index} className="flex flex-col gap-2">
            {column.title ? <h2 className="font-heading text-lg font-semibold">{column.title}</h2> : null}
            {column.body}
          </div>
        ))}
      </nav>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 pb-8 text-sm">
        <p>{t("footer.rights", { year: new Date().getFullYear(), name: centerName || appName })}</p>
        <div className="flex items-center gap-4">
          {profile.showAnbiLogo ? <img src="/logos/anbi.svg" alt={t("footer.anbi")} className="h-10 w-auto rounded bg-white p-1" /> : null}
          {profile.showNovLogo ? <img src="/logos/nov.svg" alt={t("footer.nov")} className="h-10 w-auto rounded bg-white p-1" /> : null}
        </div>
      </div>
    </footer>
  );
}

const FOOTER_MENUS = ["footer_1", "footer_2", "footer_3", "footer_4"] as const;
const hasFooterMenus = (menus: Menus) => FOOTER_MENUS.some((menu) => menus[menu].length > 0);

/** A footer column's menu; a submenu as a nested list under its item. */
function MenuList({ links }: { links: readonly MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.path} className="underline-offset-4 hover:underline">
            {link.name}
          </Link>
          {link.children.length > 0 ? (
            <div className="mt-1 ps-4">
              <MenuList links={link.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";

export type Section = { path: string; key: string; end: boolean };

/**
 * A page with sections (the center's settings, one's own account): the children above the h1's row, a secondary
 * navigation whose links NavLink marks with aria-current="page" when open, and the open section beside it.
 */
export function SectionLayout({
  title,
  navLabel,
  sections,
  label,
  before,
  className = "max-w-5xl",
}: {
  title: string;
  navLabel: string;
  sections: readonly Section[];
  label: (section: Section) => string;
  before?: ReactNode;
  className?: string;
}) {
  const lp = useLocalizedPath();
  return (
    <div className={`flex flex-col gap-6 ${className}`}>
      {before}
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={navLabel} className="md:w-56 md:shrink-0">
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {sections.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={lp(section.path)}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary ${isActive ? "bg-primary text-on-primary" : "text-text hover:bg-surface-muted"}`
                  }
                >
                  {label(section)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

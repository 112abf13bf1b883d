import { useTranslation } from "~/modules/i18n/use-translation";
import { NavLink, Outlet, data } from "react-router";
import { useLocalizedPath } from "~/lib/i18n";
import { config } from "~/lib/config.server";
import { requireUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/layout";
import { GALLERY_PAGES } from "./gallery";

/*
 * The developer test pages are for development, and in production for
 * admins only; anyone else gets the plain 404 page, as if they did not exist.
 * Middleware, so the pages' actions are guarded as well as their loaders.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context, request }, next) => {
    const user = await requireUser(context, request);
    if (config.isProduction && !user.roles.some((role) => role.name === "admin")) {
      throw data({ path: new URL(request.url).pathname, message: "Page not found" }, { status: 404 });
    }
    return next();
  },
];

/** Why this visitor may see the gallery; a loader also makes client navigations into it pass the middleware. */
export function loader() {
  return { access: config.isProduction ? ("admin" as const) : ("development" as const) };
}

export default function GalleryLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const lp = useLocalizedPath();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-2 py-1 text-sm ${isActive ? "bg-primary text-on-primary" : "text-primary underline hover:bg-surface-muted"}`;
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t("nav.label")} className="rounded-md border border-border bg-surface p-3">
        <p className="mb-2 text-sm text-muted">{t(`nav.access.${loaderData.access}`)}</p>
        <ul className="flex flex-wrap gap-1">
          <li>
            <NavLink to={lp("/test")} end className={linkClass}>
              {t("index.title")}
            </NavLink>
          </li>
          {GALLERY_PAGES.map((page) => (
            <li key={page}>
              <NavLink to={lp(`/test/${page}`)} className={linkClass}>
                {t(`pages.${page}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export const handle = { i18n: ["gallery"] } satisfies I18nHandle;

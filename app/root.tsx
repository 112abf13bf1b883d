import { lazy, useEffect } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { useChangeLanguage } from "remix-i18next/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { ErrorPage } from "~/components/error-page";
import { LoadingBar } from "~/components/feedback/loading-bar";
import { ToastProvider, Toaster } from "~/components/feedback/toast";
import { useNonce } from "~/components/nonce";
import { useSubmitPressKeepsFocus } from "~/components/submit-press";
import { useFocusAfterPost, useFocusMainAfterNavigation } from "~/components/shell/focus-after-navigation";
import { ImpersonationBanner } from "~/components/shell/impersonation-banner";
import { Analytics, ConsentBanner } from "~/components/shell/consent";
import { PublicFooter } from "~/components/shell/public-footer";
import { PublicHeader } from "~/components/shell/public-header";
import { TranslationPreloads } from "~/components/translation-preloads";
import { apiContext, localeContext, sessionContext, tenancyContext } from "~/middleware/context";
import { getCsrfToken } from "~/middleware/csrf.server";
import { rootMiddleware } from "~/middleware/root.server";
import { appearanceCookie, colorModeCookie, consentCookie } from "~/modules/session/session.server";
import { htmlAttributes, pickAppearance, resolveAppearance } from "~/modules/theme/appearance";
import { COLOR_MODE_STORAGE_KEY, colorModeScript, type ColorMode } from "~/modules/theme/color-mode";
import { themePreview } from "~/modules/theme/preview.server";
import { resolveTheme, type CenterProfile } from "~/modules/theme/theme";
import { publicMenus } from "~/modules/menus/public-menus.server";
import { buildMenus, type MenuListItem } from "~/modules/menus/tree";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { useRouteTranslations, type I18nHandle } from "~/modules/i18n/route-namespaces";
import { getOptionalUser, getUserOrganizations, organizationsFailed } from "~/modules/users/session-user.server";
import { centerContact, type CenterContactFields } from "~/modules/volunteer-centers/contact";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = rootMiddleware;

// The signed-in shell (dialogs, dropdown menu) is code public pages never load. No Suspense
// boundary: the server renders it into the first HTML, also for browsers without JavaScript.
const AppHeader = lazy(() => import("~/components/shell/app-header").then((module) => ({ default: module.AppHeader })));
const AppSidebar = lazy(() => import("~/components/shell/app-header").then((module) => ({ default: module.AppSidebar })));

export async function loader({ context, request }: Route.LoaderArgs) {
  const tenancy = context.get(tenancyContext);
  const api = context.get(apiContext);
  const session = context.get(sessionContext);
  const cookieHeader = request.headers.get("cookie");
  const locale = context.get(localeContext);
  const centerLoaded = api.get<{ id: string; name: string; profile?: CenterProfile } & CenterContactFields>("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
  const [{ data: center }, menus, user, storedMode, storedAppearance, consent] = await Promise.all([
    centerLoaded,
    // The public header's and footer's menus in the page's language (issue 12), kept per process (issue 10).
    centerLoaded.then(({ data: { id: centerId } }) =>
      publicMenus(context, { tenantId: tenancy.tenant.id, centerId, locale }, async () => {
        const { rows } = await api.getPage<MenuListItem & { visible: boolean }>("/api/v1/menu-items", {
          query: { "filter[locale]": locale, "page[size]": 300, "fields[menu_items]": "name,menu,path,parent_id,order,visible" },
        });
        // Editors also read items visitors cannot follow (a draft page's); the site shows what visitors see.
        return buildMenus(rows.filter((item) => item.visible));
      }),
    ),
    getOptionalUser(context),
    colorModeCookie().parse(cookieHeader) as Promise<unknown>,
    appearanceCookie().parse(cookieHeader) as Promise<unknown>,
    consentCookie().parse(cookieHeader) as Promise<unknown>,
  ]);
  // Loaded with the user, which also settled the selected organization (spec §4).
  const [organizations, organizationsUnavailable] = await Promise.all([getUserOrganizations(context), organizationsFailed(context)]);
  // The design editor's unsaved theme in its preview frame, for the center's own admins only (decision 046).
  const profile = themePreview(request, user, center) ?? center.profile ?? {};
  const currentOrganizationId = session.get("currentOrganizationId") ?? null;
  // Decision 048: the user's own choices, else this device's (cookies), else the defaults (the center's shape).
  const appearance = resolveAppearance(user?.appearance ?? {}, pickAppearance({ ...pickAppearance(storedAppearance), colorMode: storedMode }));
  return {
    locale,
    appName: tenancy.tenant.appName,
    centerName: center.name,
    /** The center's public contact details (decision 045), shown in the public footer. */
    contact: centerContact(center),
    profile,
    theme: resolveTheme(profile),
    menus,
    i18nEnabled: featuresOf(tenancy).i18n,
    /** Feature flags the navigation shows items by (spec §1). */
    features: featuresOf(tenancy),
    csrfToken: getCsrfToken(context),
    user: user ? { firstName: user.firstName, email: user.email, roles: user.roles.map((role) => role.name), unreadNotifications: user.unreadNotifications } : null,
    organizations: organizations.map(({ id, name }) => ({ id, name })),
    /** Spec §8: the organizations could not be loaded; the switcher says so and offers a retry. */
    organizationsFailed: organizationsUnavailable,
    impersonation: user?.impersonatedBy ? { name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email } : null,
    currentOrganizationId,
    toast: session.get("toast") ?? null,
    colorMode: appearance.colorMode,
    appearance,
    consent: consent === "yes" || consent === "no" ? consent : null,
  };
}

/** What a route may ask of the shell through its `handle`. */
export type ShellHandle = {
  layout?: "default" | "empty" | "wide";
  shell?: "public" | "app";
  whiteBackground?: boolean;
  colorMode?: "light" | "dark";
};

function useShellHandle(): ShellHandle {
  const merged: ShellHandle = {};
  for (const match of useMatches()) Object.assign(merged, (match.handle as ShellHandle | undefined) ?? {});
  return merged;
}

/**
 * After hydration the page keeps the colour mode itself: local storage (spec
 * §4) and, in system mode, the device preference as it changes.
 */
function useColorModeSync(mode: ColorMode) {
  useEffect(() => {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage can be unavailable (private mode); the cookie still holds the mode.
    }
    // A chosen mode: the class as the server renders it. React leaves the attribute alone when its value does not
    // change, so a "dark" the head script added in system mode would otherwise stay after choosing light.
    if (mode !== "system") {
      document.documentElement.classList.toggle("dark", mode === "dark");
      return;
    }
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const apply = () => document.documentElement.classList.toggle("dark", query.matches);
    apply();
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [mode]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("root");
  const handle = useShellHandle();
  const mode: ColorMode = handle.colorMode ?? data?.colorMode ?? "system";
  const routeError = useRouteError();
  useColorModeSync(mode);
  // Every form, error pages too: a press on its submit button does not take the focus from its field (decision 062).
  useSubmitPressKeepsFocus();
  return (
    // The head script may add the "dark" class before React hydrates.
    <html
      lang={i18n.language}
      dir={i18n.dir(i18n.language)}
      data-color-mode={mode}
      {...(data ? htmlAttributes(data.appearance) : {})}
      className={mode === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
        <link rel="icon" href={data?.theme.favicon ?? "/favicon.svg"} />
        <Meta />
        <Links />
        <TranslationPreloads />
        {data?.theme.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: data.theme.css }} /> : null}
        {data ? <Analytics /> : null}
      </head>
      <body className={`min-h-screen text-text antialiased ${handle.whiteBackground ? "bg-white dark:bg-surface" : "bg-background"}`}>
        <LoadingBar error={routeError !== undefined} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it, so browser tests can wait for a state instead of a duration. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker();
  useFocusMainAfterNavigation();
  useFocusAfterPost();
  // A language switch during client navigation: the root loader tells the new locale.
  useChangeLanguage(loaderData.locale);
  useRouteTranslations();
  return (
    <Shell loaderData={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * The page's frame: the header and menu (public or app), the footer, the toasts and the consent banner. An error
 * page always has the header and footer, also where the failed page itself has none (the empty layout of a form's
 * public link): a visitor on a dead link needs the way on.
 */
function Shell({ loaderData, errorPage = false, children }: { loaderData: Route.ComponentProps["loaderData"]; errorPage?: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const handle = useShellHandle();
  const layout = errorPage && handle.layout === "empty" ? "default" : (handle.layout ?? "default");
  const main = (
    <main id="main" tabIndex={-1} className={`flex-1 px-4 py-8 outline-none ${layout === "wide" ? "w-full" : "mx-auto w-full max-w-5xl"}`}>
      {children}
    </main>
  );
  return (
    <AuthenticityTokenProvider token={loaderData.csrfToken}>
      <ToastProvider flash={loaderData.toast}>
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
          {t("skipToContent")}
        </a>
        <ImpersonationBanner />
        {layout === "empty" ? (
          main
        ) : handle.shell === "app" ? (
          <div className="flex min-h-screen flex-col">
            <AppHeader />
            <div className="flex flex-1">
              <AppSidebar />
              {main}
            </div>
          </div>
        ) : (
          <div className="flex min-h-screen flex-col">
            <PublicHeader />
            {main}
            <PublicFooter />
          </div>
        )}
        <ConsentBanner />
        <Toaster />
      </ToastProvider>
    </AuthenticityTokenProvider>
  );
}

/** The shell's namespaces; each route adds its page's (see route-namespaces.ts). */
export const handle = { i18n: ["common", "errors", "feedback"] } satisfies I18nHandle;

export function ErrorBoundary() {
  const error = useRouteError();
  const loaderData = useRouteLoaderData<typeof loader>("root");
  // A status a page answered (404, 403, 500 …) keeps the shell — the center's header, menu and footer, a signed-in
  // user's account — around the message, so nobody is stranded. Without the root loader's data (it failed) the shell
  // cannot be drawn; an error without a status may have been thrown while rendering, perhaps by the shell itself, so
  // the full-page error screen stands alone for both.
  if (loaderData && isRouteErrorResponse(error)) {
    return (
      <Shell loaderData={loaderData} errorPage>
        <ErrorPage error={error} inShell />
      </Shell>
    );
  }
  return <ErrorPage error={error} />;
}

import { useTranslation } from "react-i18next";
import {
  Form,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useChangeLanguage } from "remix-i18next/react";
import { AuthenticityTokenInput, AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { useNonce } from "~/components/nonce";
import { ErrorPage } from "~/components/error-page";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext, sessionContext, tenancyContext } from "~/middleware/context";
import { getCsrfToken, rootMiddleware } from "~/middleware/root.server";
import { splitLanguagePrefix } from "~/middleware/paths";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = rootMiddleware;

export async function loader({ context }: Route.LoaderArgs) {
  const tenancy = context.get(tenancyContext);
  const api = context.get(apiContext);
  const [{ data: center }, user] = await Promise.all([
    api.get<{ id: string; name: string }>("/api/v1/volunteer_centers/current"),
    getOptionalUser(context),
  ]);
  return {
    locale: context.get(localeContext),
    appName: tenancy.tenant.appName,
    centerName: center.name,
    i18nEnabled: featuresOf(tenancy).i18n,
    csrfToken: getCsrfToken(context),
    user: user ? { firstName: user.firstName, email: user.email } : null,
    toast: context.get(sessionContext).get("toast") ?? null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { i18n } = useTranslation();
  return (
    <html lang={i18n.language} dir={i18n.dir(i18n.language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-text antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // A language switch during client navigation: the root loader tells the new locale.
  useChangeLanguage(loaderData.locale);
  return (
    <AuthenticityTokenProvider token={loaderData.csrfToken}>
      <Shell>
        <Outlet />
      </Shell>
    </AuthenticityTokenProvider>
  );
}

/** A plain header and footer until the app shell of the branding issue takes over. */
function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { t, i18n } = useTranslation();
  const lp = useLocalizedPath();
  const location = useLocation();
  const other = i18n.language === "en" ? "nl" : "en";
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-surface focus:p-2">
        {t("skipToContent")}
      </a>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link to={lp("/")} className="text-xl font-bold text-primary">
            {data?.centerName ?? data?.appName}
          </Link>
          <nav aria-label={t("nav.main")} className="flex flex-wrap items-center gap-4">
            {data?.user ? (
              <>
                <Link to={lp("/dashboard")} className="underline-offset-4 hover:underline">
                  {t("nav.dashboard")}
                </Link>
                <Link to={lp("/uitloggen")} className="underline-offset-4 hover:underline">
                  {t("nav.signOut")}
                </Link>
              </>
            ) : (
              <Link to={lp("/auth/login-1")} className="underline-offset-4 hover:underline">
                {t("nav.signIn")}
              </Link>
            )}
            {data?.i18nEnabled ? (
              <Form method="post" action="/taal">
                <AuthenticityTokenInput name="csrf" />
                <input type="hidden" name="language" value={other} />
                <input type="hidden" name="redirectTo" value={splitLanguagePrefix(location.pathname).path + location.search} />
                <button type="submit" lang={other} className="rounded border border-border px-2 py-1 text-sm">
                  {t("language.switchTo")}
                </button>
              </Form>
            ) : null}
          </nav>
        </div>
      </header>
      {data?.toast ? (
        <div role="status" className="mx-auto mt-4 max-w-5xl px-4">
          <p className="rounded-md border border-success/40 bg-success/10 p-3">{data.toast.message}</p>
        </div>
      ) : null}
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        {children}
      </main>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} />;
}

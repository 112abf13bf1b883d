import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, data, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath, safeRedirect } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { signOutLocally } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/token";

/**
 * Landing page of sign-in links: devise_token_auth appends the credentials to
 * a redirect URL (`access-token` or `token`, `client` or `client_id`, `uid`).
 * They are checked with the API, moved into the session cookie and dropped
 * from the address bar.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const accessToken = params.get("access-token") ?? params.get("token");
  const client = params.get("client") ?? params.get("client_id");
  const uid = params.get("uid");
  const api = context.get(apiContext);
  if (accessToken && client && uid) {
    api.useCredentials({ accessToken, client, uid });
    try {
      await api.get("/auth/validate_token");
      throw redirect(safeRedirect(params.get("redirectTo"), localizedPath("/dashboard", context.get(localeContext))));
    } catch (thrown) {
      if (asApiError(thrown)?.status !== 401) throw thrown;
      signOutLocally(context);
    }
  }
  return data(null, { status: 401 });
}

export default function Token() {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("token.title")}>
      <p role="alert">{t("token.invalid")}</p>
      <Link to={lp("/auth/login-1")} className="text-primary underline">
        {t("confirm.toLogin")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

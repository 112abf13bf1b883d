import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, data, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath, safeRedirect } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/token";

/**
 * Landing page of one-time sign-in links (`/auth/token?token=…&redirectTo=…`,
 * made by POST /api/v1/login_links): the token is exchanged once for a session,
 * which goes into the session cookie, and the visitor lands on `redirectTo` (a
 * path on this site). Access tokens in the address (devise_token_auth's
 * `access-token`, `client`, `uid`) sign nobody in: any link carrying one would
 * sign a visitor into someone else's account (issue 18).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  if (token) {
    try {
      await context.get(apiContext).post("/api/v1/login_links/redeem", { body: { token } });
      throw redirect(safeRedirect(params.get("redirectTo"), localizedPath("/dashboard", context.get(localeContext))));
    } catch (thrown) {
      const status = asApiError(thrown)?.status;
      if (status !== 401 && status !== 400 && status !== 422) throw thrown;
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

import { useTranslation } from "react-i18next";
import { Link, data, redirect } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import type { Route } from "./+types/confirm";

/** The link in the confirmation e-mail: confirms the account, then on to sign-in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("confirmation_token");
  if (token) {
    try {
      await context.get(apiContext).request("GET", "/auth/confirmation", { query: { confirmation_token: token } });
      context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("auth:login.confirmed") });
      throw redirect(localizedPath("/auth/login-1", context.get(localeContext)));
    } catch (thrown) {
      const status = asApiError(thrown)?.status;
      if (status !== 422 && status !== 404) throw thrown;
    }
  }
  return data(null, { status: 422 });
}

export default function Confirm() {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("confirm.title")}>
      <p role="alert">{t("confirm.invalid")}</p>
      <Link to={lp("/auth/login-1")} className="text-primary underline">
        {t("confirm.toLogin")}
      </Link>
    </AuthCard>
  );
}

import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";

/** The same page whatever the signup found (a new organization or an address that had an account). */
export default function OrganizationSignupSuccess() {
  const { t } = useTranslation("socialmap");
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("signup.success.title")}>
      <p role="status">{t("signup.success.body")}</p>
      <p className="text-muted">{t("signup.success.noMail")}</p>
      <Link to={lp("/")} className="text-primary underline">
        {t("signup.success.home")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["socialmap"] } satisfies I18nHandle;

import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";

/** Shown after every sign-up, whether or not the address had an account (no enumeration). */
export default function SignupSuccess() {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("signupSuccess.title")}>
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
        {t("signupSuccess.checkMail")}
      </p>
      <p>{t("signupSuccess.noMail")}</p>
      <Link to={lp("/auth/login-1")} className="text-primary underline">
        {t("signupSuccess.toLogin")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

import { useTranslation } from "~/modules/i18n/use-translation";
import { Link } from "react-router";
import { AuthCard } from "~/components/auth-card";
import { useLocalizedPath } from "~/lib/i18n";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";

/** Public: the confirmation after deleting one's own account (the visitor is signed out by then). */
export default function AccountDeleted() {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("deleted.title")}>
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
        {t("deleted.done")}
      </p>
      <p>{t("deleted.organizations")}</p>
      <Link to={lp("/")} className="text-primary underline">
        {t("deleted.home")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

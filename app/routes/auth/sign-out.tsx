import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { signOut } from "~/modules/users/session-user.server";
import type { Route } from "./+types/sign-out";

/** Signing out changes state, so it is a POST (CSRF-protected); the page asks first. */
export async function action({ context }: Route.ActionArgs) {
  await signOut(context);
  context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("auth:login.signedOut") });
  throw redirect(localizedPath("/auth/login-1", context.get(localeContext)));
}

export default function SignOut() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <AuthCard title={t("signOut.title")}>
      <p>{t("signOut.question")}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <AuthenticityTokenInput name="csrf" />
        <Button type="submit">{t("signOut.submit")}</Button>
        <Link to={lp("/dashboard")} className="text-primary underline">
          {t("signOut.cancel")}
        </Link>
      </Form>
    </AuthCard>
  );
}

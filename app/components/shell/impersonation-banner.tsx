import { useTranslation } from "~/modules/i18n/use-translation";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { useShell } from "./use-shell";

/**
 * While an admin acts as another user (spec §6) every page says so, with the
 * way back; it cannot be dismissed. A plain form post, so it works without JavaScript.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const { impersonation } = useShell();
  if (!impersonation) return null;
  return (
    <div role="status" className="border-b-2 border-warning bg-warning/15 px-4 py-2 text-text">
      <Form method="post" action={lp("/impersonation/stop")} className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <AuthenticityTokenInput name="csrf" />
        <p className="font-semibold">{t("shell.impersonatingAs", { name: impersonation.name })}</p>
        <Button type="submit" variant="secondary">
          {t("shell.stopImpersonating")}
        </Button>
      </Form>
    </div>
  );
}

import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Button } from "~/components/ui/button";
import { ConfirmPanel, linkClass } from "~/components/list-kit";

/** Delete after confirmation: a real form, so it works without JavaScript. */
export function DeleteConfirmation({ organization, cancelHref, action }: { organization: { id: string; name: string }; cancelHref: string; action?: string }) {
  const { t } = useTranslation("organizations");
  return (
    <ConfirmPanel title={t("delete.title")}>
      <p>{t("delete.question", { name: organization.name })}</p>
      <Form method="post" action={action} className="flex flex-wrap gap-3">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={organization.id} />
        <Button type="submit">{t("delete.submit")}</Button>
        <Link to={cancelHref} className={linkClass + " self-center"}>
          {t("delete.cancel")}
        </Link>
      </Form>
    </ConfirmPanel>
  );
}

import { useTranslation } from "~/modules/i18n/use-translation";
import { ConfirmActions, ConfirmPanel } from "~/components/list-kit";

/** Delete after confirmation: a real form, so it works without JavaScript. */
export function DeleteConfirmation({ organization, cancelHref, action }: { organization: { id: string; name: string }; cancelHref: string; action?: string }) {
  const { t } = useTranslation("organizations");
  return (
    <ConfirmPanel title={t("delete.title")}>
      <p>{t("delete.question", { name: organization.name })}</p>
      <ConfirmActions
        intent="delete"
        values={{ id: organization.id }}
        action={action}
        confirmLabel={t("delete.submit")}
        cancelLabel={t("delete.cancel")}
        cancelTo={cancelHref}
      />
    </ConfirmPanel>
  );
}

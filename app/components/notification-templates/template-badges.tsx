import { StatusBadge } from "~/components/list-kit";
import { useTranslation } from "~/modules/i18n/use-translation";

/** A template's state: its own wording or the default; for optional mails active or switched off, else always sent. */
export function TemplateBadges({ template }: { template: { customized: boolean; optional: boolean; active: boolean } }) {
  const { t } = useTranslation("templates");
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={template.customized ? "published" : "draft"} label={t(template.customized ? "badges.customized" : "badges.default")} />
      {template.optional ? (
        <StatusBadge status={template.active ? "accepted" : "rejected"} label={t(template.active ? "badges.active" : "badges.inactive")} />
      ) : (
        <StatusBadge status="new" label={t("badges.required")} />
      )}
    </span>
  );
}

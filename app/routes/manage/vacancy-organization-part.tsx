import { useEffect, useRef } from "react";
import { CHOICE_PARAM, OrganizationChoiceField } from "~/components/organization-choice";
import { inputClass } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { NamedOption, OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { ORGANIZATION_NAME_PARAM, SHOWN_ORGANIZATION_PARAM, VACANCY_ORGANIZATION_INTENT } from "~/modules/vacancies/manage-schema";

/**
 * The part's fields. Which organization the vacancy is for is nothing typed: changing only it does not make leaving
 * the page ask first (the form's unsaved-changes guard leaves them out).
 */
export const ORGANIZATION_PART_FIELDS: readonly string[] = ["organizationId", ORGANIZATION_NAME_PARAM, CHOICE_PARAM, SHOWN_ORGANIZATION_PARAM];

/**
 * The organization of the new vacancy, part of the vacancy form (so changing it keeps everything typed, also without
 * JavaScript): its field, and a button that shows the form again for the organization chosen, with its people as
 * contact persons. `changed`: the form came back for a new organization (the name of a contact person dropped
 * because they are not of it, or "").
 */
export function OrganizationPart({
  choice,
  organization,
  unresolved,
  changed,
}: {
  choice: OrganizationFilter | null;
  organization: NamedOption;
  unresolved: UnresolvedName | null;
  changed: string | null;
}) {
  const { t } = useTranslation("manage");
  const statusRef = useRef<HTMLParagraphElement>(null);
  // With JavaScript the page does not load again: the message of the change takes the focus, so it is heard.
  useEffect(() => {
    if (changed !== null) statusRef.current?.focus();
  }, [changed]);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <input type="hidden" name={SHOWN_ORGANIZATION_PARAM} value={organization.value} />
      {choice === null ? (
        <>
          <input type="hidden" name="organizationId" value={organization.value} />
          <p>
            <span className="font-medium">{t("form.organization")}:</span> {organization.label}
          </p>
        </>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          {choice.kind === "search" ? (
            <OrganizationChoiceField label={t("form.organization")} idName="organizationId" chosen={organization} unresolved={unresolved} />
          ) : (
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t("form.organization")}</span>
              <select name="organizationId" defaultValue={organization.value} className={inputClass + " max-w-96"}>
                {choice.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button type="submit" name="intent" value={VACANCY_ORGANIZATION_INTENT} variant="secondary" formNoValidate>
            {t("form.chooseOrganization")}
          </Button>
          <p className="w-full text-sm text-muted">{t("form.organizationHint")}</p>
        </div>
      )}
      {changed !== null ? (
        <p ref={statusRef} role="status" tabIndex={-1} className="font-medium">
          {changed
            ? t("form.organizationChangedContactDropped", { organization: organization.label, name: changed })
            : t("form.organizationChanged", { organization: organization.label })}
        </p>
      ) : null}
    </div>
  );
}

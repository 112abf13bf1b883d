import { useId } from "react";
import { ErrorList } from "~/components/forms";
import { SearchCombobox } from "~/components/search-combobox";
import { ORGANIZATION_SUGGESTIONS_PATH } from "~/components/organization-filter";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { unresolvedNameError, type NamedOption, type UnresolvedName } from "~/modules/organizations/name-match";
import { ORGANIZATION_NAME_PARAM } from "~/modules/vacancies/manage-schema";

/*
 * A form's organization for center users (decision 052): a search field instead of a select of every organization
 * of the center. With JavaScript a combobox fills the organization's id (`idName`); without it the typed name goes
 * out as ORGANIZATION_NAME_PARAM and the action resolves it (readOrganizationField). A name that found none comes
 * back as the field's error, with the typed text; one that found several comes back with radios to pick one
 * (`organizationChoice`, see ORGANIZATION_CHOICE_PARAM).
 */

/** Keep in step with ORGANIZATION_CHOICE_PARAM (server). */
const CHOICE_PARAM = "organizationChoice";

export function OrganizationChoiceField({
  label,
  hint,
  idName,
  chosen,
  unresolved,
  errors,
}: {
  label: string;
  hint?: string;
  idName: string;
  chosen: NamedOption | null;
  unresolved: UnresolvedName | null;
  errors?: readonly string[] | null;
}) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choiceId = `${id}-choice`;
  // A name that chose none is said from what the action answered, not from the form's live validation: that would
  // drop the message as the field loses focus on the press of the button below, moving the button away mid-click.
  const shownErrors = unresolved ? [unresolvedNameError(unresolved)] : (errors ?? []).filter(Boolean);
  const several = unresolved?.match.kind === "several" ? unresolved.match : null;
  const describedBy = [hint ? hintId : null, shownErrors.length > 0 ? errorId : null, several ? choiceId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <SearchCombobox
        label={label}
        name={ORGANIZATION_NAME_PARAM}
        valueName={idName}
        chosen={unresolved ? null : chosen}
        text={unresolved?.typed}
        suggestionsUrl={(text) => `${lp(ORGANIZATION_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
        countText={(shown, found) => (shown < found ? t("list.organizationSearch.someOf", { count: found, shown }) : t("list.organizationSearch.found", { count: shown }))}
        noneText={t("list.organizationSearch.none")}
        describedBy={describedBy}
        invalid={shownErrors.length > 0}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={shownErrors} />
      {several ? (
        <fieldset id={choiceId} className="mt-1 flex flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4">
          <legend className="px-1 font-medium">{t("organizationField.choose", { typed: unresolved!.typed })}</legend>
          {several.matches.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input type="radio" name={CHOICE_PARAM} value={option.value} className="size-4" />
              {option.label}
            </label>
          ))}
          {several.more > 0 ? <p className="text-sm">{t("list.organizationSearch.more", { count: several.more })}</p> : null}
        </fieldset>
      ) : null}
    </div>
  );
}

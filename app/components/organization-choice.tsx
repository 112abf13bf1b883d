import { useState } from "react";
import { NameChoiceDetails, NameChoiceField, useNameChoiceState, type NameChoiceWords } from "~/components/name-choice";
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
export const CHOICE_PARAM = "organizationChoice";

/** The organization field's words (NameChoiceWords). */
function useOrganizationChoiceWords(): NameChoiceWords {
  const { t } = useTranslation("manage");
  return {
    countText: (shown, found) => (shown < found ? t("list.organizationSearch.someOf", { count: found, shown }) : t("list.organizationSearch.found", { count: shown })),
    noneText: t("list.organizationSearch.none"),
    choose: (typed) => t("organizationField.choose", { typed }),
    more: (count) => t("list.organizationSearch.more", { count }),
  };
}

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
  const lp = useLocalizedPath();
  return (
    <NameChoiceField
      label={label}
      hint={hint}
      names={{ idName, nameName: ORGANIZATION_NAME_PARAM, choiceName: CHOICE_PARAM }}
      chosen={chosen}
      unresolved={unresolved}
      unresolvedError={unresolvedNameError}
      errors={errors}
      suggestionsUrl={(text) => `${lp(ORGANIZATION_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
      words={useOrganizationChoiceWords()}
    />
  );
}

/**
 * Several organizations for center users (decision 052): the chosen ones as check boxes (clear one to leave it out)
 * and a search field to add one. With JavaScript a suggestion chosen joins the list at once; without it the form
 * is sent with the typed name, and the action adds the organization it names and shows the form again (or asks to
 * pick among several, or says none was found), keeping everything else typed.
 */
export function OrganizationsChoiceField({
  label,
  searchLabel,
  hint,
  emptyText,
  addedText,
  idName,
  chosen,
  unresolved,
  added,
  errors,
}: {
  label: string;
  searchLabel: string;
  hint?: string;
  emptyText: string;
  /** What the status says once the form came back with an organization added. */
  addedText: (name: string) => string;
  idName: string;
  chosen: NamedOption[];
  unresolved: UnresolvedName | null;
  added: NamedOption | null;
  errors?: readonly string[] | null;
}) {
  const words = useOrganizationChoiceWords();
  const lp = useLocalizedPath();
  const [list, setList] = useState(chosen);
  // Unticked organizations stay in the list (a second thought ticks them again); choosing one again ticks it too.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const tick = (value: string, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(value);
      else next.add(value);
      return next;
    });
  const [joined, setJoined] = useState<NamedOption | null>(added);
  const state = useNameChoiceState({ hint, unresolved, unresolvedError: unresolvedNameError, errors });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={state.shownErrors.length > 0 && !unresolved ? state.errorId : undefined}>
      <legend className="font-medium">{label}</legend>
      {list.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {list.map((option) => (
            <li key={option.value}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={idName}
                  value={option.value}
                  checked={!unticked.has(option.value)}
                  onChange={(event) => tick(option.value, event.currentTarget.checked)}
                  className="size-4"
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{emptyText}</p>
      )}
      <p role="status" className="text-sm">
        {joined ? addedText(joined.label) : null}
      </p>
      <SearchCombobox
        label={searchLabel}
        name={ORGANIZATION_NAME_PARAM}
        valueName={`${idName}Search`}
        chosen={null}
        text={unresolved?.typed}
        suggestionsUrl={(text) => `${lp(ORGANIZATION_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
        countText={words.countText}
        noneText={words.noneText}
        describedBy={state.describedBy}
        invalid={Boolean(unresolved)}
        onChoose={(option) => {
          setList((current) => (current.some((o) => o.value === option.value) ? current : [...current, option]));
          tick(option.value, true);
          setJoined(option);
        }}
      />
      <NameChoiceDetails state={state} choiceName={CHOICE_PARAM} words={words} />
    </fieldset>
  );
}

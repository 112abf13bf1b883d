import { NameFilterNotice, useNameFilter, type NameFilterNoticeProps } from "~/components/name-filter";
import { SearchCombobox } from "~/components/search-combobox";
import { useLocalizedPath } from "~/lib/i18n";
import type { ChosenByName, UnresolvedName } from "~/lib/name-match";
import { useTranslation } from "~/modules/i18n/use-translation";
import { ORGANIZATION_FILTER_PARAMS, VACANCY_FILTER_PARAMS as PARAMS } from "~/modules/vacancies/manage-schema";

/*
 * The applications' vacancy filter (decision 056): a manager types a title (a combobox fed by
 * /vacancies/suggesties.json once JavaScript runs, a text field the loader resolves without it) instead of
 * choosing from a select, which could hold only the first of a center's thousands of vacancies. The page's URL
 * names the vacancy by its id (`vacancy=`).
 */

/** Where the vacancy field asks for suggestions as one types (`?q=`, and `organization=` to keep to one). */
export const VACANCY_SUGGESTIONS_PATH = "/vacancies/suggesties.json";

/** The vacancy filter's field props and its notice (see useNameFilter). */
export function useVacancyFilter(filter: ChosenByName, unresolved: UnresolvedName | null) {
  const { noticeId, notice } = useNameFilter(PARAMS, filter, unresolved);
  return { field: { filter, unresolved, noticeId }, notice };
}

export function VacancyFilterField({
  filter,
  unresolved,
  noticeId,
  organization,
}: {
  filter: ChosenByName;
  unresolved: UnresolvedName | null;
  noticeId?: string;
  /**
   * The organization the list is filtered by: suggestions keep to its vacancies. With JavaScript the one chosen in
   * the same form now (its organization field, chosen but not yet sent) counts instead, or none when it was cleared.
   */
  organization?: string;
}) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  return (
    <SearchCombobox
      label={t("applications.vacancy")}
      name={PARAMS.nameParam}
      valueName={PARAMS.idParam}
      chosen={unresolved ? null : filter.chosen}
      text={unresolved?.typed}
      suggestionsUrl={(text, form) => {
        const current = form ? chosenOrganization(form, organization) : organization;
        return `${lp(VACANCY_SUGGESTIONS_PATH)}?${new URLSearchParams({ q: text, ...(current ? { organization: current } : {}) })}`;
      }}
      countText={(shown, found) => (shown < found ? t("applications.vacancySearch.someOf", { count: found, shown }) : t("applications.vacancySearch.found", { count: shown }))}
      noneText={t("applications.vacancySearch.none")}
      describedBy={noticeId}
      invalid={unresolved?.match.kind === "none"}
      className="w-full sm:w-72"
    />
  );
}

/**
 * The organization chosen in a filter form as it is now: its combobox's chosen id or its select's value (decision
 * 056); none when its field was cleared or holds a name not chosen yet; `fallback` when the form has no such field.
 */
function chosenOrganization(form: HTMLFormElement, fallback: string | undefined): string | undefined {
  const { idParam, nameParam } = ORGANIZATION_FILTER_PARAMS;
  if (!form.querySelector(`[name="${idParam}"], [name="${nameParam}"]`)) return fallback;
  const value = new FormData(form).get(idParam);
  return typeof value === "string" && value ? value : undefined;
}

/** Why the list is not filtered by the vacancy asked for (see NameFilterNotice). */
export function VacancyNotice(props: NameFilterNoticeProps) {
  const { t } = useTranslation("manage");
  return (
    <NameFilterNotice
      {...props}
      words={{
        noMatch: (typed) => t("applications.vacancySearch.noMatch", { typed }),
        several: (typed) => t("applications.vacancySearch.several", { typed }),
        more: (count) => t("applications.vacancySearch.more", { count }),
        lost: t("applications.vacancySearch.lost"),
      }}
    />
  );
}

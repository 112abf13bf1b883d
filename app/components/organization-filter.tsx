import { FilterSelect } from "~/components/list-kit";
import { NameFilterNotice, useNameFilter, type NameFilterNoticeProps } from "~/components/name-filter";
import { SearchCombobox } from "~/components/search-combobox";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { OrganizationFilter, UnresolvedName } from "~/modules/organizations/name-match";
import { ORGANIZATION_FILTER_PARAMS, ORGANIZATION_NAME_PARAM } from "~/modules/vacancies/manage-schema";

/*
 * The managers' lists (vacancies, their bulk edit, applications) filter by organization, and adding a
 * vacancy starts by choosing one: center roles type a name (a combobox fed by /organizations/suggesties.json
 * once JavaScript runs, a text field the loader resolves without it), organization superusers with several
 * organizations choose from a select. Either way the page's URL names the organization by its id
 * (`organization=`).
 */

/** Where a center user's organization field asks for suggestions as one types (`?q=`). */
export const ORGANIZATION_SUGGESTIONS_PATH = "/organizations/suggesties.json";

type Props = {
  filter: OrganizationFilter;
  /** The `organization` parameter of the list. */
  value: string | undefined;
  /** The typed-name parameter of the field. */
  nameParam: string;
  unresolved: UnresolvedName | null;
  /** The id of the OrganizationNotice, when the page shows one. */
  noticeId?: string;
};

export function OrganizationFilterField({ filter, value, nameParam, unresolved, noticeId }: Props) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  if (filter.kind === "select") {
    return filter.options.length > 1 ? (
      <FilterSelect name="organization" label={t("list.organization")} value={value} anyLabel={t("list.anyOrganization")} options={filter.options} wide />
    ) : null;
  }
  return (
    <SearchCombobox
      label={t("list.organization")}
      name={nameParam}
      valueName="organization"
      chosen={filter.chosen}
      text={unresolved?.typed}
      suggestionsUrl={(text) => `${lp(ORGANIZATION_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
      countText={(shown, found) => (shown < found ? t("list.organizationSearch.someOf", { count: found, shown }) : t("list.organizationSearch.found", { count: shown }))}
      noneText={t("list.organizationSearch.none")}
      describedBy={noticeId}
      invalid={unresolved?.match.kind === "none"}
      className="w-full sm:w-72"
    />
  );
}

/**
 * Why the list is not filtered by the organization asked for: a typed name found several (links to choose
 * one) or none, or the chosen organization is gone (NameFilterNotice). The filter field's description points here.
 * `purpose` "choice": the field chooses the organization a form is for (adding a vacancy), not a list's filter;
 * "figures": it filters the analytics' figures.
 */
export function OrganizationNotice({
  purpose = "filter",
  ...notice
}: Omit<NameFilterNoticeProps, "idParam"> & { purpose?: "filter" | "choice" | "figures" }) {
  const { t } = useTranslation("manage");
  const words = { filter: "list.organizationSearch", choice: "form.organizationChoice", figures: "figuresOrganization" }[purpose];
  return (
    <NameFilterNotice
      {...notice}
      idParam={ORGANIZATION_FILTER_PARAMS.idParam}
      words={{
        noMatch: (typed) => t(`${words}.noMatch`, { typed }),
        several: (typed) => t(`${words}.several`, { typed }),
        more: (count) => t("list.organizationSearch.more", { count }),
        lost: t(`${words}.lost`),
      }}
    />
  );
}

/**
 * A list's organization filter field and, where the typed name did not resolve or the chosen organization is gone,
 * the notice beside the filter form, tied to the field by one id (useNameFilter): spread `field` into
 * OrganizationFilterField and render OrganizationNotice with `notice` when it is set.
 */
export function useOrganizationFilter(filter: OrganizationFilter, value: string | undefined, unresolved: UnresolvedName | null) {
  const { noticeId, notice } = useNameFilter(ORGANIZATION_FILTER_PARAMS, filter.kind === "search" ? filter : null, unresolved);
  return { field: { filter, value, nameParam: ORGANIZATION_NAME_PARAM, unresolved, noticeId }, notice };
}

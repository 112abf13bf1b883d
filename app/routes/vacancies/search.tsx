import { useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, useNavigation, useSubmit } from "react-router";
import { PageTitle } from "~/components/page-title";
import { FilterForm, FilterInput, FilterSelect, Pagination } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { translatedTemplate } from "~/lib/template";
import { apiContext, tenancyContext } from "~/middleware/context";
import { recordSearch } from "~/modules/analytics/recorder.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import { bankDateOf, bankSearchOf, loadBankPage, type BankCard } from "~/modules/vacancies/bank.server";
import { AGE_GROUPS, PAGE_SIZES, VACANCY_SORTS, VACANCY_TAGS, VACANCY_TYPES } from "~/modules/vacancies/constants";
import { formatDay } from "~/lib/dates";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = bankSearchOf(params);
  const tenancy = context.get(tenancyContext);
  const visitor = !(await getOptionalUser(context));
  const page = await loadBankPage(context.get(apiContext), search, visitor ? `${tenancy.tenant.id}:${tenancy.centerId ?? ""}` : null);
  // A new search (its first page) is counted with its result count (decision 047).
  if (search.q && search.page <= 1 && tenancy.centerId) recordSearch(request, { tenantId: tenancy.tenant.id, centerId: tenancy.centerId, term: search.q, results: page.total });
  return { ...page, date: bankDateOf(params) };
}

const SEARCH_DELAY_MS = 300;

export default function VacancySearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<number | undefined>(undefined);
  const { search, vacancies, total, pageCount, organizations, date } = loaderData;
  const organizationOption = translatedTemplate(t, "search.organizationOption", ["name", "vacancies"]);
  const labels = cardLabels(t);

  // With JavaScript the results follow the form as you type; replace keeps the history clean
  // and the same form stays mounted, so the focused field keeps focus.
  function searchAsYouType(form: HTMLFormElement) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void submit(form, { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
  }

  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("search.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("search.title")}</h1>
        <p>{t("search.intro")}</p>
      </header>
      <FilterForm
        label={t("search.formLabel")}
        layout="grid grid-cols-1 gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-3"
        actionsClassName="flex flex-wrap items-end gap-4 md:col-span-3"
        perPage={{ value: search.perPage, sizes: PAGE_SIZES, label: t("search.perPage") }}
        submitLabel={t("search.submit")}
        resetLabel={t("search.reset")}
        resetTo={lp("/vacancies/search")}
        onChange={searchAsYouType}
      >
        <FilterInput name="q" label={t("search.q")} value={search.q} placeholder={t("search.qPlaceholder")} className="md:col-span-3" />
        <FilterSelect name="type" label={t("search.type")} value={search.type} anyLabel={t("search.anyType")}
          options={VACANCY_TYPES.map((type) => ({ value: type, label: labels.types[type]! }))} />
        <FilterSelect name="organization" label={t("search.organization")} value={search.organization} anyLabel={t("search.anyOrganization")}
          options={organizations.map((organization) => ({ value: organization.id, label: organizationOption({ name: organization.name, vacancies: organization.vacancyCount }) }))} />
        <FilterSelect name="age" label={t("search.ageGroup")} value={search.ageGroup ? String(search.ageGroup) : undefined} anyLabel={t("search.anyAgeGroup")}
          options={AGE_GROUPS.map((group) => ({ value: String(group.id), label: t(`ageGroups.${group.key}`) }))} />
        <FilterInput type="text" name="place" label={t("search.place")} value={search.place} />
        {/* A value a date input cannot hold ("2031-02-30") is shown as typed in a text field beside its message. */}
        <FilterInput type={date.error ? "text" : "date"} name="date" label={t("search.date")} value={date.typed} error={date.error} />
        <FilterSelect name="sort" label={t("search.sort")} value={search.sort}
          options={VACANCY_SORTS.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))} />
        <fieldset className="flex flex-col gap-2 md:col-span-3">
          <legend className="font-medium">{t("search.tags")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {VACANCY_TAGS.map((tag) => (
              <label key={tag} className="inline-flex items-center gap-2">
                <input type="checkbox" name="tags" value={tag} defaultChecked={search.tags.includes(tag)} />
                {labels.tags[tag]}
              </label>
            ))}
          </div>
        </fieldset>
      </FilterForm>

      <section aria-labelledby="results-heading" aria-busy={navigation.state === "loading"} className="flex flex-col gap-4">
        <h2 id="results-heading" className="sr-only">
          {t("search.resultsHeading")}
        </h2>
        <p role="status" className="font-medium">
          {total === 0 ? t("errors:generic.noMatchingResults") : t("search.results", { count: total })}
        </p>
        <ul className="flex flex-col gap-4">
          {vacancies.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} labels={labels} language={i18n.language} href={lp(`/vacancies/${vacancy.id}`)} />
          ))}
        </ul>
        <Pagination page={search.page} pageCount={pageCount} />
      </section>
    </section>
  );
}

/**
 * What result cards say, translated once per page rather than per card: a
 * page of results would otherwise look up the same few labels a hundred times.
 */
function cardLabels(t: TFunction<"vacancies">) {
  return {
    types: Object.fromEntries(VACANCY_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<string, string>,
    tags: Object.fromEntries(VACANCY_TAGS.map((tag) => [tag, t(`tags.${tag}`)])) as Record<string, string>,
    tagsLabel: t("search.tags"),
    expiresAt: translatedTemplate(t, "search.expiresAt", ["date"]),
  };
}
type CardLabels = ReturnType<typeof cardLabels>;

/** One result; the page hands it its labels and its link (hooks per card would cost on long lists). */
function VacancyCard({ vacancy, labels, language, href }: { vacancy: BankCard; labels: CardLabels; language: string; href: string }) {
  const expires = formatDay(vacancy.expiresAt, language);
  return (
    <li className="rounded-lg border border-border bg-surface p-4">
      <h3 className="text-xl font-semibold">
        <Link to={href} className="text-primary underline-offset-4 hover:underline">
          {vacancy.title}
        </Link>
      </h3>
      <p className="text-muted">
        {[vacancy.organizationName, vacancy.city, labels.types[vacancy.vacancyType]].filter(Boolean).join(" · ")}
      </p>
      {vacancy.tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={labels.tagsLabel}>
          {vacancy.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-2 py-0.5 text-sm">
              {labels.tags[tag] ?? tag}
            </li>
          ))}
        </ul>
      ) : null}
      {expires ? <p className="mt-2 text-sm">{labels.expiresAt({ date: expires })}</p> : null}
    </li>
  );
}

export const handle = { i18n: ["vacancies"], pageCache: true } satisfies I18nHandle & PageCacheHandle;

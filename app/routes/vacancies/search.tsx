import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import { AGE_GROUPS, PAGE_SIZES, VACANCY_SORTS, VACANCY_TAGS, VACANCY_TYPES, type VacancySort } from "~/modules/vacancies/constants";
import { formatDay } from "~/modules/vacancies/format";
import { VacancySearchSchema, type VacancySearch } from "~/modules/vacancies/schema";
import type { Vacancy } from "~/modules/vacancies/types";
import type { Route } from "./+types/search";

/** The bank's sort choices as the API's `sort` parameter. */
const SORT_PARAM: Record<VacancySort, string> = { relevance: "relevance", newest: "-created_at", expiring: "expires_at" };

/** The form's query string → the search (unknown values fall back to defaults: shared URLs never break). */
function searchOf(params: URLSearchParams): VacancySearch {
  const one = (name: string) => params.get(name) || undefined;
  return VacancySearchSchema.parse({
    q: one("q"),
    type: one("type"),
    tags: params.getAll("tags"),
    organization: one("organization"),
    ageGroup: one("age"),
    place: one("place"),
    date: one("date"),
    sort: one("sort"),
    perPage: one("perPage"),
    page: one("page"),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = searchOf(new URL(request.url).searchParams);
  const api = context.get(apiContext);
  const sort = search.sort ?? (search.q ? "relevance" : "newest");
  const [{ data: vacancies, meta }, { data: organizations }] = await Promise.all([
    api.get<Vacancy[]>("/api/v1/vacancies", {
      query: {
        // Managers see drafts in the list; the bank shows what volunteers can respond to.
        "filter[status]": "published",
        "filter[q]": search.q,
        "filter[vacancy_type]": search.type,
        "filter[tags]": search.tags.length > 0 ? search.tags.join(",") : undefined,
        "filter[organization_id]": search.organization,
        "filter[age_group]": search.ageGroup,
        "filter[place]": search.place,
        "filter[date]": search.date,
        sort: SORT_PARAM[sort],
        "page[size]": search.perPage,
        "page[number]": search.page,
        include: "organization",
      },
    }),
    api.get<Array<{ id: string; name: string }>>("/api/v1/organizations", { query: { "page[size]": 1000 } }),
  ]);
  return {
    search: { ...search, sort },
    vacancies,
    total: Number(meta.total ?? 0),
    pageCount: Number(meta.pageCount ?? 1),
    organizations: organizations.map(({ id, name }) => ({ id, name })),
  };
}

const SEARCH_DELAY_MS = 300;

export default function VacancySearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<number | undefined>(undefined);
  const { search, vacancies, total, pageCount, organizations } = loaderData;

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
      <Form
        method="get"
        role="search"
        aria-label={t("search.formLabel")}
        className="grid gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-3"
        onChange={(event) => searchAsYouType(event.currentTarget)}
      >
        <label className="flex flex-col gap-1 md:col-span-3">
          <span className="font-medium">{t("search.q")}</span>
          <input
            type="search"
            name="q"
            defaultValue={search.q ?? ""}
            placeholder={t("search.qPlaceholder")}
            className="rounded-md border border-border bg-background px-3 py-2"
          />
        </label>
        <SelectFilter name="type" label={t("search.type")} value={search.type} anyLabel={t("search.anyType")}
          options={VACANCY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
        <SelectFilter name="organization" label={t("search.organization")} value={search.organization} anyLabel={t("search.anyOrganization")}
          options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))} />
        <SelectFilter name="age" label={t("search.ageGroup")} value={search.ageGroup ? String(search.ageGroup) : undefined} anyLabel={t("search.anyAgeGroup")}
          options={AGE_GROUPS.map((group) => ({ value: String(group.id), label: t(`ageGroups.${group.key}`) }))} />
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("search.place")}</span>
          <input type="text" name="place" defaultValue={search.place ?? ""} className="rounded-md border border-border bg-background px-3 py-2" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("search.date")}</span>
          <input type="date" name="date" defaultValue={search.date ?? ""} className="rounded-md border border-border bg-background px-3 py-2" />
        </label>
        <SelectFilter name="sort" label={t("search.sort")} value={search.sort}
          options={VACANCY_SORTS.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))} />
        <fieldset className="flex flex-col gap-2 md:col-span-3">
          <legend className="font-medium">{t("search.tags")}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {VACANCY_TAGS.map((tag) => (
              <label key={tag} className="inline-flex items-center gap-2">
                <input type="checkbox" name="tags" value={tag} defaultChecked={search.tags.includes(tag)} />
                {t(`tags.${tag}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-4 md:col-span-3">
          <SelectFilter name="perPage" label={t("search.perPage")} value={String(search.perPage)}
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))} />
          <Button type="submit">{t("search.submit")}</Button>
          <Link to={lp("/vacancies/search")} className="py-2 underline">
            {t("search.reset")}
          </Link>
        </div>
      </Form>

      <section aria-labelledby="results-heading" aria-busy={navigation.state === "loading"} className="flex flex-col gap-4">
        <h2 id="results-heading" className="sr-only">
          {t("search.resultsHeading")}
        </h2>
        <p role="status" className="font-medium">
          {total === 0 ? t("errors:generic.noMatchingResults") : t("search.results", { count: total })}
        </p>
        <ul className="flex flex-col gap-4">
          {vacancies.map((vacancy) => (
            <VacancyCard key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
        {pageCount > 1 ? <Pagination page={search.page} pageCount={pageCount} /> : null}
      </section>
    </section>
  );
}

function SelectFilter({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  anyLabel?: string;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={value ?? ""} className="rounded-md border border-border bg-background px-3 py-2">
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const expires = formatDay(vacancy.expiresAt, i18n.language);
  return (
    <li className="rounded-lg border border-border bg-surface p-4">
      <h3 className="text-xl font-semibold">
        <Link to={lp(`/vacancies/${vacancy.id}`)} className="text-primary underline-offset-4 hover:underline">
          {vacancy.title}
        </Link>
      </h3>
      <p className="text-muted">
        {[vacancy.organization?.name, vacancy.city, t(`types.${vacancy.vacancyType}`)].filter(Boolean).join(" · ")}
      </p>
      {vacancy.tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("search.tags")}>
          {vacancy.tags.map((tag) => (
            <li key={tag} className="rounded-full border border-border px-2 py-0.5 text-sm">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {expires ? <p className="mt-2 text-sm">{t("search.expiresAt", { date: expires })}</p> : null}
    </li>
  );
}

/** Page links keep every other parameter of the current search. */
function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("vacancies");
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={t("search.pagination")} className="flex items-center justify-between gap-4">
      {page > 1 ? <PageLink to={hrefFor(page - 1)} label={t("search.previous")} /> : <span />}
      <span>{t("search.page", { page, count: pageCount })}</span>
      {page < pageCount ? <PageLink to={hrefFor(page + 1)} label={t("search.next")} /> : <span />}
    </nav>
  );
}

function PageLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="rounded-md border border-border px-3 py-1 underline-offset-4 hover:underline">
      {label}
    </Link>
  );
}

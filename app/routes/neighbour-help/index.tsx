import { Link } from "react-router";
import { EmptyState, FilterForm, ListOrEmpty, FilterInput, FilterSelect, linkClass, Pagination, useFormatDate } from "~/components/list-kit";
import { useErrorText } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { pageNumberParam } from "~/lib/page-number";
import { apiContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { DISTANCES_KM, HELP_CATEGORIES, HELP_DIRECTIONS, HELP_KINDS, HelpFiltersSchema } from "~/modules/neighbour-help/schema";
import type { Route } from "./+types/index";

/**
 * /een-op-een-hulp (spec §2 Help, public; issue 14, decision 041): the center's approved requests for and offers
 * of help — the neighbourhood, never a name or address — searched by postcode and distance and filtered by kind
 * and category with a plain GET form, paged. A 404 where the tenant has no p2p.
 */

const PAGE_SIZE = 20;
const FILTER_NAMES = ["direction", "kind", "category", "postcode", "distance"] as const;

type Listed = { id: string; direction: string; kind: string; category: string; description: string; neighbourhood: string; distanceKm: number | null; createdAt: string };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireNeighbourHelp(context);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name)?.trim() ? [[name, params.get(name)!.trim()]] : []))) as Record<string, string | undefined>;
  const page = pageNumberParam(params.get("page"));
  const empty = { filters, rows: [] as Listed[], total: 0, page: 1, pageCount: 1 };
  const parsed = HelpFiltersSchema.safeParse(filters);
  if (!parsed.success) return { ...empty, error: parsed.error.issues[0]!.message };
  const query: Record<string, string | number | undefined> = { "page[size]": PAGE_SIZE, "page[number]": page };
  for (const [name, value] of Object.entries(filters)) query[`filter[${name}]`] = value;
  try {
    const { rows, total, pageCount } = await context.get(apiContext).getPage<Listed>("/api/v1/neighbour_help_requests", { query });
    return { filters, rows, total, page, pageCount: Math.max(1, pageCount), error: null };
  } catch (thrown) {
    const code = asApiError(thrown)?.code;
    if (code === "unknown_postcode") return { ...empty, error: "validation.unknownPostcode" };
    // The geocoding service is away: the page stays, with a message instead of results.
    if (code === "geocoder_unavailable") return { ...empty, error: "help:geocoderAway" };
    throw thrown;
  }
}

export default function NeighbourHelp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const errorText = useErrorText();
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { filters, rows, total, page, pageCount, error } = loaderData;
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="max-w-3xl">{t("intro")}</p>
        <p>
          <Link to={lp("/een-op-een-hulp/vragen")} className={linkButtonClass}>
            {t("askLink")}
          </Link>
        </p>
      </header>

      <FilterForm label={t("filters.heading")} submitLabel={t("filters.apply")} resetLabel={t("filters.reset")} resetTo={filtered ? lp("/een-op-een-hulp") : undefined}>
        <FilterSelect name="direction" label={t("filters.direction")} value={filters.direction} anyLabel={t("filters.any")} options={HELP_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))} />
        <FilterSelect name="kind" label={t("filters.kind")} value={filters.kind} anyLabel={t("filters.any")} options={HELP_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        <FilterSelect name="category" label={t("filters.category")} value={filters.category} anyLabel={t("filters.any")} options={HELP_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        <FilterInput name="postcode" type="text" label={t("filters.postcode")} value={filters.postcode} />
        <FilterSelect
          name="distance"
          label={t("filters.distance")}
          value={filters.distance}
          anyLabel={t("filters.anyDistance")}
          options={DISTANCES_KM.map((km) => ({ value: String(km), label: t("filters.km", { count: km }) }))}
        />
      </FilterForm>

      {error ? (
        <p role="alert" className="rounded-lg border border-danger bg-surface p-4">
          {error.startsWith("help:") ? t(error.slice("help:".length)) : errorText(error)}
        </p>
      ) : null}

      <section aria-labelledby="help-results" className="flex flex-col gap-4">
        <h2 id="help-results" className="sr-only">
          {t("filters.heading")}
        </h2>
        <p role="status">{t("count", { count: total })}</p>
        <ListOrEmpty rows={rows} page={page} empty={<EmptyState title={t("empty")} hint={t("emptyHint")} />}>
          <ul className="grid gap-4 md:grid-cols-2" data-testid="help-results">
            {rows.map((request) => (
              <li key={request.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                <p className="text-sm font-medium text-muted">
                  {t(`directions.${request.direction}`)} · {t(`kinds.${request.kind}`)} · {t(`categories.${request.category}`)}
                </p>
                <h3 className="text-lg font-semibold">
                  <Link to={lp(`/een-op-een-hulp/${request.id}`)} className={linkClass}>
                    {request.description.length > 90 ? `${request.description.slice(0, 90)}…` : request.description}
                  </Link>
                </h3>
                <p>{t("neighbourhood", { name: request.neighbourhood })}</p>
                {request.distanceKm !== null ? <p className="text-muted">{t("distance", { km: request.distanceKm })}</p> : null}
                <p className="text-sm text-muted">{t("posted", { date: formatDate(request.createdAt) })}</p>
              </li>
            ))}
          </ul>
        </ListOrEmpty>
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </section>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;

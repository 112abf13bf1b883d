import { Link, data } from "react-router";
import { pageNumberParam } from "~/lib/page-number";
import { PageTitle } from "~/components/page-title";
import { EmptyState, FilterForm, ListOrEmpty, FilterInput, FilterSelect, Pagination, linkClass } from "~/components/list-kit";
import { useErrorText } from "~/components/forms";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, tenancyContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { requireUser } from "~/modules/users/session-user.server";
import { AVAILABILITY, DISTANCES_KM, PoolFiltersSchema, type VolunteerProfileView } from "~/modules/volunteer-pool/schema";
import type { Route } from "./+types/index";

/*
 * The volunteer pool (issue 14, decision 038) for organization users and the center's roles: a GET filter
 * form and the opted-in volunteers of the center, paged. Others get 403 (from the API); 404 where the tenant
 * has no volunteer profiles. Each result links to a new conversation with the volunteer (decision 042): everyone
 * who finds them may write, for their organization or, as center staff, for the center, and the volunteer answers
 * in the same thread.
 */

const PAGE_SIZE = 20;
const FILTER_NAMES = ["q", "skill", "availability", "postcode", "distance"] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type FilterErrors = Partial<Record<FilterName, string>>;

function requireFeature(context: Route.LoaderArgs["context"]) {
  if (!featuresOf(context.get(tenancyContext)).volunteerProfiles) throw data({ message: "Not found" }, { status: 404 });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireFeature(context);
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name)?.trim() ? [[name, params.get(name)!.trim()]] : [])));
  const page = pageNumberParam(params.get("page"));
  const parsed = PoolFiltersSchema.safeParse(raw);
  const empty = { filters: raw as Record<string, string | undefined>, rows: [] as VolunteerProfileView[], total: 0, page: 1, pageCount: 1 };
  if (!parsed.success) {
    // Each filter's first message, shown at its field; nothing is searched.
    const errors: FilterErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as FilterName] ??= issue.message;
    return { ...empty, errors };
  }
  const query: Record<string, string | number | undefined> = { "page[size]": PAGE_SIZE, "page[number]": page };
  for (const [name, value] of Object.entries(raw)) query[`filter[${name}]`] = value;
  try {
    const { rows, total, pageCount } = await context.get(apiContext).getPage<VolunteerProfileView>("/api/v1/volunteer_profiles", { query });
    return { filters: raw as Record<string, string | undefined>, rows, total, page, pageCount: Math.max(1, pageCount), errors: null };
  } catch (thrown) {
    if (asApiError(thrown)?.status === 422) return { ...empty, errors: { postcode: "profile:pool.unknownPostcode" } satisfies FilterErrors };
    throw thrown;
  }
}

export default function VolunteerPool({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const errorText = useErrorText();
  const lp = useLocalizedPath();
  const { filters, rows, total, page, pageCount, errors } = loaderData;
  const message = (key: string | undefined) => (key ? (key.startsWith("profile:") ? t(key.slice("profile:".length)) : errorText(key)) : null);
  // The selects show no message of their own (only a changed address gets a value they do not offer): named in the
  // alert, each marked invalid and described by its line there.
  const selectErrors = (["availability", "distance"] as const).filter((name) => errors?.[name]);
  const selectErrorId = (name: "availability" | "distance") => (errors?.[name] ? `pool-error-${name}` : undefined);
  const slotLabel = (slot: string) => {
    const [day, part] = slot.split("_") as [string, string];
    return t("pool.dayPart", { day: t(`pool.days.${day}`), part: t(`pool.dayParts.${part}`) });
  };
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("pool.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("pool.title")}</h1>
        <p>{t("pool.intro")}</p>
      </header>

      <FilterForm label={t("pool.filters.heading")} submitLabel={t("pool.filters.apply")} resetLabel={t("pool.filters.reset")} resetTo={filtered ? lp("/vrijwilligerspool") : undefined}>
        <FilterInput name="q" label={t("pool.filters.q")} value={filters.q} error={message(errors?.q)} />
        <FilterInput name="skill" type="text" label={t("pool.filters.skill")} value={filters.skill} error={message(errors?.skill)} />
        <FilterSelect
          name="availability"
          label={t("pool.filters.availability")}
          value={filters.availability}
          anyLabel={t("pool.filters.any")}
          options={AVAILABILITY.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
          invalidBy={selectErrorId("availability")}
        />
        <FilterInput name="postcode" type="text" label={t("pool.filters.postcode")} value={filters.postcode} error={message(errors?.postcode)} />
        <FilterSelect
          name="distance"
          label={t("pool.filters.distance")}
          value={filters.distance}
          anyLabel={t("pool.filters.anyDistance")}
          options={DISTANCES_KM.map((km) => ({ value: String(km), label: t("pool.filters.km", { count: km }) }))}
          invalidBy={selectErrorId("distance")}
        />
      </FilterForm>

      {errors ? (
        // Nothing was searched: no count or "nothing found", which would blame the pool for the filters.
        <div role="alert" className="flex flex-col gap-2 rounded-lg border border-danger bg-surface p-4">
          <p>{t("pool.notSearched")}</p>
          {selectErrors.length > 0 ? (
            <ul className="list-disc pl-5">
              {selectErrors.map((name) => (
                <li key={name} id={selectErrorId(name)}>{`${t(`pool.filters.${name}`)} – ${message(errors[name])}`}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <section aria-labelledby="pool-results" className="flex flex-col gap-4">
          <h2 id="pool-results" className="sr-only">
            {t("pool.title")}
          </h2>
          <p role="status">{t("pool.count", { count: total })}</p>
          <ListOrEmpty
            rows={rows}
            page={page}
            // Without filters there is nothing to loosen: the pool itself is empty.
            empty={<EmptyState title={t(filtered ? "pool.empty" : "pool.emptyPool")} hint={t(filtered ? "pool.emptyHint" : "pool.emptyPoolHint")} />}
          >
            <ul className="grid gap-4 md:grid-cols-2" data-testid="pool-results">
              {rows.map((profile) => (
                <li key={profile.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                  <div className="flex items-center gap-3">
                    {profile.photoUrl ? (
                      <img src={profile.photoUrl} alt={t("pool.photoAlt", { name: profile.name })} className="h-16 w-16 rounded-full object-cover" loading="lazy" />
                    ) : null}
                    <h3 className="text-lg font-semibold">{profile.name}</h3>
                  </div>
                  {profile.distanceKm !== null ? <p className="text-muted">{t("pool.distance", { km: profile.distanceKm })}</p> : null}
                  {profile.about ? <p className="whitespace-pre-line">{profile.about}</p> : null}
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                    {(["skills", "interests", "languages"] as const).map((key) =>
                      profile[key].length > 0 ? (
                        <div key={key} className="contents">
                          <dt className="font-medium">{t(`pool.${key}`)}</dt>
                          <dd>{profile[key].join(", ")}</dd>
                        </div>
                      ) : null,
                    )}
                    {profile.availability.length > 0 ? (
                      <div className="contents">
                        <dt className="font-medium">{t("pool.availability")}</dt>
                        <dd>{profile.availability.map(slotLabel).join(", ")}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {/* Whoever the API lets search may write to the volunteers found; the API decides for whom. A box of the
                      line's 24 px, not the text's 20: the minimum target size (WCAG 2.5.8). */}
                  <p className="border-t border-border pt-3">
                    <Link to={`${lp("/conversations/new")}?volunteer_profile_id=${profile.id}`} className={`${linkClass} inline-flex min-h-6 items-center`}>
                      {t("pool.write", { name: profile.name })}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          </ListOrEmpty>
          <Pagination page={page} pageCount={pageCount} />
        </section>
      )}
    </section>
  );
}

export const handle = { i18n: ["profile", "media"] } satisfies I18nHandle;

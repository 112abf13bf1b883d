import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { PageTitle } from "~/components/page-title";
import { EmptyState, FilterForm, FilterInput, FilterSelect, Pagination } from "~/components/list-kit";
import { ErrorList, useErrorText } from "~/components/forms";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, sessionContext, tenancyContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { getUserOrganizations, requireUser } from "~/modules/users/session-user.server";
import { AVAILABILITY, DISTANCES_KM, PoolFiltersSchema, ProfileReplySchema, type VolunteerProfileView } from "~/modules/volunteer-pool/schema";
import type { Route } from "./+types/index";

/*
 * The volunteer pool (issue 14, decision 038) for organization users and the center's roles: a GET filter
 * form and the opted-in volunteers of the center, paged. Others get 403 (from the API); 404 where the tenant
 * has no volunteer profiles.
 */

const PAGE_SIZE = 20;
const FILTER_NAMES = ["q", "skill", "availability", "postcode", "distance"] as const;

function requireFeature(context: Route.LoaderArgs["context"]) {
  if (!featuresOf(context.get(tenancyContext)).volunteerProfiles) throw data({ message: "Not found" }, { status: 404 });
}

/** The reply form of a result: which profile, and the message (the organization is the sender's first, as the API's default). */
const ReplyFormSchema = ProfileReplySchema.pick({ body: true }).extend({ intent: z.literal("reply"), profileId: z.guid() });

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  requireFeature(context);
  const form = Object.fromEntries(await request.formData());
  const parsed = ReplyFormSchema.safeParse(form);
  if (!parsed.success) return data({ profileId: typeof form.profileId === "string" ? form.profileId : null, error: parsed.error.issues[0]!.message }, { status: 400 });
  const { profileId, body } = parsed.data;
  try {
    await context.get(apiContext).post(`/api/v1/volunteer_profiles/${profileId}/replies`, { body: { data: { type: "volunteer_profile_replies", attributes: { body } } } });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status !== 422) throw thrown;
    return data({ profileId, error: error.errors[0]?.detail ?? "validation.invalid" }, { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(context.get(i18nContext).t("profile:pool.reply.sent")) });
  const url = new URL(request.url);
  throw redirect(`${url.pathname}${url.search}`);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireFeature(context);
  const mayReply = (await getUserOrganizations(context)).length > 0;
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name)?.trim() ? [[name, params.get(name)!.trim()]] : [])));
  const page = Math.max(1, Math.floor(Number(params.get("page")) || 1));
  const parsed = PoolFiltersSchema.safeParse(raw);
  const empty = { filters: raw as Record<string, string | undefined>, rows: [] as VolunteerProfileView[], total: 0, page: 1, pageCount: 1, mayReply };
  if (!parsed.success) return { ...empty, error: parsed.error.issues[0]!.message };
  const query: Record<string, string | number | undefined> = { "page[size]": PAGE_SIZE, "page[number]": page };
  for (const [name, value] of Object.entries(raw)) query[`filter[${name}]`] = value;
  try {
    const { rows, total, pageCount } = await context.get(apiContext).getPage<VolunteerProfileView>("/api/v1/volunteer_profiles", { query });
    return { filters: raw as Record<string, string | undefined>, rows, total, page, pageCount: Math.max(1, pageCount), mayReply, error: null };
  } catch (thrown) {
    if (asApiError(thrown)?.status === 422) return { ...empty, error: "profile:pool.unknownPostcode" };
    throw thrown;
  }
}

export default function VolunteerPool({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const errorText = useErrorText();
  const lp = useLocalizedPath();
  const { filters, rows, total, page, pageCount, mayReply, error } = loaderData;
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
        <FilterInput name="q" label={t("pool.filters.q")} value={filters.q} />
        <FilterInput name="skill" type="text" label={t("pool.filters.skill")} value={filters.skill} />
        <FilterSelect
          name="availability"
          label={t("pool.filters.availability")}
          value={filters.availability}
          anyLabel={t("pool.filters.any")}
          options={AVAILABILITY.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
        />
        <FilterInput name="postcode" type="text" label={t("pool.filters.postcode")} value={filters.postcode} />
        <FilterSelect
          name="distance"
          label={t("pool.filters.distance")}
          value={filters.distance}
          anyLabel={t("pool.filters.anyDistance")}
          options={DISTANCES_KM.map((km) => ({ value: String(km), label: t("pool.filters.km", { count: km }) }))}
        />
      </FilterForm>

      {error ? (
        <p role="alert" className="rounded-lg border border-danger bg-surface p-4">
          {error.startsWith("profile:") ? t(error.slice("profile:".length)) : errorText(error)}
        </p>
      ) : null}

      <section aria-labelledby="pool-results" className="flex flex-col gap-4">
        <h2 id="pool-results" className="sr-only">
          {t("pool.title")}
        </h2>
        <p role="status">{t("pool.count", { count: total })}</p>
        {rows.length === 0 ? (
          <EmptyState title={t("pool.empty")} hint={t("pool.emptyHint")} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" data-testid="pool-results">
            {rows.map((profile) => (
              <li key={profile.id} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                <h3 className="text-lg font-semibold">{profile.name}</h3>
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
                {mayReply ? (
                  <Form method="post" className="flex flex-col gap-2 border-t border-border pt-3">
                    <AuthenticityTokenInput name="csrf" />
                    <input type="hidden" name="intent" value="reply" />
                    <input type="hidden" name="profileId" value={profile.id} />
                    <label htmlFor={`reply-${profile.id}`} className="font-medium">
                      {t("pool.reply.label", { name: profile.name })}
                    </label>
                    <textarea
                      id={`reply-${profile.id}`}
                      name="body"
                      rows={3}
                      required
                      maxLength={4000}
                      aria-invalid={actionData?.profileId === profile.id ? true : undefined}
                      aria-describedby={actionData?.profileId === profile.id ? `reply-${profile.id}-error` : undefined}
                      className="rounded-md border border-input bg-surface px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary"
                    />
                    {actionData?.profileId === profile.id ? <ErrorList id={`reply-${profile.id}-error`} errors={[actionData.error]} /> : null}
                    <div>
                      <Button type="submit" variant="secondary">
                        {t("pool.reply.send")}
                      </Button>
                    </div>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </section>
    </section>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

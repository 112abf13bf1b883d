import { data, Link, redirect } from "react-router";
import { pageNumberParam } from "~/lib/page-number";
import { ConfirmDeleteForm, DataTable, EmptyState, linkClass, Pagination, RowActions, useFormatDate, useHrefWith } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/vacancy-participants";
import { apiOf, flashSuccess } from "./manage.server";
import { loadManagedActivity, loadOccurrence, loadOccurrences, loadSignups } from "./vacancy-participants.server";

/**
 * /vacancies/{id}/deelnemers (issue 14, decision 040): an activity's dates with their sign-up counts ("12/20, 3
 * wachtend"), one date's participants and waiting list, removal after a confirmation step (`?confirm=delete`),
 * and the CSV export of the date. Plain links and forms: it works without JavaScript.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const vacancy = await loadManagedActivity(context, request, params.id);
  const url = new URL(request.url);
  const all = url.searchParams.get("alle") === "1";
  const page = pageNumberParam(url.searchParams.get("page"));
  const occurrences = await loadOccurrences(context, vacancy.id, { all, page });
  const chosen = url.searchParams.get("datum");
  const selected = chosen
    ? await loadOccurrence(context, chosen).then((o) => (o.vacancyId === vacancy.id ? o : null))
    : (occurrences.rows[0] ?? null);
  if (chosen && !selected) throw data({ message: "Not found" }, { status: 404 });
  const signups = selected ? await loadSignups(context, selected.id) : [];
  const confirmId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  const confirming = confirmId ? (signups.find((s) => s.id === confirmId && s.status !== "cancelled") ?? null) : null;
  return { vacancy, all, page, occurrences, selected, signups, confirming };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await loadManagedActivity(context, request, params.id);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const back = new URL(request.url);
  back.searchParams.delete("confirm");
  back.searchParams.delete("id");
  if (form.get("intent") !== "delete" || !/^[0-9a-f-]{36}$/i.test(id)) throw data({ message: "Bad request" }, { status: 400 });
  const response = await apiOf(context).delete(`/api/v1/activity_signups/${id}`);
  const { data: removed } = (await response.json()) as { data: { attributes: { name: string } } };
  flashSuccess(context, "vacancies:signups.participants.removed", { name: removed.attributes.name });
  throw redirect(`${localizedPath(`/vacancies/${params.id}/deelnemers`, context.get(localeContext))}${back.search}`);
}

export default function VacancyParticipants({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const hrefWith = useHrefWith();
  const formatDate = useFormatDate();
  const { vacancy, occurrences, selected, signups, confirming, all } = loaderData;
  const counts = (o: { capacity: number | null; confirmedCount: number; waitingCount: number }) =>
    o.capacity === null
      ? t("signups.participants.countsUnlimited", { confirmed: o.confirmedCount, waiting: o.waitingCount })
      : t("signups.participants.counts", { confirmed: o.confirmedCount, capacity: o.capacity, waiting: o.waitingCount });
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("signups.participants.heading", { title: vacancy.title })} />
      <nav className="flex flex-wrap gap-4">
        <Link to={lp(`/vacancies/${vacancy.id}/edit`)} className={linkClass}>
          {t("signups.participants.edit")}
        </Link>
        <Link to={lp(`/vacancies/${vacancy.id}/rooster`)} className={linkClass}>
          {t("signups.participants.schedule")}
        </Link>
      </nav>
      <h1 className="text-3xl font-bold">{t("signups.participants.heading", { title: vacancy.title })}</h1>
      <p className="max-w-3xl">{t("signups.participants.intro")}</p>

      <div className="flex flex-col gap-3">
        <DataTable
          caption={t("signups.participants.occurrences")}
          rows={occurrences.rows}
          rowKey={(o) => o.id}
          columns={[
            { id: "date", header: t("signups.participants.date"), rowHeader: true, cell: (o) => o.when },
            {
              id: "signups",
              header: t("signups.participants.signups"),
              cell: (o) => (
                <span data-testid="occurrence-counts">
                  {counts(o)}
                  {o.full ? ` (${t("signups.participants.full")})` : ""}
                </span>
              ),
            },
            {
              id: "view",
              header: t("signups.participants.actions"),
              headerHidden: true,
              cell: (o) =>
                selected?.id === o.id ? (
                  <span aria-current="true" className="font-semibold">
                    {t("signups.participants.selected")}
                  </span>
                ) : (
                  <Link to={hrefWith({ datum: o.id, confirm: undefined, id: undefined })} className={linkClass} aria-label={t("signups.participants.viewLabel", { when: o.when })}>
                    {t("signups.participants.view")}
                  </Link>
                ),
            },
          ]}
          page={loaderData.page}
          empty={
            <EmptyState title={t("signups.participants.noOccurrences")} action={{ to: lp(`/vacancies/${vacancy.id}/rooster`), text: t("signups.participants.schedule") }} />
          }
        />
        <Pagination page={loaderData.page} pageCount={occurrences.pageCount} />
        <Link to={hrefWith({ alle: all ? undefined : "1", page: undefined })} className={linkClass + " self-start"}>
          {all ? t("signups.participants.showUpcoming") : t("signups.participants.showAll")}
        </Link>
      </div>

      {selected ? (
        <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="participants-heading" className="text-2xl font-semibold">
              {t("signups.participants.list", { when: selected.when })}
            </h2>
            <a
              href={`${lp(`/vacancies/${vacancy.id}/deelnemers.csv`)}?datum=${selected.id}`}
              className={linkClass}
              aria-label={t("signups.participants.exportLabel", { when: selected.when })}
              download
            >
              {t("signups.participants.export")}
            </a>
          </div>
          <p>{counts(selected)}</p>
          {confirming ? (
            <ConfirmDeleteForm
              title={t("signups.participants.confirmTitle", { name: confirming.name })}
              id={confirming.id}
              confirmLabel={t("signups.participants.confirm")}
              cancelLabel={t("signups.participants.keep")}
              cancelTo={hrefWith({ confirm: undefined, id: undefined })}
            >
              <p>{t("signups.participants.confirmBody", { name: confirming.name })}</p>
            </ConfirmDeleteForm>
          ) : null}
          <DataTable
            caption={t("signups.participants.list", { when: selected.when })}
            rows={signups}
            rowKey={(s) => s.id}
            rowTestId="participant"
            columns={[
              { id: "name", header: t("signups.participants.name"), rowHeader: true, cell: (s) => s.name },
              {
                id: "email",
                header: t("signups.participants.email"),
                cell: (s) => (
                  <a href={`mailto:${s.email}`} className={linkClass}>
                    {s.email}
                  </a>
                ),
              },
              { id: "phone", header: t("signups.participants.phone"), cell: (s) => s.phoneNumber ?? "" },
              { id: "status", header: t("signups.participants.status"), cell: (s) => t(`signups.participants.statuses.${s.status}`, { position: s.waitingPosition ?? "" }) },
              { id: "createdAt", header: t("signups.participants.signedUpAt"), cell: (s) => formatDate(s.createdAt) },
              {
                id: "actions",
                header: t("signups.participants.actions"),
                cell: (s) =>
                  s.status === "cancelled" ? null : (
                    <RowActions
                      actions={[{ text: t("signups.participants.remove"), label: t("signups.participants.removeLabel", { name: s.name }), danger: true, to: hrefWith({ confirm: "delete", id: s.id }) }]}
                    />
                  ),
              },
            ]}
            empty={<EmptyState title={t("signups.participants.noParticipants")} />}
          />
        </section>
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;

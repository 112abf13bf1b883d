import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { VacancyFormSchema, vacancyAttributes } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancy-edit";
import { apiOf, flashSuccess, requireManager } from "./manage.server";
import { loadContactPersons } from "~/modules/users/person-search.server";
import { linkClass, StatusBadge } from "~/components/list-kit";
import { type EditableVacancy } from "~/modules/vacancies/form-values";
import { VacancyForm } from "./vacancy-form";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";
import { ACTIVITY_TYPES } from "~/modules/activities/schedule";

type LoadedVacancy = EditableVacancy & { canManage: boolean; updatedAt: string; organization?: { id: string; name: string } | null };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireManager(context, request);
  const api = apiOf(context);
  const { data: vacancy } = await api.get<LoadedVacancy>(`/api/v1/vacancies/${params.id}`, { query: { include: "organization" } });
  // Published vacancies of others are readable; changing them is not.
  if (!vacancy.canManage) throw data({ message: "Forbidden" }, { status: 403 });
  return { vacancy, contacts: await loadContactPersons(api, vacancy.organizationId) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireManager(context, request);
  const submission = parseWithZod(await request.formData(), { schema: VacancyFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiOf(context).patch(`/api/v1/vacancies/${params.id}`, {
      body: { data: { type: "vacancies", id: params.id, attributes: vacancyAttributes(submission.value, { clear: true }) } },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...VACANCY_FORM_ERRORS, fields: Object.keys(VacancyFormSchema.shape) });
  }
  flashSuccess(context, "manage:form.saved", { title: submission.value.title });
  throw redirect(localizedPath(`/vacancies/${params.id}/edit`, context.get(localeContext)));
}

export default function VacancyEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { vacancy, contacts } = loaderData;
  const confirmHref = (action: string) => lp(`/vacancies?${new URLSearchParams({ confirm: action, id: vacancy.id })}`);
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.editTitle", { title: vacancy.title })} />
      <p>
        <Link to={lp("/vacancies")} className={linkClass}>
          {t("form.backToList")}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("form.editTitle", { title: vacancy.title })}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge status={vacancy.status} label={tv(`statuses.${vacancy.status}`)} />
          <span>
            <span className="font-medium">{t("form.organization")}:</span> {vacancy.organization?.name}
          </span>
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to={lp(`/vacancies/${vacancy.id}`)} className={linkClass}>
              {t("form.view")}
            </Link>
          </li>
          <li>
            <Link to={lp(`/applications?${new URLSearchParams({ vacancy: vacancy.id })}`)} className={linkClass}>
              {t("form.applications")}
            </Link>
          </li>
          {(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType) ? (
            <li>
              <Link to={lp(`/vacancies/${vacancy.id}/rooster`)} className={linkClass}>
                {tv("schedule.link")}
              </Link>
            </li>
          ) : null}
          {(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType) ? (
            <li>
              <Link to={lp(`/vacancies/${vacancy.id}/deelnemers`)} className={linkClass}>
                {tv("signups.participantsLink")}
              </Link>
            </li>
          ) : null}
          {vacancy.status !== "archived" ? (
            <li>
              <Link to={confirmHref("archive")} className={linkClass}>
                {t("form.archive")}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={confirmHref("delete")} className={linkClass + " text-danger"}>
              {t("form.delete")}
            </Link>
          </li>
        </ul>
      </div>
      <VacancyForm
        key={vacancy.updatedAt}
        vacancy={vacancy}
        organizationId={vacancy.organizationId}
        contacts={contacts}
        lastResult={actionData}
        submitLabel={t("form.save")}
      />
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { VacancyFormSchema, vacancyAttributes } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancy-add";
import { apiOf, flashSuccess, loadContactPersons, loadOrganizations, requireManager } from "./manage.server";
import { inputClass, linkClass } from "~/components/list-kit";
import { VacancyForm } from "./vacancy-form";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const organizations = await loadOrganizations(api, manager);
  if (organizations.length === 0) throw data({ message: "Geen organisatie gevonden" }, { status: 403 });
  const chosen = new URL(request.url).searchParams.get("organization");
  // Else the organization the user works in (the selected one, spec §4), else the first.
  const current = await api
    .get<{ id: string }>("/api/v1/current_organization")
    .then((r) => r.data.id)
    .catch(() => null);
  const organizationId =
    organizations.find((o) => o.value === chosen)?.value ?? organizations.find((o) => o.value === current)?.value ?? organizations[0]!.value;
  return { organizations, organizationId, contacts: await loadContactPersons(api, organizationId) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireManager(context, request);
  const submission = parseWithZod(await request.formData(), { schema: VacancyFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  let id: string;
  try {
    const response = await apiOf(context).post("/api/v1/vacancies", {
      body: { data: { type: "vacancies", attributes: { ...vacancyAttributes(value, { clear: false }), organizationId: value.organizationId } } },
    });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...VACANCY_FORM_ERRORS, fields: Object.keys(VacancyFormSchema.shape) });
  }
  flashSuccess(context, "manage:form.created", { title: value.title });
  throw redirect(localizedPath(`/vacancies/${id}/edit`, context.get(localeContext)));
}

export default function VacancyAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const { organizations, organizationId, contacts } = loaderData;
  const organizationName = organizations.find((o) => o.value === organizationId)?.label;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.addTitle")} />
      <p>
        <Link to={lp("/vacancies")} className={linkClass}>
          {t("form.backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("form.addTitle")}</h1>
      {organizations.length > 1 ? (
        // Choosing the organization first: its people are the contact persons to pick from.
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("form.organization")}</span>
            <select name="organization" defaultValue={organizationId} className={inputClass + " max-w-96"}>
              {organizations.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            {t("form.chooseOrganization")}
          </Button>
          <p className="w-full text-sm text-muted">{t("form.organizationHint")}</p>
        </Form>
      ) : (
        <p>
          <span className="font-medium">{t("form.organization")}:</span> {organizationName}
        </p>
      )}
      <VacancyForm key={organizationId} vacancy={null} organizationId={organizationId} contacts={contacts} lastResult={actionData} submitLabel={t("form.create")} />
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

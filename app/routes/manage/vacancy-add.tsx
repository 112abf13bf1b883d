import { useId } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { OrganizationFilterField, OrganizationNotice } from "~/components/organization-filter";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { NamedOption, OrganizationFilter } from "~/modules/organizations/name-match";
import { loadOrganizationOption } from "~/modules/organizations/name-search.server";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { ManageVacancyListSchema, ORGANIZATION_NAME_PARAM, VacancyFormSchema, vacancyAttributes } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancy-add";
import { apiOf, flashSuccess, loadContactPersons, requireManager } from "./manage.server";
import { loadOrganizations, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { inputClass, linkClass } from "~/components/list-kit";
import { VacancyForm } from "./vacancy-form";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const asked = ManageVacancyListSchema.shape.organization.parse(new URL(request.url).searchParams.get("organization") ?? undefined);
  // Center roles find the organization by name (a center has hundreds); a typed name is resolved as a list's filter is.
  const { organization: chosen, organizationName } = await readOrganizationFilter(api, manager, request, asked);
  // Else the organization the user works in (the selected one, spec §4).
  const current = () =>
    api
      .get<{ id: string }>("/api/v1/current_organization")
      .then((r) => r.data.id)
      .catch(() => null);
  let choice: OrganizationFilter;
  let organization: NamedOption | null;
  if (manager.centerRole) {
    // A name that found several organizations or none, or one that is gone: the form waits for a choice.
    const found = chosen ? await loadOrganizationOption(api, chosen) : null;
    const lost = Boolean(chosen) && !found;
    organization = found ?? (organizationName || lost ? null : await defaultOrganization(api, await current()));
    choice = { kind: "search", chosen: organizationName ? null : organization, lost };
  } else {
    const options = await loadOrganizations(api, manager);
    if (options.length === 0) throw data({ message: "Geen organisatie gevonden" }, { status: 403 });
    const currentId = await current();
    organization = options.find((o) => o.value === chosen) ?? options.find((o) => o.value === currentId) ?? options[0]!;
    choice = { kind: "select", options };
  }
  return { choice, organizationName, organization, contacts: organization ? await loadContactPersons(api, organization.value) : [] };
}

/** The organization a center user adds for when they chose none: the one they work in, else the center's first. */
async function defaultOrganization(api: ApiClient, currentId: string | null): Promise<NamedOption> {
  const current = currentId ? await loadOrganizationOption(api, currentId) : null;
  if (current) return current;
  const { rows } = await api.getPage<{ id: string; name: string }>("/api/v1/organizations", { query: { "page[size]": 1, "fields[organizations]": "name" } });
  if (!rows[0]) throw data({ message: "Geen organisatie gevonden" }, { status: 403 });
  return { value: rows[0].id, label: rows[0].name };
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
  const noticeId = useId();
  const { choice, organizationName, organization, contacts } = loaderData;
  const notice = organizationName !== null || (choice.kind === "search" && choice.lost);
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.addTitle")} />
      <p>
        <Link to={lp("/vacancies")} className={linkClass}>
          {t("form.backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("form.addTitle")}</h1>
      {choice.kind === "search" || choice.options.length > 1 ? (
        // Choosing the organization first: its people are the contact persons to pick from.
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
          {choice.kind === "search" ? (
            <OrganizationFilterField
              filter={choice}
              value={organization?.value}
              nameParam={ORGANIZATION_NAME_PARAM}
              unresolved={organizationName}
              noticeId={notice ? noticeId : undefined}
            />
          ) : (
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t("form.organization")}</span>
              <select name="organization" defaultValue={organization?.value} className={inputClass + " max-w-96"}>
                {choice.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button type="submit" variant="secondary">
            {t("form.chooseOrganization")}
          </Button>
          <p className="w-full text-sm text-muted">{t("form.organizationHint")}</p>
        </Form>
      ) : (
        <p>
          <span className="font-medium">{t("form.organization")}:</span> {organization?.label}
        </p>
      )}
      {notice ? <OrganizationNotice id={noticeId} nameParam={ORGANIZATION_NAME_PARAM} unresolved={organizationName} purpose="choice" /> : null}
      {organization ? (
        <VacancyForm key={organization.value} vacancy={null} organizationId={organization.value} contacts={contacts} lastResult={actionData} submitLabel={t("form.create")} />
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

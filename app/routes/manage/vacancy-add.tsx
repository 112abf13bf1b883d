import { useId } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { OrganizationFilterField, OrganizationNotice } from "~/components/organization-filter";
import type { ApiClient } from "~/modules/api-client/client.server";
import type { NamedOption, OrganizationFilter } from "~/modules/organizations/name-match";
import type { NameField } from "~/lib/name-search.server";
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
import { loadOrganizations, readOrganizationField, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { linkClass } from "~/components/list-kit";
import { VacancyForm } from "./vacancy-form";
import { ORGANIZATION_INTENT, OrganizationPart, SHOWN_PARAM } from "./vacancy-organization-part";
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
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: VacancyFormSchema });
  const change = await organizationChange(api, manager, formData);
  if (change) {
    // Shown again with everything typed, for the new organization: nothing is saved and nothing is lost.
    const reply = submission.reply();
    const contactPersonId = typeof reply.initialValue?.contactPersonId === "string" ? reply.initialValue.contactPersonId : "";
    const kept = change.contacts.some((c) => c.value === contactPersonId);
    const dropped = contactPersonId && !kept ? (change.previousContacts.find((c) => c.value === contactPersonId)?.label ?? null) : null;
    return data({
      ...reply,
      status: undefined,
      error: {},
      initialValue: { ...reply.initialValue, organizationId: change.organization.value, contactPersonId: kept ? contactPersonId : "" },
      organizationChange: { organization: change.organization, contacts: change.contacts, unresolved: change.unresolved, changed: change.changed, dropped },
    });
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  let id: string;
  try {
    const response = await api.post("/api/v1/vacancies", {
      body: { data: { type: "vacancies", attributes: { ...vacancyAttributes(value, { clear: false }), organizationId: value.organizationId } } },
    });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...VACANCY_FORM_ERRORS, fields: Object.keys(VacancyFormSchema.shape) });
  }
  flashSuccess(context, "manage:form.created", { title: value.title });
  throw redirect(localizedPath(`/vacancies/${id}/edit`, context.get(localeContext)));
}

/**
 * The organization asked for in the vacancy form, when it is not the one the form was shown for (or its button was
 * pressed): the form is then shown again for it, with its people as contact persons, instead of saving. A typed name
 * (center roles, no JavaScript) that found several or none keeps the organization shown, the name to choose by beside
 * the field. Null: save the vacancy for the organization shown.
 */
async function organizationChange(api: ApiClient, manager: { centerRole: boolean }, formData: FormData) {
  const asked = formData.get("intent") === ORGANIZATION_INTENT;
  const shownId = String(formData.get(SHOWN_PARAM) ?? "");
  let field: NameField;
  if (manager.centerRole) field = await readOrganizationField(api, formData, "organizationId");
  else {
    const sent = formData.get("organizationId");
    const options = await loadOrganizations(api, manager);
    const option = options.find((o) => o.value === sent) ?? null;
    field = { kind: "chosen", id: option?.value ?? null, option };
  }
  const wantedId = field.kind === "chosen" ? field.id : null;
  if (!asked && field.kind === "chosen" && (wantedId === shownId || !wantedId)) return null;
  const shown = shownId ? await loadOrganizationOption(api, shownId) : null;
  const wanted = wantedId ? (field.kind === "chosen" && field.option) || (await loadOrganizationOption(api, wantedId)) : null;
  const organization = wanted ?? shown;
  if (!organization) throw data({ message: "Geen organisatie gevonden" }, { status: 404 });
  const previousContacts = shown ? await loadContactPersons(api, shown.value) : [];
  const contacts = organization.value === shown?.value ? previousContacts : await loadContactPersons(api, organization.value);
  return {
    organization,
    contacts,
    previousContacts,
    unresolved: field.kind === "unresolved" ? field.unresolved : null,
    changed: organization.value !== shown?.value,
  };
}

export default function VacancyAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const noticeId = useId();
  const change = actionData && "organizationChange" in actionData ? actionData.organizationChange : null;
  const { choice, organizationName } = loaderData;
  // After a change of organization in the form (its action), the form is for the organization it came to.
  const organization = change ? change.organization : loaderData.organization;
  const contacts = change ? change.contacts : loaderData.contacts;
  const notice = !change && (organizationName !== null || (choice.kind === "search" && choice.lost));
  const several = choice.kind === "search" || choice.options.length > 1;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("form.addTitle")} />
      <p>
        <Link to={lp("/vacancies")} className={linkClass}>
          {t("form.backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("form.addTitle")}</h1>
      {organization ? null : (
        // No organization yet (a typed name that found several or none): choosing it first, the form waits.
        <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-surface p-4">
          <OrganizationFilterField
            filter={choice.kind === "search" ? choice : { kind: "search", chosen: null, lost: false }}
            value={undefined}
            nameParam={ORGANIZATION_NAME_PARAM}
            unresolved={organizationName}
            noticeId={notice ? noticeId : undefined}
          />
          <Button type="submit" variant="secondary">
            {t("form.chooseOrganization")}
          </Button>
          <p className="w-full text-sm text-muted">{t("form.organizationHint")}</p>
        </Form>
      )}
      {notice ? <OrganizationNotice id={noticeId} nameParam={ORGANIZATION_NAME_PARAM} unresolved={organizationName} purpose="choice" /> : null}
      {organization ? (
        <VacancyForm
          key={organization.value}
          vacancy={null}
          organizationId={organization.value}
          contacts={contacts}
          lastResult={actionData}
          submitLabel={t("form.create")}
          organizationField={
            <OrganizationPart
              choice={several ? choice : null}
              organization={organization}
              unresolved={change?.unresolved ?? null}
              changed={change?.changed ? (change.dropped ?? "") : null}
            />
          }
        />
      ) : null}
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

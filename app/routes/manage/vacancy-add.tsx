import { useEffect, useId, useState } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { OrganizationFilterField, OrganizationNotice } from "~/components/organization-filter";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Form, Link, redirect, useLocation, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { ManageVacancyListSchema, ORGANIZATION_NAME_PARAM, VacancyFormSchema, vacancyAttributes } from "~/modules/vacancies/manage-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancy-add";
import { apiOf, flashSuccess, requireManager } from "./manage.server";
import { readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import { loadAddOrganization, readOrganizationChange, replyToOrganizationChange } from "~/modules/vacancies/add-organization.server";
import { linkClass } from "~/components/list-kit";
import { VacancyForm } from "./vacancy-form";
import { OrganizationPart } from "./vacancy-organization-part";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";
import { addPageReloads } from "~/modules/vacancies/add-revalidation";

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const asked = ManageVacancyListSchema.shape.organization.parse(new URL(request.url).searchParams.get("organization") ?? undefined);
  // Center roles find the organization by name (a center has hundreds); a typed name is resolved as a list's filter is.
  const { organization: chosen, organizationName } = await readOrganizationFilter(api, manager, request, asked);
  return { ...(await loadAddOrganization(api, manager, { chosen, organizationName })), organizationName };
}

export async function action({ context, request }: Route.ActionArgs) {
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: VacancyFormSchema });
  const change = await readOrganizationChange(api, manager, formData);
  // Shown again with everything typed, for the new organization: nothing is saved and nothing is lost.
  if (change) return data(replyToOrganizationChange(submission.reply(), change));
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

/** After the form's answer the page loads again, unless it changed the organization: see addPageReloads. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return addPageReloads(args);
}

export default function VacancyAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  const noticeId = useId();
  const change = useOrganizationChange(actionData);
  // Whether the form held unsaved changes when it was last sent: shown again after a change, it still does.
  const [dirtyWhenSent, setDirtyWhenSent] = useState(false);
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
          action={`?${new URLSearchParams({ organization: organization.value })}`}
          unsaved={change !== null && dirtyWhenSent}
          onSubmit={(event) => setDirtyWhenSent(event.currentTarget.dataset.dirty === "true")}
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

type ChangeAnswer = Route.ComponentProps["actionData"];
type Change = Extract<NonNullable<ChangeAnswer>, { organizationChange: unknown }>["organizationChange"];

/**
 * The change of organization the form is shown for: the action's answer, and after it the same while the URL names
 * its organization. With JavaScript a change does not load the page; once the router is idle (it shows the answer
 * while it still loads, then sets the URL it posted to) it moves to the URL of the new organization, replacing the
 * page's history entry, without loading (its data is the answer's: defaultShouldRevalidate false): a reload, or the
 * address copied, opens the form for it.
 * That move clears the action's answer, so the change is kept here and the form (keyed by organization) stays as it
 * is, with what was typed. The form posts to that URL too (VacancyForm's `action`).
 */
function useOrganizationChange(actionData: ChangeAnswer): Change | null {
  const answered = actionData && "organizationChange" in actionData ? actionData.organizationChange : null;
  const [named, setNamed] = useState<Change | null>(null);
  const idle = useNavigation().state === "idle";
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const urlNames = (c: Change) => params.get("organization") === c.organization.value && !params.has(ORGANIZATION_NAME_PARAM);
  const changedTo = answered?.changed && !urlNames(answered) ? answered : null;
  useEffect(() => {
    if (!changedTo || !idle) return;
    const next = new URLSearchParams(location.search);
    next.set("organization", changedTo.organization.value);
    next.delete(ORGANIZATION_NAME_PARAM);
    setNamed(changedTo);
    void navigate(`${location.pathname}?${next}`, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
  }, [changedTo, idle, location.pathname, location.search, navigate]);
  if (actionData) return answered;
  return named && urlNames(named) ? named : null;
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

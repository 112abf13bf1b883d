import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { camelizeKeys } from "~/lib/case";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { codeKeys } from "~/modules/api-client/form-errors.server";
import {
  BulkEditFormSchema,
  bulkUpdateBody,
  CONTACT_PERSON_NAMES,
  filterParams,
  parseManageVacancyList,
  shownTitles,
  unresolvedPersonError,
  vacancyApiFilter,
  type ContactPersonState,
} from "~/modules/vacancies/manage-schema";
import { readNameField } from "~/lib/name-search.server";
import { loadContactPersons, loadPersonOption, peopleByName } from "~/modules/users/person-search.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/vacancies-bulk-edit";
import { previewDigest, readBulkResult, storeBulkResult, withShownTitles, type BulkResultRow, type BulkSummary } from "./bulk-edit.server";
import { PreviewStep, ResultStep, type Preview } from "./bulk-edit-review";
import { SelectStep } from "./bulk-edit-select";
import { apiOf, flashSuccess, requireManager } from "./manage.server";
import { loadOrganizationFilter, readOrganizationFilter } from "~/modules/organizations/organization-filter.server";
import type { VacancyListItem } from "./vacancies";

/*
 * /vacancies/bulk-edit (spec §2, issue 4): choose vacancies and changes, see a preview of what would
 * change and what cannot, confirm; the result survives the redirect in a cookie of its own.
 */

export async function loader({ context, request }: Route.LoaderArgs) {
  const manager = await requireManager(context, request);
  const url = new URL(request.url);
  const list = parseManageVacancyList(url.searchParams);
  const api = apiOf(context);
  const resultId = url.searchParams.get("result");
  const stored = resultId ? await readBulkResult(request, resultId) : null;
  if (stored) {
    // Titles and current statuses, read again: the cookie keeps ids, and the titles of vacancies that are gone.
    const rows = await Promise.all(
      stored.rows.map(async ([id, outcome, reason, storedTitle]) => {
        const vacancy = await api
          .get<VacancyListItem>(`/api/v1/vacancies/${id}`)
          .then((r) => r.data)
          .catch(() => null);
        return { id, outcome, reason, title: vacancy?.title ?? storedTitle ?? null, status: vacancy?.status ?? null };
      }),
    );
    return { mode: "result" as const, list, result: { summary: stored.summary, rows } };
  }
  // The same organization filter as the list's: a name to search for, resolved to the organization's id.
  const { organization, organizationName } = await readOrganizationFilter(api, manager, request, list.organization);
  const selected = { ...list, organization };
  const [found, organizationFilter, contacts] = await Promise.all([
    api.getPage<VacancyListItem>("/api/v1/vacancies", {
      query: { ...filterParams(vacancyApiFilter(selected)), sort: list.sort, include: "organization", "page[size]": list.perPage, "page[number]": list.page },
    }),
    loadOrganizationFilter(api, manager, organization),
    // Center roles find the contact person by name (decision 056); organization superusers choose among their own people.
    manager.centerRole ? null : loadContactPersons(api),
  ]);
  return {
    mode: "select" as const,
    list: selected,
    vacancies: found.rows,
    total: found.total,
    pageCount: found.pageCount,
    organizationFilter,
    organizationName,
    contacts,
  };
}

/** The API's refusals of a bulk edit in the page's language where the page has words of its own; else the API's. */
const BULK_ERROR = codeKeys({ invalid_contact_person: "manage:apiErrors.invalid_contact_person", too_many: "manage:bulk.errors.tooMany" });

export async function action({ context, request }: Route.ActionArgs) {
  const manager = await requireManager(context, request);
  const api = apiOf(context);
  const formData = await request.formData();
  // Center roles' contact person by name or e-mail: resolved to `contactPersonId` before the schema reads it.
  const contact = manager.centerRole ? await readNameField(formData, CONTACT_PERSON_NAMES, peopleByName(api)) : null;
  if (contact?.kind === "chosen") {
    for (const name of Object.values(CONTACT_PERSON_NAMES)) formData.delete(name);
    if (contact.id) formData.set(CONTACT_PERSON_NAMES.idName, contact.id);
  }
  const submission = parseWithZod(formData, { schema: BulkEditFormSchema });
  const contactState = async (): Promise<ContactPersonState | null> =>
    !contact
      ? null
      : contact.kind === "unresolved"
        ? { chosen: null, unresolved: contact.unresolved }
        : { chosen: contact.option ?? (contact.id ? await loadPersonOption(api, contact.id) : null), unresolved: null };
  if (contact?.kind === "unresolved") {
    const reply = submission.reply({ fieldErrors: { contactPersonId: [unresolvedPersonError(contact.unresolved)] } });
    return data({ ...reply, contactPerson: await contactState() }, { status: 400 });
  }
  if (submission.status !== "success") return data({ ...submission.reply(), contactPerson: await contactState() }, { status: 400 });
  const value = submission.value;
  type Outcome = { summary: BulkSummary; results: BulkResultRow[] };
  const send = async (preview: boolean): Promise<Outcome> => {
    const response = await api.post("/api/v1/vacancies/bulk_update", { body: bulkUpdateBody(value, preview) });
    const { meta } = camelizeKeys<{ meta: Outcome }>(await response.json());
    return { ...meta, results: withShownTitles(meta.results, shownTitles(value.titles)) };
  };
  const previewOf = async (outcome: Outcome, changedSince: boolean): Promise<Preview> => {
    const person = value.contactPersonId ? ((contact?.kind === "chosen" ? contact.option : null) ?? (await loadPersonOption(api, value.contactPersonId))) : null;
    return { kind: "preview", value, ...outcome, digest: previewDigest(outcome.results), changedSince, contactPersonLabel: person?.label ?? null };
  };
  let outcome: Outcome;
  try {
    if (value.intent === "preview") return await previewOf(await send(true), false);
    // The confirmation changes the vacancies its preview showed, or none: where others would change now (a vacancy
    // came to match the filter, or was changed, meanwhile), the new preview is shown to confirm instead.
    const now = await send(true);
    if (previewDigest(now.results) !== value.previewed) return await previewOf(now, true);
    outcome = await send(false);
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    return data({ ...submission.reply({ formErrors: error.errors.map(BULK_ERROR) }), contactPerson: await contactState() }, { status: 422 });
  }

  const { id, setCookie } = await storeBulkResult(outcome.summary, outcome.results);
  flashSuccess(context, "manage:bulk.done", { count: outcome.summary.changed });
  const params = new URLSearchParams(value.filterQuery);
  params.set("result", id);
  throw redirect(`${localizedPath("/vacancies/bulk-edit", context.get(localeContext))}?${params}`, { headers: { "Set-Cookie": setCookie } });
}

export default function BulkEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("manage");
  const preview = actionData && "kind" in actionData ? (actionData as Preview) : null;
  const lastResult = actionData && !("kind" in actionData) ? (actionData as SubmissionResult<string[]> & { contactPerson: ContactPersonState | null }) : null;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("bulk.title")} />
      <h1 className="text-3xl font-bold">{t("bulk.title")}</h1>
      {loaderData.mode === "result" ? (
        <ResultStep result={loaderData.result} list={loaderData.list} />
      ) : preview ? (
        // A preview shown again (changed since) is a new one: it takes the focus again.
        <PreviewStep key={`${preview.digest}-${preview.changedSince}`} preview={preview} />
      ) : (
        <SelectStep data={loaderData} lastResult={lastResult} contactPerson={lastResult?.contactPerson ?? null} />
      )}
    </section>
  );
}

export const handle = { i18n: ["manage", "vacancies"] } satisfies I18nHandle;

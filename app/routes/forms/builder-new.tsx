import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, redirect } from "react-router";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { FormDetailsSchema } from "~/modules/forms/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/builder-new";
import { FormDetailsFields } from "./details-fields";
import { apiOf, flashSuccess, FORM_ERRORS, loadOrganizationOptions, readDetailsOrganization } from "./forms.server";

/** /form_builder/new: a form's details first; questions are added on the edit page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Only who may build forms gets here: the API answers 403 to everyone else.
  await apiOf(context).get("/api/v1/forms", { query: { "page[size]": 1 } });
  return loadOrganizationOptions(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const sent = await readDetailsOrganization(context, request, await request.formData());
  const submission = parseWithZod(sent.formData, { schema: FormDetailsSchema });
  // A typed organization name that chose none comes back with the rest of the form as it was typed.
  if (sent.error) return data({ result: submission.reply({ fieldErrors: { organizationId: [sent.error] } }), organization: await sent.state() }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply(), organization: await sent.state() }, { status: 400 });
  let id: string;
  try {
    const response = await apiOf(context).post("/api/v1/forms", { body: { data: { type: "forms", attributes: submission.value } } });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    const reply = await replyWithApiErrors(submission, thrown, FORM_ERRORS);
    return data({ result: reply.data, organization: await sent.state() }, reply.init ?? undefined);
  }
  flashSuccess(context, "forms:new.created");
  throw redirect(localizedPath(`/form_builder/${id}/edit`, context.get(localeContext)));
}

export default function NewForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const [form, fields] = useZodForm(FormDetailsSchema, actionData?.result);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("new.title")} />
      <h1 className="text-3xl font-bold">{t("new.title")}</h1>
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FormDetailsFields form={form} lastResult={actionData?.result} fields={fields} organizations={loaderData} organizationField={actionData?.organization ?? { chosen: null, unresolved: null }} />
        <div>
          <Button type="submit">{t("new.submit")}</Button>
        </div>
      </GuardedForm>
    </div>
  );
}

// manage: the words of the organization search field (decision 052).
export const handle = { i18n: ["forms", "manage"] } satisfies I18nHandle;

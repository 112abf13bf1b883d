import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { PAGE_TYPES } from "~/modules/content/blocks";
import { fieldNameOfPointer, PageNewSchema } from "~/modules/content/editor";
import { requireContentEditor } from "~/modules/content/manage.server";
import { slugify } from "~/modules/content/schema";
import { supportedLanguages } from "~/modules/i18n/languages";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/new";

/** /content/new (issue 12): a page's kind, title and address; its blocks are added in the editor next. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireContentEditor(context, request);
  return { locale: context.get(localeContext) };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireContentEditor(context, request);
  const submission = parseWithZod(await request.formData(), { schema: PageNewSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let id: string;
  try {
    const response = await context.get(apiContext).post("/api/v1/pages", { body: { ...submission.value, isPublished: false } });
    id = ((await response.json()) as { data: { id: string } }).data.id;
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    const fieldErrors: Record<string, string[]> = {};
    for (const e of error.errors) (fieldErrors[fieldNameOfPointer(e.source?.pointer) ?? ""] ??= []).push(e.detail || e.title);
    const { "": formErrors = [], ...fields } = fieldErrors;
    return data(submission.reply({ fieldErrors: fields, formErrors }), { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(context.get(i18nContext).t("editor:new.created", { title: submission.value.title })) });
  throw redirect(localizedPath(`/content/${id}/edit`, context.get(localeContext)));
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const lp = useLocalizedPath();
  const [form, fields] = useZodForm(PageNewSchema, actionData, { defaultValue: { pageType: "default", locale: loaderData.locale } });
  // The address follows the title until someone types one of their own.
  const slugTyped = useRef(false);
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = { pageType: t("fields.pageType"), title: t("fields.title"), slug: t("fields.slug"), locale: t("fields.locale") };
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("new.title")} />
      <h1 className="text-3xl font-bold">{t("new.title")}</h1>
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <SelectField
            errors={fields.pageType.errors}
            selectProps={{ id: fields.pageType.id, name: fields.pageType.name, defaultValue: fields.pageType.initialValue as string, required: true }}
            options={PAGE_TYPES.map((type) => ({ value: type, label: t(`options.pageType.${type}`) }))}
          />
          <Field
            errors={fields.title.errors}
            inputProps={{
              id: fields.title.id,
              name: fields.title.name,
              defaultValue: fields.title.initialValue as string,
              required: true,
              maxLength: 160,
              onInput: (event) => {
                const slug = document.getElementById(fields.slug.id) as HTMLInputElement | null;
                if (!slugTyped.current && slug) slug.value = slugify(event.currentTarget.value);
              },
            }}
          />
          <Field
            hint={t("new.slugHint")}
            errors={fields.slug.errors}
            inputProps={{ id: fields.slug.id, name: fields.slug.name, defaultValue: fields.slug.initialValue as string, maxLength: 120, onInput: () => (slugTyped.current = true) }}
          />
          <SelectField
            errors={fields.locale.errors}
            selectProps={{ id: fields.locale.id, name: fields.locale.name, defaultValue: fields.locale.initialValue as string, required: true }}
            options={supportedLanguages.map((language) => ({ value: language, label: t(`options.locale.${language}`) }))}
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">{t("new.submit")}</Button>
            <Link to={lp("/content")} className={linkClass}>
              {t("actions.back")}
            </Link>
          </div>
        </FieldLabels>
      </GuardedForm>
    </div>
  );
}

export const handle = { i18n: ["editor"] } satisfies I18nHandle;

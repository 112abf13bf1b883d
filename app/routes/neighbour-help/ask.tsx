import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { postalCodeInputProps } from "~/components/address-fields";
import { Field, FieldLabels, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { apiContext, i18nContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { HELP_FORM_ERRORS, requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { freshKey } from "~/modules/page-cache/context.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import { DESCRIPTION_MAX, HELP_CATEGORIES, HELP_DIRECTIONS, HELP_KINDS, HelpRequestSchema } from "~/modules/neighbour-help/schema";
import type { Route } from "./+types/ask";

/**
 * /een-op-een-hulp/vragen (issue 14, decision 041): asking for or offering help, without an account and without
 * JavaScript — a plain POST with its CSRF token and idempotency key, then a redirect to the thank-you page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  requireNeighbourHelp(context);
  const user = await getOptionalUser(context);
  return {
    prefill: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email } : null,
    // One key per rendered form: a double submit or a resubmitted POST makes one request.
    idempotencyKey: freshKey(context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireNeighbourHelp(context);
  const submission = parseWithZod(await request.formData(), { schema: HelpRequestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { idempotencyKey, ...values } = submission.value;
  try {
    await context.get(apiContext).post("/api/v1/neighbour_help_requests", {
      body: { data: { type: "neighbour_help_requests", attributes: values } },
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
  } catch (thrown) {
    if (asApiError(thrown)?.status === 429) return data(submission.reply({ formErrors: [context.get(i18nContext).t("help:tooMany")] }), { status: 429 });
    return replyWithApiErrors(submission, thrown, HELP_FORM_ERRORS);
  }
  throw redirect(localizedPath("/een-op-een-hulp/verstuurd", context.get(localeContext)));
}

export default function AskForHelp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const [form, fields] = useZodForm(HelpRequestSchema, actionData);
  const { prefill } = loaderData;
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same.
  const labels = {
    direction: t("ask.direction"),
    kind: t("ask.kind"),
    category: t("ask.category"),
    description: t("ask.description"),
    postcode: t("ask.postcode"),
    name: t("ask.name"),
    email: t("ask.email"),
  };
  const choices = <T extends string>(values: readonly T[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("ask.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("ask.title")}</h1>
        <p>{t("ask.intro")}</p>
      </header>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        {/* After a failed attempt the submitted key stays, so the retry is the same request. */}
        <input type="hidden" name={fields.idempotencyKey.name} value={String(fields.idempotencyKey.initialValue ?? loaderData.idempotencyKey)} />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <SelectField errors={fields.direction.errors} selectProps={getSelectProps(fields.direction)} placeholder={t("ask.choose")} options={choices(HELP_DIRECTIONS, "directions")} />
          <SelectField errors={fields.kind.errors} selectProps={getSelectProps(fields.kind)} placeholder={t("ask.choose")} options={choices(HELP_KINDS, "kinds")} />
          <SelectField errors={fields.category.errors} selectProps={getSelectProps(fields.category)} placeholder={t("ask.choose")} options={choices(HELP_CATEGORIES, "categories")} />
          <TextareaField hint={t("ask.descriptionHint")} errors={fields.description.errors} textareaProps={{ ...getTextareaProps(fields.description), maxLength: DESCRIPTION_MAX, rows: 5 }} />
          <Field hint={t("ask.postcodeHint")} errors={fields.postcode.errors} inputProps={{ ...getInputProps(fields.postcode, { type: "text" }), autoComplete: "postal-code", ...postalCodeInputProps }} />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{t("ask.contact")}</legend>
            <Field errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), defaultValue: fields.name.initialValue ?? prefill?.name, autoComplete: "name" }} />
            <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), defaultValue: fields.email.initialValue ?? prefill?.email, autoComplete: "email" }} />
          </fieldset>
          <div>
            <Button type="submit">{t("ask.submit")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </section>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;

import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { useFormatDate } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { replyWithApiErrors, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { HELP_FORM_ERRORS, requireNeighbourHelp } from "~/modules/neighbour-help/page.server";
import { MESSAGE_MAX, HelpResponseSchema } from "~/modules/neighbour-help/schema";
import { freshKey } from "~/modules/page-cache/context.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/show";

/**
 * /een-op-een-hulp/{id} (issue 14, decision 041): one approved, open request — its neighbourhood, never a name or
 * address — and the form a helper responds with, without an account or JavaScript (CSRF, idempotency key).
 * Pending, rejected and closed requests are a 404.
 */
type Shown = { id: string; direction: string; kind: string; category: string; description: string; neighbourhood: string; createdAt: string };

export async function loader({ context, params }: Route.LoaderArgs) {
  requireNeighbourHelp(context);
  const [{ data: request }, user] = await Promise.all([context.get(apiContext).get<Shown>(`/api/v1/neighbour_help_requests/${params.id}`), getOptionalUser(context)]);
  return {
    request,
    prefill: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email } : null,
    idempotencyKey: freshKey(context),
  };
}

/** The response form's API errors: a form key used for another request in the page's words too. */
const RESPOND_ERRORS = {
  ...HELP_FORM_ERRORS,
  message: (e) => (e.code === "idempotency_key_reused" ? "help:show.respond.keyReused" : HELP_FORM_ERRORS.message(e)),
} satisfies ApiFormErrorOptions;

export async function action({ request, context, params }: Route.ActionArgs) {
  requireNeighbourHelp(context);
  const submission = parseWithZod(await request.formData(), { schema: HelpResponseSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { idempotencyKey, ...values } = submission.value;
  const { t } = context.get(i18nContext);
  try {
    await context.get(apiContext).post(`/api/v1/neighbour_help_requests/${params.id}/responses`, {
      body: { data: { type: "neighbour_help_responses", attributes: values } },
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
  } catch (thrown) {
    if (asApiError(thrown)?.status === 429) return data(submission.reply({ formErrors: [t("help:tooMany")] }), { status: 429 });
    return replyWithApiErrors(submission, thrown, RESPOND_ERRORS);
  }
  context.get(sessionContext).flash("toast", { color: "success", message: String(t("help:show.respond.sent")) });
  throw redirect(new URL(request.url).pathname);
}

export default function HelpRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("help");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { request, prefill } = loaderData;
  const [form, fields] = useZodForm(HelpResponseSchema, actionData);
  const title = `${t(`directions.${request.direction}`)}: ${t(`categories.${request.category}`)}`;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <header className="flex flex-col gap-2">
        <Link to={lp("/een-op-een-hulp")} className="text-sm underline">
          {t("show.back")}
        </Link>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">
          {t(`kinds.${request.kind}`)} · {t("neighbourhood", { name: request.neighbourhood })} · {t("posted", { date: formatDate(request.createdAt) })}
        </p>
      </header>
      <p className="whitespace-pre-line text-lg">{request.description}</p>

      <section aria-labelledby="respond-heading" className="flex flex-col gap-4 border-t border-border pt-6">
        <h2 id="respond-heading" className="text-2xl font-semibold">
          {t("show.respond.heading")}
        </h2>
        <p>{t("show.respond.intro")}</p>
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name={fields.idempotencyKey.name} value={String(fields.idempotencyKey.initialValue ?? loaderData.idempotencyKey)} />
          <FieldLabels labels={{ name: t("show.respond.name"), email: t("show.respond.email"), message: t("show.respond.message") }} summary={{ form, result: actionData }}>
            <Field errors={fields.name.errors} inputProps={{ ...getInputProps(fields.name, { type: "text" }), defaultValue: fields.name.initialValue ?? prefill?.name, autoComplete: "name" }} />
            <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), defaultValue: fields.email.initialValue ?? prefill?.email, autoComplete: "email" }} />
            <TextareaField hint={t("show.respond.messageHint")} errors={fields.message.errors} textareaProps={{ ...getTextareaProps(fields.message), maxLength: MESSAGE_MAX, rows: 5 }} />
            <div>
              <Button type="submit">{t("show.respond.submit")}</Button>
            </div>
          </FieldLabels>
        </Form>
      </section>
    </article>
  );
}

export const handle = { i18n: ["help"] } satisfies I18nHandle;

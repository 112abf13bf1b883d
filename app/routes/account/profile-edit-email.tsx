import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { EmailChangeSchema } from "~/modules/account/schema";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/profile-edit-email";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ACCOUNT_FORM_ERRORS, apiOf, flashSuccess } from "./account.server";
import { EditSection } from "./ui";

/**
 * Changing the e-mail address: the form asks for the new address and the
 * password; the mailed link comes back here (`?token=`) and shows a button
 * that makes the change — a POST, so mail scanners that open links change nothing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const api = apiOf(context);
  const token = new URL(request.url).searchParams.get("token");
  const [{ data: me }, { data: settings }] = await Promise.all([
    api.get<{ email: string }>("/api/v1/current_user"),
    api.get<{ pendingEmail: string | null }>("/api/v1/account/settings"),
  ]);
  return { email: me.email, pendingEmail: settings.pendingEmail, token };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  const formData = await request.formData();
  const locale = context.get(localeContext);
  if (formData.get("intent") === "confirm") {
    try {
      const response = await apiOf(context).post("/api/v1/account/email_change/confirm", { body: { token: String(formData.get("token") ?? "") } });
      const { meta } = (await response.json()) as { meta: { email: string } };
      flashSuccess(context, "profile:edit.email.changed", { email: meta.email });
    } catch (thrown) {
      const error = asApiError(thrown);
      if (error?.status !== 422) throw thrown;
      return data({ linkProblem: error.code === "taken" ? "taken" : "invalidLink" }, { status: 422 });
    }
    throw redirect(localizedPath("/profile-edit/email", locale));
  }
  const submission = parseWithZod(formData, { schema: EmailChangeSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["currentPassword"] }), { status: 400 });
  try {
    await apiOf(context).post("/api/v1/account/email_change", {
      body: { email: submission.value.email, currentPassword: submission.value.currentPassword },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...ACCOUNT_FORM_ERRORS, fields: Object.keys(EmailChangeSchema.shape), hideFields: ["currentPassword"] });
  }
  flashSuccess(context, "profile:edit.email.sent", { email: submission.value.email });
  throw redirect(localizedPath("/profile-edit/email", locale));
}

export default function ProfileEditEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { email, pendingEmail, token } = loaderData;
  const linkProblem = actionData && "linkProblem" in actionData ? actionData.linkProblem : null;
  const lastResult = actionData && !("linkProblem" in actionData) ? actionData : undefined;
  const [form, fields] = useZodForm(EmailChangeSchema, lastResult);
  return (
    <EditSection title={t("edit.sections.email")} intro={t("edit.email.intro")}>
      {linkProblem ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-danger">
          {t(`edit.email.${linkProblem}`)}
        </p>
      ) : token ? (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border-2 border-primary/60 bg-surface p-4">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="token" value={token} />
          <p>{t("edit.email.confirmIntro")}</p>
          <div>
            <Button type="submit">{t("edit.email.confirm")}</Button>
          </div>
        </Form>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="font-medium">{t("edit.email.current")}</dt>
        <dd className="wrap-anywhere">{email}</dd>
        {pendingEmail ? (
          <>
            <dt className="font-medium">{t("edit.email.pending")}</dt>
            <dd className="wrap-anywhere">
              {pendingEmail} <span className="text-sm text-muted">({t("edit.email.pendingHint")})</span>
            </dd>
          </>
        ) : null}
      </dl>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="request" />
        <FieldLabels labels={{ email: t("edit.email.newEmail"), currentPassword: t("fields.currentPassword") }} summary={{ form, result: lastResult }}>
          <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <Field
            errors={fields.currentPassword.errors}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password" }}
          />
          <div>
            <Button type="submit">{t("edit.email.submit")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </EditSection>
  );
}

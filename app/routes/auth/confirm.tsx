import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, FieldLabels, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { messages } from "~/lib/validation";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { AcceptInvitationSchema } from "~/modules/users/form-schema";
import { forgetImpersonation } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/confirm";
import { NewPasswordFields } from "~/components/new-password-fields";

type Invitation = { token: string; firstName: string; email: string };

/**
 * The link in the confirmation or invitation e-mail. Someone who signed up
 * with a password is confirmed and sent to sign in. An invited user (no
 * password yet) sees a form first: looking at the page does not spend the link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("confirmation_token") ?? "";
  const api = context.get(apiContext);
  if (token) {
    try {
      const response = await api.request("GET", "/api/v1/confirm", { query: { confirmation_token: token } });
      const { meta: peek } = (await response.json()) as { meta: { needs_password: boolean; first_name: string; email: string } };
      if (peek.needs_password) {
        const invitation: Invitation = { token, firstName: peek.first_name, email: peek.email };
        return { invitation };
      }
      await api.post("/api/v1/confirm", { body: { confirmation_token: token } });
      context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("auth:login.confirmed") });
      throw redirect(localizedPath("/auth/login-1", context.get(localeContext)));
    } catch (thrown) {
      const status = asApiError(thrown)?.status;
      if (status !== 422 && status !== 404) throw thrown;
    }
  }
  return data({ invitation: null }, { status: 422 });
}

const FIELD_OF_POINTER: Record<string, string> = {
  "/password": "password",
  "/password_confirmation": "passwordConfirmation",
  "/accept_terms": "acceptTerms",
};

/** The invited user chooses a password and accepts the terms: the account is active and signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: AcceptInvitationSchema });
  const hideFields = ["password", "passwordConfirmation"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const t = context.get(i18nContext).t;
  const { confirmationToken, password, passwordConfirmation } = submission.value;
  const session = context.get(sessionContext);
  // Whoever was signed in on this browser gives way to the new account.
  forgetImpersonation(context);
  session.unset("currentOrganizationId");
  try {
    await context.get(apiContext).post("/api/v1/confirm", {
      body: { confirmation_token: confirmationToken, password, password_confirmation: passwordConfirmation, accept_terms: true },
    });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status !== 422) throw thrown;
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const e of error.errors) {
      const field = FIELD_OF_POINTER[e.source?.pointer ?? ""];
      if (field) (fieldErrors[field] ??= []).push(e.code === "confirmation" ? messages.passwordMismatch : e.detail);
      else formErrors.push(t("users:invitation.invalidLink"));
    }
    return data(submission.reply({ fieldErrors, formErrors, hideFields }), { status: 422 });
  }
  session.flash("toast", { color: "success", message: t("users:invitation.welcome") });
  throw redirect(localizedPath("/dashboard", context.get(localeContext)));
}

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const invitation = loaderData.invitation;
  if (invitation) return <AcceptInvitation invitation={invitation} lastResult={actionData} />;
  return (
    <AuthCard title={t("confirm.title")}>
      <p role="alert">{t("confirm.invalid")}</p>
      <Link to={lp("/auth/login-1")} className="text-primary underline">
        {t("confirm.toLogin")}
      </Link>
    </AuthCard>
  );
}

function AcceptInvitation({ invitation, lastResult }: { invitation: Invitation; lastResult: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("users");
  const [form, fields] = useZodForm(AcceptInvitationSchema, lastResult);
  return (
    <AuthCard title={t("invitation.title")}>
      <p>{t("invitation.intro", { name: invitation.firstName, email: invitation.email })}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="confirmationToken" value={invitation.token} />
        <FieldLabels
          labels={{ password: t("invitation.password"), passwordConfirmation: t("invitation.passwordConfirmation"), acceptTerms: t("invitation.acceptTerms") }}
          summary={{ form, result: lastResult }}
        >
          <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} hint={t("invitation.passwordHint")} />
          <CheckboxField errors={fields.acceptTerms.errors} inputProps={getInputProps(fields.acceptTerms, { type: "checkbox" })} />
          <Button type="submit">{t("invitation.submit")}</Button>
        </FieldLabels>
      </Form>
    </AuthCard>
  );
}

export const handle = { i18n: ["auth", "users"] } satisfies I18nHandle;

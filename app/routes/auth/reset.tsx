import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldLabels, useZodForm } from "~/components/forms";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { ResetPasswordSchema } from "~/modules/auth/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/reset";
import { NewPasswordFields } from "~/components/new-password-fields";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  const hideFields = ["password", "passwordConfirmation"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  try {
    await context.get(apiContext).put("/auth/password", { body: submission.value });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status !== 422) throw thrown;
    const t = context.get(i18nContext).t;
    return data(submission.reply({ formErrors: [t("auth:reset.invalidLink")], hideFields }), { status: 422 });
  }
  context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("auth:login.passwordChanged") });
  throw redirect(localizedPath("/auth/login-1", context.get(localeContext)));
}

export default function Reset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("reset_password_token") ?? "";
  const [form, fields] = useZodForm(ResetPasswordSchema, actionData);
  return (
    <AuthCard title={t("reset.title")}>
      {token ? (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="resetPasswordToken" value={token} />
          <FieldLabels labels={{ password: t("reset.password"), passwordConfirmation: t("reset.passwordConfirmation") }} summary={{ form, result: actionData }}>
            <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} hint={t("reset.passwordHint")} />
            <Button type="submit">{t("reset.submit")}</Button>
          </FieldLabels>
        </Form>
      ) : (
        <p role="alert">{t("reset.invalidLink")}</p>
      )}
      <Link to={lp("/auth/recover")} className="text-primary underline">
        {t("reset.requestNew")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

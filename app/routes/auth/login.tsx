import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, useZodForm } from "~/components/forms";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, i18nContext, localeContext } from "~/middleware/context";
import { localizedPath, safeRedirect } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/login";
import { LoginSchema } from "~/modules/auth/schema";

export async function loader({ context }: Route.LoaderArgs) {
  // Signed-in users have nothing to do here.
  if (await getOptionalUser(context)) throw redirect(localizedPath("/dashboard", context.get(localeContext)));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    await context.get(apiContext).post("/auth/sign_in", { body: { email, password } });
  } catch (thrown) {
    const error = asApiError(thrown);
    const t = context.get(i18nContext).t;
    if (error?.status === 401) {
      return data(submission.reply({ formErrors: [t("auth:login.invalid")], hideFields: ["password"] }), { status: 401 });
    }
    if (error?.status === 429) {
      return data(submission.reply({ formErrors: [t("auth:login.tooMany")], hideFields: ["password"] }), { status: 429 });
    }
    // 'wrong center' and anything unexpected: the full-page error screen.
    throw thrown;
  }
  throw redirect(safeRedirect(redirectTo, localizedPath("/dashboard", context.get(localeContext))));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const [form, fields] = useZodForm(LoginSchema, actionData);
  return (
    <AuthCard title={t("login.title")}>
      <p>{t("login.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        {/* The summary names only what the form's own check found (a field left empty): wrong credentials stay the one
            form-level message they were, naming no field, so the page tells nothing about which accounts exist. */}
        <FieldLabels labels={{ email: t("login.email"), password: t("login.password") }} summary={{ form, result: actionData }}>
          <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "username" }} />
          <Field errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }} />
          <Button type="submit">{t("login.submit")}</Button>
        </FieldLabels>
      </Form>
      <Link to={lp("/auth/recover")} className="text-primary underline">
        {t("login.forgot")}
      </Link>
    </AuthCard>
  );
}

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

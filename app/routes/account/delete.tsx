import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, Field, FieldLabels, useZodForm } from "~/components/forms";
import { Button, linkButtonClass } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { DeleteAccountSchema } from "~/modules/account/schema";
import { getOptionalUser, requireUser, signOutLocally } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/delete";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ACCOUNT_FORM_ERRORS, apiOf } from "./account.server";
import { linkClass } from "./ui";

/** Public: a visitor is asked to sign in and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await getOptionalUser(context);
  return { email: user?.email ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: DeleteAccountSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  try {
    await apiOf(context).delete("/api/v1/current_user", { body: { password: submission.value.password } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...ACCOUNT_FORM_ERRORS, fields: Object.keys(DeleteAccountSchema.shape), hideFields: ["password"] });
  }
  // The account is gone, and with it every session: this browser forgets its credentials too.
  signOutLocally(context);
  throw redirect(localizedPath("/profiel/verwijderd", context.get(localeContext)));
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  const [form, fields] = useZodForm(DeleteAccountSchema, actionData);
  if (!loaderData.email) {
    const login = `${lp("/auth/login-1")}?${new URLSearchParams({ redirectTo: lp("/account/verwijderen") })}`;
    return (
      <AuthCard title={t("delete.title")}>
        <p>{t("delete.signInFirst")}</p>
        <p>
          <Link to={login} className={linkButtonClass}>
            {t("delete.signIn")}
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("delete.title")}>
      <p>{t("delete.intro", { email: loaderData.email })}</p>
      <ul className="list-disc pl-6">
        <li>{t("delete.consequences.data")}</li>
        <li>{t("delete.consequences.applications")}</li>
        <li>{t("delete.consequences.organizations")}</li>
        <li>{t("delete.consequences.sessions")}</li>
        <li>{t("delete.consequences.final")}</li>
      </ul>
      <p>
        {t("delete.downloadFirst")}{" "}
        <a href={lp("/profiel/gegevens.json")} download className={linkClass}>
          {t("overview.download")}
        </a>
      </p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4 rounded-lg border-2 border-danger/60 bg-surface p-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={{ password: t("fields.currentPassword"), understood: t("delete.understood") }} summary={{ form, result: actionData }}>
          <Field errors={fields.password.errors} inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }} />
          <CheckboxField errors={fields.understood.errors} inputProps={{ ...getInputProps(fields.understood, { type: "checkbox" }), value: "on" }} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="secondary" className="border-danger text-danger">
              {t("delete.submit")}
            </Button>
            <Link to={lp("/profiel")} className={linkClass + " self-center"}>
              {t("delete.cancel")}
            </Link>
          </div>
        </FieldLabels>
      </Form>
    </AuthCard>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

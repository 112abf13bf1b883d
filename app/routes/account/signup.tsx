import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, Field, FieldLabels, useZodForm } from "~/components/forms";
import { BusySubmitButton, guardBusySubmit } from "~/components/ui/busy-submit";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { SignupSchema } from "~/modules/account/schema";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/signup";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { SIGNUP_FORM_ERRORS, apiOf } from "./account.server";
import { NewPasswordFields } from "~/components/new-password-fields";

export async function loader({ context }: Route.LoaderArgs) {
  // Signed-in users have an account already.
  if (await getOptionalUser(context)) throw redirect(localizedPath("/profiel", context.get(localeContext)));
  return null;
}

const HIDDEN = ["password", "passwordConfirmation"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignupSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const locale = context.get(localeContext);
  const { firstName, lastName, email, password, passwordConfirmation } = submission.value;
  try {
    // The same answer whether or not the address has an account: no enumeration.
    await apiOf(context).post("/api/v1/registrations", {
      body: { data: { type: "registrations", attributes: { firstName, lastName, email, password, passwordConfirmation, acceptTerms: true, locale } } },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...SIGNUP_FORM_ERRORS, fields: Object.keys(SignupSchema.shape), hideFields: HIDDEN });
  }
  throw redirect(localizedPath("/signup/success", locale));
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(SignupSchema, actionData);
  const submitting = navigation.state === "submitting";
  const formProps = getFormProps(form);
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same.
  const labels = {
    firstName: t("fields.firstName"),
    lastName: t("fields.lastName"),
    email: t("fields.email"),
    password: t("fields.password"),
    passwordConfirmation: t("fields.passwordConfirmation"),
    acceptTerms: t("signup.acceptTerms"),
  };
  return (
    <AuthCard title={t("signup.title")}>
      <p>{t("signup.intro")}</p>
      <Form method="post" {...formProps} onSubmit={guardBusySubmit(submitting, formProps.onSubmit)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <Field errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
          <Field errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
          <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} hint={t("signup.passwordHint")} />
          <CheckboxField
            hint={t("signup.termsText")}
            errors={fields.acceptTerms.errors}
            inputProps={{ ...getInputProps(fields.acceptTerms, { type: "checkbox" }), value: "on" }}
          />
          <BusySubmitButton busy={submitting}>{t("signup.submit")}</BusySubmitButton>
        </FieldLabels>
      </Form>
      <p>
        {t("signup.haveAccount")}{" "}
        <Link to={lp("/auth/login-1")} className="text-primary underline">
          {t("signup.toLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

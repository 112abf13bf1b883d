import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AddressFields, useAddressLabels } from "~/components/address-fields";
import { CheckboxField, Field, FieldLabels, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { codeKeys, replyWithApiErrors, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { OrganizationSignupFormSchema, SIGNUP_ORGANIZATION_TYPES } from "~/modules/organizations/signup-schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/signup";
import { NewPasswordFields } from "~/components/new-password-fields";

export async function loader() {
  // One key per form shown: a double submit of this form creates one organization.
  return { idempotencyKey: crypto.randomUUID() };
}

const hideFields = ["password", "passwordConfirmation"];

/**
 * The API's refusals shown on the form (without the passwords): too many sign-ups in the page's words, other errors at
 * the field they point at (the API validated with the same schema: its messages are the same translation keys).
 */
const SIGNUP_ERRORS = { statuses: [422, 429], message: codeKeys({ too_many_requests: "socialmap:signup.tooMany" }), hideFields } satisfies ApiFormErrorOptions;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: OrganizationSignupFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const { idempotencyKey, ...attributes } = submission.value;
  try {
    await context.get(apiContext).post("/api/v1/organization_signups", {
      body: { data: { type: "organization_signups", attributes } },
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
  } catch (thrown) {
    // No center on this host to sign up with: no form can mend that, so it is the error page's.
    if (asApiError(thrown)?.code === "no_center") throw thrown;
    return replyWithApiErrors(submission, thrown, SIGNUP_ERRORS);
  }
  throw redirect(localizedPath("/organizations/signup/success", context.get(localeContext)));
}

export default function OrganizationSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("socialmap");
  const lp = useLocalizedPath();
  const [form, fields] = useZodForm(OrganizationSignupFormSchema, actionData);
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    organizationName: t("signup.organizationName"),
    organizationType: t("signup.organizationType"),
    website: t("signup.website"),
    phoneNumber: t("signup.phoneNumber"),
    organizationEmail: t("signup.organizationEmail"),
    description: t("signup.description"),
    ...useAddressLabels(),
    firstName: t("signup.firstName"),
    lastName: t("signup.lastName"),
    email: t("signup.email"),
    password: t("signup.password"),
    passwordConfirmation: t("signup.passwordConfirmation"),
    acceptTerms: t("signup.acceptTerms"),
  };
  const typeOptions = SIGNUP_ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`signup.types.${type}`) }));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("signup.title")} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("signup.title")}</h1>
        <p>{t("signup.intro")}</p>
      </header>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name={fields.idempotencyKey.name} value={loaderData.idempotencyKey} />

          {/* The organization's own fields share its address's autofill section (section-organization, AddressFields), so a
              browser fills them from one saved organization and never with the person's own phone or e-mail below. */}
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
            <legend className="px-1 text-lg font-semibold">{t("signup.organizationHeading")}</legend>
            <Field errors={fields.organizationName.errors} inputProps={{ ...getInputProps(fields.organizationName, { type: "text" }), autoComplete: "section-organization organization" }} />
            <SelectField
              errors={fields.organizationType.errors}
              selectProps={getSelectProps(fields.organizationType)}
              options={typeOptions}
              placeholder={t("signup.typePlaceholder")}
            />
            <Field hint={t("signup.websiteHint")} errors={fields.website.errors} inputProps={{ ...getInputProps(fields.website, { type: "text" }), autoComplete: "section-organization url", inputMode: "url" }} />
            <Field errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "section-organization tel" }} />
            <Field errors={fields.organizationEmail.errors} inputProps={{ ...getInputProps(fields.organizationEmail, { type: "email" }), autoComplete: "section-organization email" }} />
            <TextareaField errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
          </fieldset>

          <AddressFields fields={fields} autofill="organization" variant="section" />

          <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
            <legend className="px-1 text-lg font-semibold">{t("signup.userHeading")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
              <Field errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
            </div>
            <Field hint={t("signup.emailHint")} errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
            <NewPasswordFields password={fields.password} confirmation={fields.passwordConfirmation} hint={t("signup.passwordHint")} />
            <CheckboxField errors={fields.acceptTerms.errors} inputProps={getInputProps(fields.acceptTerms, { type: "checkbox" })} />
          </fieldset>

          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">{t("signup.submit")}</Button>
            <p>
              {t("signup.haveAccount")}{" "}
              <Link to={lp("/auth/login-1")} className="text-primary underline">
                {t("signup.login")}
              </Link>
            </p>
          </div>
        </FieldLabels>
      </Form>
    </section>
  );
}

export const handle = { i18n: ["socialmap"] } satisfies I18nHandle;

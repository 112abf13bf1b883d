import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { GENDERS, PersonalDataSchema } from "~/modules/account/schema";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/profile-edit-index";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ACCOUNT_FORM_ERRORS, apiOf, flashSuccess } from "./account.server";
import { EditSection } from "./ui";

type Me = { id: string; firstName: string; lastName: string; phoneNumber: string | null; jobTitle: string | null; gender: string | null; updatedAt: string };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data: me } = await apiOf(context).get<Me>("/api/v1/current_user");
  return { me };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: PersonalDataSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  try {
    await apiOf(context).patch("/api/v1/current_user", {
      body: {
        user: {
          firstName: value.firstName,
          lastName: value.lastName,
          phoneNumber: value.phoneNumber || null,
          jobTitle: value.jobTitle || null,
          gender: value.gender ?? null,
        },
      },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...ACCOUNT_FORM_ERRORS, fields: Object.keys(PersonalDataSchema.shape) });
  }
  flashSuccess(context, "profile:edit.personal.saved");
  throw redirect(localizedPath("/profile-edit", context.get(localeContext)));
}

export default function ProfileEditIndex({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { me } = loaderData;
  const [form, fields] = useZodForm(PersonalDataSchema, actionData, {
    id: `personal-${me.updatedAt}`,
    defaultValue: { firstName: me.firstName, lastName: me.lastName, phoneNumber: me.phoneNumber ?? "", jobTitle: me.jobTitle ?? "", gender: me.gender ?? "" },
  });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same.
  const labels = {
    firstName: t("fields.firstName"),
    lastName: t("fields.lastName"),
    phoneNumber: t("fields.phoneNumber"),
    jobTitle: t("fields.jobTitle"),
    gender: t("fields.gender"),
  };
  return (
    <EditSection title={t("edit.sections.personal")} intro={t("edit.personal.intro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <Field errors={fields.firstName.errors} inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }} />
          <Field errors={fields.lastName.errors} inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }} />
          <Field errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel" }} />
          <Field errors={fields.jobTitle.errors} inputProps={{ ...getInputProps(fields.jobTitle, { type: "text" }), autoComplete: "organization-title" }} />
          <SelectField
            errors={fields.gender.errors}
            selectProps={getSelectProps(fields.gender)}
            placeholder={t("fields.genderNone")}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          />
          <div>
            <Button type="submit">{t("edit.save")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </EditSection>
  );
}

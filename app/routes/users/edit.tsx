import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, SelectField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { displayName, GENDERS, SETTABLE_STATUSES, UserEditFormSchema } from "~/modules/users/form-schema";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { apiOf, flash, loadUser, permissionsOn, requireUserManager, USER_FORM_ERRORS } from "~/modules/users/pages.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/edit";
import { linkClass } from "./ui";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const manager = await requireUserManager(context, request);
  const user = await loadUser(apiOf(context), params.id);
  const permissions = permissionsOn(manager, user);
  if (!permissions.editProfile) throw data({ message: "Forbidden" }, { status: 403 });
  // The status is set here by the people who run the center; an invitation ends by being accepted.
  return { user, statusEditable: permissions.manageAccount && user.status !== "invited" };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const manager = await requireUserManager(context, request);
  const api = apiOf(context);
  const user = await loadUser(api, params.id);
  const submission = parseWithZod(await request.formData(), { schema: UserEditFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { firstName, lastName, phoneNumber, jobTitle, gender, status } = submission.value;
  const statusChange = status && status !== user.status && permissionsOn(manager, user).manageAccount ? { status } : {};
  try {
    await api.patch(`/api/v1/users/${user.id}`, {
      body: {
        data: {
          type: "users",
          id: user.id,
          attributes: {
            first_name: firstName,
            last_name: lastName ?? "",
            phone_number: phoneNumber || null,
            job_title: jobTitle || null,
            gender: gender ?? null,
            ...statusChange,
          },
        },
      },
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...USER_FORM_ERRORS, fields: ["firstName", "lastName", "phoneNumber", "jobTitle", "gender", "status"] });
  }
  flash(context, "success", "users:edit.saved");
  throw redirect(localizedPath(`/users/${user.id}`, context.get(localeContext)));
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("users");
  const lp = useLocalizedPath();
  const { user, statusEditable } = loaderData;
  const name = displayName(user);
  const [form, fields] = useZodForm(UserEditFormSchema, actionData, {
    defaultValue: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber ?? "",
      jobTitle: user.jobTitle ?? "",
      gender: user.gender ?? "",
      ...(statusEditable ? { status: user.status } : {}),
    },
  });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same. The status is a field only where
  // it may be changed.
  const labels = {
    firstName: t("fields.firstName"),
    lastName: t("fields.lastName"),
    phoneNumber: t("fields.phoneNumber"),
    jobTitle: t("fields.jobTitle"),
    gender: t("fields.gender"),
    ...(statusEditable ? { status: t("fields.status") } : {}),
  };
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t("edit.title", { name })} />
      <p>
        <Link to={lp(`/users/${user.id}`)} className={linkClass}>
          {t("common.backTo", { name })}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("edit.title", { name })}</h1>
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <Field errors={fields.firstName.errors} inputProps={getInputProps(fields.firstName, { type: "text" })} />
          <Field errors={fields.lastName.errors} inputProps={getInputProps(fields.lastName, { type: "text" })} />
          <Field
            errors={fields.phoneNumber.errors}
            inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "off" }}
          />
          <Field errors={fields.jobTitle.errors} inputProps={getInputProps(fields.jobTitle, { type: "text" })} />
          <SelectField
            errors={fields.gender.errors}
            selectProps={getSelectProps(fields.gender)}
            placeholder={t("edit.noGender")}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
          />
          {statusEditable ? (
            <SelectField
              errors={fields.status.errors}
              selectProps={getSelectProps(fields.status)}
              options={SETTABLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t("edit.submit")}</Button>
            <Link to={lp(`/users/${user.id}`)} className={linkClass}>
              {t("common.cancel")}
            </Link>
          </div>
        </FieldLabels>
      </GuardedForm>
    </section>
  );
}

export const handle = { i18n: ["users"] } satisfies I18nHandle;

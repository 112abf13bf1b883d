import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ChoiceGroupField, FieldLabels, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { DigestSchema } from "~/modules/account/schema";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/profile-edit-digest";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ACCOUNT_FORM_ERRORS, apiOf, flashSuccess } from "./account.server";
import { EditSection } from "./ui";

/** spec §3 digest days, Monday first as Dutch calendars show them (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const { data: me } = await apiOf(context).get<{ digestDays: number[]; updatedAt: string }>("/api/v1/current_user");
  return { digestDays: me.digestDays ?? [], updatedAt: me.updatedAt };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  const submission = parseWithZod(await request.formData(), { schema: DigestSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const digestDays = [...new Set(submission.value.digestDays)].sort((a, b) => a - b);
  try {
    await apiOf(context).patch("/api/v1/current_user", { body: { user: { digestDays } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...ACCOUNT_FORM_ERRORS, fields: ["digestDays"] });
  }
  flashSuccess(context, "profile:edit.digest.saved");
  throw redirect(localizedPath("/profile-edit/periodieke-mail", context.get(localeContext)));
}

export default function ProfileEditDigest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { digestDays, updatedAt } = loaderData;
  const [form, fields] = useZodForm(DigestSchema, actionData, { id: `digest-${updatedAt}` });
  return (
    <EditSection title={t("edit.sections.digest")} intro={t("edit.digest.intro")}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={{ digestDays: t("edit.digest.days") }} summary={{ form, result: actionData }}>
          <ChoiceGroupField
            hint={t("edit.digest.hint")}
            errors={fields.digestDays.errors}
            options={WEEK.map((day) => ({
              name: fields.digestDays.name,
              type: "checkbox",
              value: String(day),
              label: t(`days.${day}`),
              defaultChecked: digestDays.includes(day),
            }))}
          />
        </FieldLabels>
        <div>
          <Button type="submit">{t("edit.save")}</Button>
        </div>
      </Form>
    </EditSection>
  );
}

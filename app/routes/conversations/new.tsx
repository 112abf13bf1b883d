import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field, FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { loadNewConversation, runNewConversation } from "~/modules/conversations/page.server";
import { BODY_MAX, NewConversationFormSchema } from "~/modules/conversations/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/new";

/**
 * /conversations/new (issue 13): starts a conversation about a vacancy (`?vacancy_id=`, "Stel een vraag"), an
 * application (`?application_id=`, either side of it), a volunteer pool profile (`?volunteer_profile_id=`, the
 * organization or center writing to the volunteer) or, with none of these, with the user's volunteer center.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewConversation(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return runNewConversation(context, request);
}

export default function NewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("conversations");
  const { about } = loaderData;
  const [form, fields] = useZodForm(NewConversationFormSchema, actionData);
  const title = about.volunteerProfileId
    ? t("new.toVolunteer", { name: about.title })
    : about.applicationId
      ? t("new.aboutApplication", { title: about.title })
      : about.vacancyId
        ? t("new.askTitle", { title: about.title })
        : t("new.title");
  const labels = { subject: t("new.subject"), body: t("new.body") };
  const subjectDefault = about.volunteerProfileId ? t("new.subjectProfile") : about.title ? t("new.subjectDefault", { title: about.title }) : "";
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold">{title}</h1>
      {about.volunteerProfileId ? <p>{t("new.toVolunteerIntro")}</p> : about.title ? null : <p>{t("new.toCenterIntro")}</p>}
      <GuardedForm method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        {about.vacancyId ? <input type="hidden" name="vacancyId" value={about.vacancyId} /> : null}
        {about.applicationId ? <input type="hidden" name="applicationId" value={about.applicationId} /> : null}
        {about.volunteerProfileId ? <input type="hidden" name="volunteerProfileId" value={about.volunteerProfileId} /> : null}
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <Field
            errors={fields.subject.errors}
            inputProps={{ ...getInputProps(fields.subject, { type: "text" }), defaultValue: fields.subject.initialValue ?? subjectDefault }}
          />
          <TextareaField errors={fields.body.errors} textareaProps={{ ...getTextareaProps(fields.body), rows: 8, maxLength: BODY_MAX }} />
          <div>
            <Button type="submit">{t("new.submit")}</Button>
          </div>
        </FieldLabels>
      </GuardedForm>
    </section>
  );
}

export const handle = { i18n: ["conversations"] } satisfies I18nHandle;

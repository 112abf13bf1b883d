import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { postalCodeInputProps } from "~/components/address-fields";
import { CheckboxField, ChoiceGroupField, Field, fieldAndItemErrors, FieldLabels, TextareaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext, tenancyContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { featuresOf } from "~/modules/tenancy/tenancy.server";
import { requireUser } from "~/modules/users/session-user.server";
import { AVAILABILITY, VolunteerProfileFormSchema, type VolunteerProfileView } from "~/modules/volunteer-pool/schema";
import type { Route } from "./+types/profile-edit-volunteer";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { ACCOUNT_FORM_ERRORS, apiOf, flashSuccess } from "./account.server";
import { photoAction } from "./volunteer-photo.server";
import { ProfilePhotoForm } from "~/components/volunteer-pool/profile-photo-form";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { EditSection } from "./ui";

/*
 * The volunteer's own profile in the volunteer pool (issue 14, decision 038): a plain form post to
 * PATCH /api/v1/volunteer_profile. 404 where the tenant has no volunteer profiles.
 */

function requireFeature(context: Route.LoaderArgs["context"]) {
  if (!featuresOf(context.get(tenancyContext)).volunteerProfiles) throw data({ message: "Not found" }, { status: 404 });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireFeature(context);
  const { data: profile } = await apiOf(context).get<VolunteerProfileView>("/api/v1/volunteer_profile");
  // Removing the photo asks first (`?confirm=removePhoto`, a panel with a plain form).
  return { profile, confirmRemovePhoto: new URL(request.url).searchParams.get("confirm") === "removePhoto" };
}

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  requireFeature(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "photo" || intent === "removePhoto") return photoAction(context, formData);
  const submission = parseWithZod(formData, { schema: VolunteerProfileFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiOf(context).patch("/api/v1/volunteer_profile", { body: { data: { type: "volunteer_profiles", attributes: submission.value } } });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, { ...ACCOUNT_FORM_ERRORS, fields: Object.keys(VolunteerProfileFormSchema.shape) });
  }
  flashSuccess(context, "profile:edit.volunteer.saved");
  throw redirect(localizedPath("/profile-edit/vrijwilligersprofiel", context.get(localeContext)));
}

export default function ProfileEditVolunteer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { profile, confirmRemovePhoto } = loaderData;
  const lp = useLocalizedPath();
  // The photo form's answer goes to the photo form only: the profile form keeps what it shows.
  const photoResult = actionData && "photo" in actionData ? actionData.photo : undefined;
  const profileResult = actionData && !("photo" in actionData) ? actionData : undefined;
  const [form, fields] = useZodForm(VolunteerProfileFormSchema, profileResult, {
    id: `volunteer-profile-${profile.updatedAt}`,
    defaultValue: {
      optedIn: profile.optedIn ? "on" : undefined,
      skills: profile.skills.join(", "),
      interests: profile.interests.join(", "),
      languages: profile.languages.join(", "),
      availability: profile.availability,
      postcode: profile.postcode ?? "",
      about: profile.about,
    },
  });
  // The boxes ticked: the saved profile's, and after a post with errors what was sent (a box not ticked then is not sent).
  const chosen = new Set([fields.availability.initialValue ?? []].flat());
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same.
  const labels = {
    optedIn: t("edit.volunteer.optedIn"),
    skills: t("edit.volunteer.skills"),
    interests: t("edit.volunteer.interests"),
    languages: t("edit.volunteer.languages"),
    availability: t("edit.volunteer.availability"),
    postcode: t("edit.volunteer.postcode"),
    about: t("edit.volunteer.about"),
  };
  return (
    <EditSection title={t("edit.sections.volunteer")} intro={t("edit.volunteer.intro")}>
      <ProfilePhotoForm
        photoUrl={profile.photoUrl}
        name={profile.name}
        lastResult={photoResult}
        here={lp("/profile-edit/vrijwilligersprofiel")}
        confirmRemove={confirmRemovePhoto}
      />
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: profileResult }}>
          <CheckboxField hint={t("edit.volunteer.optedInHint")} errors={fields.optedIn.errors} inputProps={{ ...getInputProps(fields.optedIn, { type: "checkbox" }) }} />
          <Field hint={t("edit.volunteer.skillsHint")} errors={fieldAndItemErrors(fields.skills.allErrors)} inputProps={{ ...getInputProps(fields.skills, { type: "text" }) }} />
          <Field hint={t("edit.volunteer.interestsHint")} errors={fieldAndItemErrors(fields.interests.allErrors)} inputProps={{ ...getInputProps(fields.interests, { type: "text" }) }} />
          <Field hint={t("edit.volunteer.languagesHint")} errors={fieldAndItemErrors(fields.languages.allErrors)} inputProps={{ ...getInputProps(fields.languages, { type: "text" }) }} />
          <ChoiceGroupField
            hint={t("edit.volunteer.availabilityHint")}
            errors={fieldAndItemErrors(fields.availability.allErrors)}
            options={AVAILABILITY.map((slot) => {
              const [day, part] = slot.split("_") as [string, string];
              // `form`: ChoiceGroupField gives the first box the field's id, which the error summary links to.
              return { name: fields.availability.name, form: form.id, type: "checkbox", value: slot, label: t("pool.dayPart", { day: t(`pool.days.${day}`), part: t(`pool.dayParts.${part}`) }), defaultChecked: chosen.has(slot) };
            })}
          />
          <Field hint={t("edit.volunteer.postcodeHint")} errors={fields.postcode.errors} inputProps={{ ...getInputProps(fields.postcode, { type: "text" }), autoComplete: "postal-code", ...postalCodeInputProps }} />
          <TextareaField errors={fields.about.errors} textareaProps={{ ...getTextareaProps(fields.about) }} />
          <div>
            <Button type="submit">{t("edit.save")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </EditSection>
  );
}

/** The photo form's messages (size, not an image) are the media namespace's. */
export const handle = { i18n: ["media"] } satisfies I18nHandle;

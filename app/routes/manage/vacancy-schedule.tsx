import { getCollectionProps, getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { CheckboxField, ChoiceGroupField, Field, FieldLabels, groupOptionId, ReservedErrorList, TextareaField, useZodForm } from "~/components/forms";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { camelizeKeys } from "~/lib/case";
import { useLocalizedPath } from "~/lib/i18n";
import { i18nContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { asApiError } from "~/modules/api-client/client.server";
import { ACTIVITY_TYPES, type ScheduleRule } from "~/modules/activities/schedule";
import { FORM_WEEKDAYS, FREQUENCIES, ScheduleFormSchema, scheduleAttributes, scheduleFormValues } from "~/modules/activities/schedule-form";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/vacancy-schedule";
import { apiOf, flashSuccess, requireManager } from "./manage.server";
import { VACANCY_FORM_ERRORS } from "~/modules/vacancies/form-errors.server";
import { localeOf } from "~/lib/dates";
import { occurrenceWhenText } from "~/modules/activities/signup-mails.server";

/**
 * /vacancies/{id}/rooster (issue 14): when an activity or language activity takes place, as a plain form (no
 * JavaScript needed). Saving replaces its occurrences in the activity calendar.
 */
type LoadedSchedule = { rule: ScheduleRule; capacity: number | null; online: boolean; location: string | null; signupDeadline: string | null; occurrenceCount: number };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireManager(context, request);
  const api = apiOf(context);
  const { data: vacancy } = await api.get<{ id: string; title: string; vacancyType: string; canManage: boolean }>(`/api/v1/vacancies/${params.id}`);
  if (!vacancy.canManage) throw data({ message: "Forbidden" }, { status: 403 });
  if (!(ACTIVITY_TYPES as readonly string[]).includes(vacancy.vacancyType)) throw data({ message: "Not found" }, { status: 404 });
  let schedule: LoadedSchedule | null = null;
  try {
    const { data: found } = await api.get<LoadedSchedule>(`/api/v1/vacancies/${params.id}/schedule`);
    schedule = { ...found, rule: camelizeKeys<ScheduleRule>(found.rule) };
  } catch (thrown) {
    if (asApiError(thrown)?.status !== 404) throw thrown;
  }
  return { vacancy: { id: vacancy.id, title: vacancy.title }, schedule };
}

const DroppedOccurrencesSchema = z.object({ occurrences: z.array(z.object({ starts_at: z.iso.datetime(), ends_at: z.iso.datetime() })) });

export async function action({ context, request, params }: Route.ActionArgs) {
  await requireManager(context, request);
  const submission = parseWithZod(await request.formData(), { schema: ScheduleFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiOf(context).put(`/api/v1/vacancies/${params.id}/schedule`, {
      body: { data: { type: "activity_schedules", id: params.id, attributes: scheduleAttributes(submission.value) } },
    });
  } catch (thrown) {
    // Dates people signed up for cannot go (decision 040): the API names those occurrences in the error's meta.
    const error = asApiError(thrown);
    if (error?.code === "occurrences_have_signups") {
      const { t } = context.get(i18nContext);
      const language = context.get(localeContext) === "en" ? "en" : "nl";
      const occurrences = DroppedOccurrencesSchema.safeParse(error.errors[0]?.meta).data?.occurrences ?? [];
      const dates = occurrences.map((o) => occurrenceWhenText(language, new Date(o.starts_at), new Date(o.ends_at)));
      return data(submission.reply({ formErrors: [t("vacancies:signups.scheduleHasSignups", { dates: dates.join("; ") })] }), { status: 422 });
    }
    return replyWithApiErrors(submission, thrown, { ...VACANCY_FORM_ERRORS, fields: Object.keys(ScheduleFormSchema.shape) });
  }
  flashSuccess(context, "vacancies:schedule.saved");
  throw redirect(localizedPath(`/vacancies/${params.id}/rooster`, context.get(localeContext)));
}

export default function VacancySchedule({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { vacancy, schedule } = loaderData;
  const [form, fields] = useZodForm(ScheduleFormSchema, actionData, { defaultValue: scheduleFormValues(schedule) });
  // The labels once: the fields and the error summary (FieldLabels, decision 062) show the same, in the form's order.
  const labels = {
    frequency: t("schedule.frequency"),
    startsAt: t("schedule.startsAt"),
    endsAt: t("schedule.endsAt"),
    startDate: t("schedule.startDate"),
    endDate: t("schedule.endDate"),
    untilDate: t("schedule.untilDate"),
    startTime: t("schedule.startTime"),
    endTime: t("schedule.endTime"),
    weekdays: t("schedule.weekdays"),
    interval: t("schedule.interval"),
    exceptions: t("schedule.exceptions"),
    capacity: t("schedule.capacity"),
    signupDeadline: t("schedule.signupDeadline"),
    location: t("schedule.location"),
    online: t("schedule.online"),
  };
  const weekdayName = (day: number) => new Intl.DateTimeFormat(localeOf(i18n.language), { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2034, 0, 1 + day)));
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={t("schedule.title", { title: vacancy.title })} />
      <p className="flex flex-wrap gap-4">
        <Link to={lp(`/vacancies/${vacancy.id}/edit`)} className={linkClass}>
          {t("schedule.back")}
        </Link>
        {schedule ? (
          <Link to={lp(`/vacancies/${vacancy.id}/deelnemers`)} className={linkClass}>
            {t("signups.participantsLink")}
          </Link>
        ) : null}
      </p>
      <h1 className="text-3xl font-bold">{t("schedule.title", { title: vacancy.title })}</h1>
      <p>{schedule ? t("schedule.current", { count: schedule.occurrenceCount }) : t("schedule.none")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <AuthenticityTokenInput name="csrf" />
        <FieldLabels labels={labels} summary={{ form, result: actionData }}>
          <ChoiceGroupField
            required
            errors={fields.frequency.errors}
            options={getCollectionProps(fields.frequency, { type: "radio", options: [...FREQUENCIES] }).map(({ key: _key, ...props }) => ({ ...props, label: t(`frequencies.${props.value}`) }))}
          />
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{t("schedule.onceLegend")}</legend>
            <Field errors={fields.startsAt.errors} inputProps={{ ...getInputProps(fields.startsAt, { type: "datetime-local" }), required: false }} />
            <Field errors={fields.endsAt.errors} inputProps={{ ...getInputProps(fields.endsAt, { type: "datetime-local" }), required: false }} />
          </fieldset>
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{t("schedule.datesLegend")}</legend>
            <Field errors={fields.startDate.errors} inputProps={{ ...getInputProps(fields.startDate, { type: "date" }), required: false }} />
            <Field hint={t("schedule.endDateHint")} errors={fields.endDate.errors} inputProps={{ ...getInputProps(fields.endDate, { type: "date" }), required: false }} />
            <Field hint={t("schedule.untilDateHint")} errors={fields.untilDate.errors} inputProps={{ ...getInputProps(fields.untilDate, { type: "date" }), required: false }} />
            <Field errors={fields.startTime.errors} inputProps={{ ...getInputProps(fields.startTime, { type: "time" }), required: false }} />
            <Field errors={fields.endTime.errors} inputProps={{ ...getInputProps(fields.endTime, { type: "time" }), required: false }} />
          </fieldset>
          <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{t("schedule.regularLegend")}</legend>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{labels.weekdays}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {getCollectionProps(fields.weekdays, { type: "checkbox", options: FORM_WEEKDAYS.map(String) }).map(({ key, ...props }, index) => (
                  <label key={key} className="flex items-center gap-2">
                    <input {...props} id={groupOptionId(fields.weekdays.id, props.id, index)} className="size-4 accent-primary" />
                    {weekdayName(Number(props.value))}
                  </label>
                ))}
              </div>
              {/* conform's checkboxes name this id in aria-describedby once there are errors. */}
              <ReservedErrorList id={fields.weekdays.errorId} errors={fields.weekdays.errors} />
            </fieldset>
            <Field errors={fields.interval.errors} inputProps={{ ...getInputProps(fields.interval, { type: "number" }), min: 1, max: 52 }} />
            <TextareaField hint={t("schedule.exceptionsHint")} errors={fields.exceptions.errors} textareaProps={{ ...getInputProps(fields.exceptions, { type: "text" }), rows: 2 }} />
          </fieldset>
          <Field hint={t("schedule.capacityHint")} errors={fields.capacity.errors} inputProps={{ ...getInputProps(fields.capacity, { type: "number" }), min: 1 }} />
          <Field
            hint={t("schedule.signupDeadlineHint")}
            errors={fields.signupDeadline.errors}
            inputProps={{ ...getInputProps(fields.signupDeadline, { type: "datetime-local" }), required: false }}
          />
          <Field errors={fields.location.errors} inputProps={getInputProps(fields.location, { type: "text" })} />
          <CheckboxField errors={fields.online.errors} inputProps={getInputProps(fields.online, { type: "checkbox" })} />
          <div>
            <Button type="submit">{t("schedule.save")}</Button>
          </div>
        </FieldLabels>
      </Form>
    </section>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;

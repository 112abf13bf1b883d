import { useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/datepicker";
import { headingClass, sectionClass } from "./gallery";

const MINUTE = 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
/** Examples for RelativeTime, in minutes from now: each of spec §9's units, past and future. */
const OFFSETS = [0, -5, -180, -2 * 1440, -10 * 1440, -90 * 1440, -800 * 1440, 3 * 1440] as const;

/** A GET form: without JavaScript the chosen values come back in the URL and are formatted here. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const date = params.get("date") ?? "";
  const time = params.get("time") ?? "";
  const now = Date.now();
  return {
    date: DATE.test(date) ? date : "",
    time: TIME.test(time) ? time : "",
    today: new Date(now).toISOString().slice(0, 10),
    lastDay: new Date(now + 365 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
    now,
  };
}

/** Dates and times as the visitor's language writes them; UTC on both sides so server and browser agree. */
function formatDate(value: string, language: string) {
  return value ? new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`)) : null;
}
function formatTime(value: string, language: string) {
  return value ? new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: "UTC" }).format(new Date(`1970-01-01T${value}:00Z`)) : null;
}

export default function DatepickerPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("gallery");
  const [date, setDate] = useState(loaderData.date);
  const [time, setTime] = useState(loaderData.time);
  const formattedDate = formatDate(date, i18n.language);
  const formattedTime = formatTime(time, i18n.language);
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.datepicker.title")} />
      <h1 className="text-3xl font-bold">{t("pages.datepicker.title")}</h1>
      <p className="max-w-prose">{t("datepicker.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("datepicker.inputsHeading")}</h2>
        <Form method="get" className="flex max-w-md flex-col gap-4">
          <Field
            label={t("datepicker.date")}
            hint={t("datepicker.dateHint")}
            inputProps={{ name: "date", type: "date", min: loaderData.today, max: loaderData.lastDay, value: date, onChange: (event) => setDate(event.target.value) }}
          />
          <Field
            label={t("datepicker.time")}
            hint={t("datepicker.timeHint")}
            inputProps={{ name: "time", type: "time", min: "08:00", max: "22:00", step: 900, value: time, onChange: (event) => setTime(event.target.value) }}
          />
          <Button type="submit" className="self-start">
            {t("datepicker.show")}
          </Button>
        </Form>
        <p>
          {t("datepicker.chosen")}{" "}
          <output data-testid="chosen" aria-live="polite">
            {formattedDate && formattedTime
              ? t("datepicker.dateAtTime", { date: formattedDate, time: formattedTime })
              : (formattedDate ?? formattedTime ?? t("datepicker.nothing"))}
          </output>
        </p>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("datepicker.relativeHeading")}</h2>
        <ul className="flex flex-col gap-1">
          {OFFSETS.map((minutes) => (
            <li key={minutes}>
              <RelativeTime date={loaderData.now + minutes * MINUTE} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

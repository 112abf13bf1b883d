import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { ContactFields } from "~/components/contact-fields";
import { useZodForm } from "~/components/forms";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { SignupSchema } from "~/modules/activities/signup-schema";
import { codeKeys, replyWithApiErrors, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import { freshKey } from "~/modules/page-cache/context.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/signup";
import { loadOccurrence } from "./signup.server";

/**
 * /activiteiten/{occurrence} (issue 14, decision 040; public): one date of an activity — when, where, places
 * left or "vol" — and the sign-up form (no account, no JavaScript needed: a plain POST and a redirect). A full
 * date offers the waiting list; past the deadline or once it started, the page says so instead of the form.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [occurrence, user] = await Promise.all([loadOccurrence(context, params.id), getOptionalUser(context)]);
  return {
    occurrence,
    prefill: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email } : null,
    // One key per rendered form: a double submit or a resubmitted POST makes one sign-up.
    idempotencyKey: freshKey(context),
  };
}

/**
 * The API's refusals shown on the form: a closed sign-up and too many sign-ups in the page's words, other errors at
 * the field they point at (the API validated with the same schema: its messages are the same translation keys).
 */
const SIGNUP_ERRORS = {
  statuses: [422, 429],
  message: codeKeys({
    idempotency_key_reused: "vacancies:signups.form.keyReused",
    signup_past: "vacancies:signups.page.closed.past",
    signup_deadline: "vacancies:signups.page.closed.deadline",
    signup_not_published: "vacancies:signups.page.closed.not_published",
    too_many_requests: "vacancies:signups.form.tooMany",
  }),
} satisfies ApiFormErrorOptions;

export async function action({ request, context, params }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: SignupSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { idempotencyKey, ...body } = submission.value;
  let result: { status: string; created: boolean };
  try {
    const response = await context.get(apiContext).request("POST", `/api/v1/activity_occurrences/${params.id}/signups`, {
      body: { data: { type: "activity_signups", attributes: body } },
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
    const document = (await response.json()) as { data: { attributes: { status: string } } };
    result = { status: document.data.attributes.status, created: response.status === 201 };
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, SIGNUP_ERRORS);
  }
  const query = new URLSearchParams({ status: result.status === "waiting" ? "waiting" : "confirmed", ...(result.created ? {} : { again: "1" }) });
  throw redirect(`${localizedPath(`/activiteiten/${params.id}/aangemeld`, context.get(localeContext))}?${query.toString()}`);
}

export default function ActivitySignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { occurrence } = loaderData;
  return (
    <article className="flex flex-col gap-6">
      <PageTitle title={t("signups.page.title", { title: occurrence.title })} />
      <header className="flex flex-col gap-2">
        <Link to={lp("/activiteitenkalender")} className={linkClass + " text-sm"}>
          {t("signups.page.back")}
        </Link>
        <h1 className="text-3xl font-bold">{occurrence.title}</h1>
        <p>
          <Link to={lp(`/vacancies/${occurrence.vacancyId}`)} className={linkClass}>
            {t("signups.page.vacancy")}
          </Link>
        </p>
        {/* This date as an iCalendar file (decision 043): a download, so a plain link. */}
        <p>
          <a href={lp(`/activiteitenkalender/activiteit.ics?id=${occurrence.id}`)} download className={linkClass} data-testid="occurrence-ics">
            {t("calendar.addToCalendar")}
          </a>
        </p>
      </header>
      <dl className="grid max-w-xl gap-3 rounded-lg border border-border bg-surface p-4">
        <div>
          <dt className="text-sm text-muted">{t("signups.page.when")}</dt>
          <dd>{occurrence.when}</dd>
        </div>
        {occurrence.online || occurrence.place ? (
          <div>
            <dt className="text-sm text-muted">{t("signups.page.where")}</dt>
            <dd>{occurrence.online ? [t("signups.page.online"), occurrence.place].filter(Boolean).join(": ") : occurrence.place}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-muted">{t("signups.page.places")}</dt>
          <dd data-testid="places">
            {occurrence.capacity === null ? (
              t("signups.page.unlimited")
            ) : occurrence.full ? (
              <strong className="font-semibold">{t("signups.page.full")}</strong>
            ) : (
              t("signups.page.placesLeft", { count: occurrence.capacity - occurrence.confirmedCount, capacity: occurrence.capacity })
            )}
            {occurrence.waitingCount > 0 ? <span className="block text-sm">{t("signups.page.waiting", { count: occurrence.waitingCount })}</span> : null}
          </dd>
        </div>
        {occurrence.deadline && !occurrence.closedReason ? (
          <div>
            <dt className="sr-only">{t("signups.page.deadline", { deadline: "" })}</dt>
            <dd className="text-sm">{t("signups.page.deadline", { deadline: occurrence.deadline })}</dd>
          </div>
        ) : null}
      </dl>

      {occurrence.closedReason ? (
        <section role="status" className="flex max-w-xl flex-col gap-2 rounded-lg border border-warning/40 bg-warning/10 p-4">
          <p className="font-semibold">{t(`signups.page.closed.${occurrence.closedReason}`)}</p>
          <Link to={lp("/activiteitenkalender")} className={linkClass}>
            {t("signups.page.otherDates")}
          </Link>
        </section>
      ) : (
        <SignupForm full={occurrence.full} prefill={loaderData.prefill} idempotencyKey={loaderData.idempotencyKey} actionData={actionData} />
      )}
    </article>
  );
}

function SignupForm({
  full,
  prefill,
  idempotencyKey,
  actionData,
}: {
  full: boolean;
  prefill: { name: string; email: string } | null;
  idempotencyKey: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("vacancies");
  const [form, fields] = useZodForm(SignupSchema, actionData);
  return (
    <section aria-labelledby="signup-heading" className="flex max-w-xl flex-col gap-4">
      <h2 id="signup-heading" className="text-2xl font-semibold">
        {full ? t("signups.form.waitingHeading") : t("signups.form.heading")}
      </h2>
      {full ? <p>{t("signups.page.fullHint")}</p> : null}
      <p>{t("signups.form.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <ContactFields keyPrefix="signups.form" form={form} fields={fields} prefill={prefill} idempotencyKey={idempotencyKey} lastResult={actionData} />
        <Button type="submit">{full ? t("signups.form.submitWaiting") : t("signups.form.submit")}</Button>
      </Form>
    </section>
  );
}

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;

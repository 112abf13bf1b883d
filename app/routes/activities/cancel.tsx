import { data, Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/cancel";
import { whenText } from "./signup.server";

/**
 * /activiteiten/afmelden/{token} (issue 14, decision 040; public): the cancel link of a sign-up's mail. The GET
 * only asks (mail scanners follow links); the button posts the cancellation — no sign-in, no JavaScript needed.
 */
type Cancellation = { id: string; status: "confirmed" | "waiting" | "cancelled"; activityTitle: string; occurrenceId: string; startsAt: string; endsAt: string };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { data: found } = await context.get(apiContext).get<Cancellation>(`/api/v1/activity_signup_cancellations/${encodeURIComponent(params.token)}`);
  const past = new Date(found.startsAt).getTime() <= Date.now();
  return {
    title: found.activityTitle,
    when: whenText(context.get(localeContext), found.startsAt, found.endsAt),
    occurrenceId: found.occurrenceId,
    status: found.status,
    past,
    done: new URL(request.url).searchParams.get("klaar") === "1",
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.get(apiContext).post("/api/v1/activity_signup_cancellations", {
      body: { data: { type: "activity_signup_cancellations", attributes: { token: params.token } } },
    });
  } catch (thrown) {
    if (asApiError(thrown)?.code === "signup_past") return data({ past: true }, { status: 422 });
    throw thrown;
  }
  throw redirect(`${localizedPath(`/activiteiten/afmelden/${params.token}`, context.get(localeContext))}?klaar=1`);
}

export default function CancelSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { title, when, status, done } = loaderData;
  const past = loaderData.past || actionData?.past;
  const values = { title, when };
  return (
    <section className="flex max-w-prose flex-col gap-4">
      <PageTitle title={t("signups.cancel.title")} />
      <h1 className="text-3xl font-bold">{t("signups.cancel.heading", { title })}</h1>
      {status === "cancelled" ? (
        <p role="status">{done ? t("signups.cancel.done", values) : t("signups.cancel.already", values)}</p>
      ) : past ? (
        <p role="status">{t("signups.cancel.past", values)}</p>
      ) : (
        <>
          <p>{status === "waiting" ? t("signups.cancel.questionWaiting", values) : t("signups.cancel.question", values)}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Form method="post">
              <AuthenticityTokenInput name="csrf" />
              <Button type="submit" variant="danger">
                {t("signups.cancel.submit")}
              </Button>
            </Form>
            <Link to={lp(`/activiteiten/${loaderData.occurrenceId}`)} className={linkClass}>
              {t("signups.cancel.keep")}
            </Link>
          </div>
        </>
      )}
      <Link to={lp("/activiteitenkalender")} className={linkClass}>
        {t("signups.cancel.calendar")}
      </Link>
    </section>
  );
}

// The token is in the address: no other site gets it as the referrer (same-origin keeps the Origin of the form's POST).
export const meta: Route.MetaFunction = () => [{ name: "referrer", content: "same-origin" }, { name: "robots", content: "noindex" }];

export const handle = { i18n: ["vacancies"] } satisfies I18nHandle;

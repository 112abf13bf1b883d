import { Form, Link, data, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { ConfirmActions, ConfirmPanel, useFormatDate } from "~/components/list-kit";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { requireActivities } from "~/modules/activities/feature.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/profile-edit-calendar";
import { apiOf, flashSuccess } from "./account.server";
import { CopyField } from "./copy-field";
import { EditSection, linkClass } from "./ui";

/*
 * /profile-edit/agenda (issue 14, decision 043): the signed-in user's private calendar feed of the activities they
 * signed up for. Its address carries a secret token that is stored hashed, so the address is shown once, right after
 * it is made or renewed; renewing and revoking (each confirmed first) stop the old address at once. Plain forms.
 */

type FeedState = { active: boolean; createdAt: string | null; token?: string | null };

const CONFIRMS = ["renew", "revoke"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  requireActivities(context);
  const { data: feed } = await apiOf(context).get<FeedState>("/api/v1/calendar_feed");
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirm = feed.active ? CONFIRMS.find((value) => value === asked) : undefined;
  const language = context.get(localeContext);
  return {
    active: feed.active,
    createdAt: feed.createdAt,
    confirm: confirm ?? null,
    publicFeedUrl: `${new URL(request.url).origin}${localizedPath("/activiteitenkalender/feed.ics", language)}`,
  };
}

const IntentSchema = z.object({ intent: z.enum(["create", "renew", "revoke"]) });

export async function action({ context, request }: Route.ActionArgs) {
  await requireUser(context, request);
  requireActivities(context);
  const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data({ message: "Bad request" }, { status: 400 });
  const language = context.get(localeContext);
  const here = localizedPath("/profile-edit/agenda", language);
  if (parsed.data.intent === "revoke") {
    try {
      await apiOf(context).delete("/api/v1/calendar_feed");
    } catch {
      // Already revoked (another tab): the page says there is none.
    }
    flashSuccess(context, "profile:edit.calendar.revoked");
    throw redirect(here);
  }
  const response = await apiOf(context).post("/api/v1/calendar_feed");
  const token = ((await response.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
  // Shown on this answer only: the token is not kept, and a redirect would lose it.
  return {
    feedUrl: `${new URL(request.url).origin}${localizedPath(`/activiteitenkalender/mijn/${token}/agenda.ics`, language)}`,
    renewed: parsed.data.intent === "renew",
  };
}

export default function ProfileEditCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  const formatDate = useFormatDate();
  const { active, createdAt, confirm, publicFeedUrl } = loaderData;
  const intentForm = (intent: "create" | "renew" | "revoke", label: string) => (
    <Form method="post" action={lp("/profile-edit/agenda")}>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit">{label}</Button>
    </Form>
  );
  return (
    <EditSection title={t("edit.sections.calendar")} intro={t("edit.calendar.intro")}>
      {actionData?.feedUrl ? (
        <section aria-labelledby="feed-made" className="flex flex-col gap-3 rounded-lg border-2 border-success/60 bg-surface p-4" data-testid="feed-address">
          <h3 id="feed-made" className="text-lg font-semibold">
            {actionData.renewed ? t("edit.calendar.renewedTitle") : t("edit.calendar.madeTitle")}
          </h3>
          <CopyField id="personal-feed-url" label={t("edit.calendar.address")} value={actionData.feedUrl} copyLabel={t("edit.calendar.copy")} copiedLabel={t("edit.calendar.copied")} />
          <p>{t("edit.calendar.onlyNow")}</p>
          <p className="text-sm">{t("edit.calendar.howTo")}</p>
        </section>
      ) : null}

      {confirm ? (
        <ConfirmPanel title={t(`edit.calendar.confirm.${confirm}.title`)}>
          <p>{t(`edit.calendar.confirm.${confirm}.question`)}</p>
          <ConfirmActions
            intent={confirm}
            action={lp("/profile-edit/agenda")}
            confirmLabel={t(`edit.calendar.confirm.${confirm}.submit`)}
            cancelLabel={t("edit.calendar.confirm.cancel")}
            cancelTo={lp("/profile-edit/agenda")}
          />
        </ConfirmPanel>
      ) : null}

      {active ? (
        <div className="flex flex-col gap-3">
          <p data-testid="feed-state">{t("edit.calendar.active", { date: createdAt ? formatDate(createdAt) : "" })}</p>
          {confirm ? null : (
            <div className="flex flex-wrap gap-3">
              <Link to={lp("/profile-edit/agenda?confirm=renew")} className={linkClass}>
                {t("edit.calendar.renew")}
              </Link>
              <Link to={lp("/profile-edit/agenda?confirm=revoke")} className={linkClass}>
                {t("edit.calendar.revoke")}
              </Link>
            </div>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p data-testid="feed-state">{t("edit.calendar.none")}</p>
          <div>{intentForm("create", t("edit.calendar.create"))}</div>
        </div>
      )}

      <section aria-labelledby="public-feed" className="flex flex-col gap-2">
        <h3 id="public-feed" className="text-lg font-semibold">
          {t("edit.calendar.publicTitle")}
        </h3>
        <p>{t("edit.calendar.publicIntro")}</p>
        <CopyField id="public-feed-url" label={t("edit.calendar.publicAddress")} value={publicFeedUrl} copyLabel={t("edit.calendar.copy")} copiedLabel={t("edit.calendar.copied")} />
      </section>
    </EditSection>
  );
}

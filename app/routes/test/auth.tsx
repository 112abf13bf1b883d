import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import { authStatusOf } from "~/modules/auth/status";
import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/auth";
import { headingClass, linkClass, sectionClass } from "./gallery";

/** Spec §4 auth status from the credentials the api client holds now (rotated ones included); the token stays on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const credentials = context.get(apiContext).currentCredentials;
  const expirySeconds = Number(credentials?.expiry);
  return {
    status: authStatusOf(credentials),
    user: { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email, roles: user.roles.map((role) => role.name) },
    uid: credentials?.uid ?? null,
    expiresAt: Number.isFinite(expirySeconds) && expirySeconds > 0 ? expirySeconds * 1000 : null,
  };
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("gallery");
  const { t: tCommon } = useTranslation();
  const lp = useLocalizedPath();
  const { status, user, uid, expiresAt } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.auth.title")} />
      <h1 className="text-3xl font-bold">{t("pages.auth.title")}</h1>
      <p className="max-w-prose">{t("auth.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("auth.statusHeading")}</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t("auth.status")}</dt>
          <dd>
            <code data-testid="auth-status">{status}</code>
          </dd>
          <dt className="font-medium">{t("auth.name")}</dt>
          <dd>{user.name}</dd>
          <dt className="font-medium">{t("auth.email")}</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium">{t("auth.uid")}</dt>
          <dd>{uid}</dd>
          <dt className="font-medium">{t("auth.roles")}</dt>
          <dd>{user.roles.map((role) => tCommon(`roles.${role}`, { defaultValue: role })).join(", ")}</dd>
          <dt className="font-medium">{t("auth.expiry")}</dt>
          <dd>
            {expiresAt ? (
              <>
                {new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(expiresAt)}{" "}
                <RelativeTime date={expiresAt} className="text-muted" />
              </>
            ) : (
              t("auth.noExpiry")
            )}
          </dd>
        </dl>
        <p className="text-sm text-muted">{t("auth.tokenHidden")}</p>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("auth.signOutHeading")}</h2>
        <Link to={lp("/uitloggen")} className={`self-start ${linkClass}`}>
          {t("auth.signOutPage")}
        </Link>
        <Form method="post" action={lp("/uitloggen")}>
          <AuthenticityTokenInput name="csrf" />
          <Button type="submit" variant="secondary">
            {t("auth.signOutNow")}
          </Button>
        </Form>
      </section>
    </div>
  );
}

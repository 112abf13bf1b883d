import { Form, Link, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { AuthCard } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext } from "~/middleware/context";
import { asApiError } from "~/modules/api-client/client.server";
import { verifyDigestUnsubscribeToken } from "~/modules/digest/unsubscribe.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/digest-unsubscribe";

/*
 * Public: the digest mail's unsubscribe link (issue 13, decision 034). A GET only asks (mail scanners open
 * links); the button posts, without JavaScript and without signing in. Mail programs post here themselves
 * (RFC 8058 one-click, body `List-Unsubscribe=One-Click`): the token in the path is the permission, so this
 * path needs no CSRF token (app/middleware/root.server.ts).
 */

export function loader({ params }: Route.LoaderArgs) {
  const valid = verifyDigestUnsubscribeToken(params.token) !== null;
  return data({ state: valid ? ("ask" as const) : ("invalid" as const) }, { status: valid ? 200 : 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.get(apiContext).post("/api/v1/digest_unsubscriptions", { body: { data: { type: "digest_unsubscriptions", attributes: { token: params.token } } } });
  } catch (error) {
    if (asApiError(error)?.status === 404) return data({ state: "invalid" as const }, { status: 404 });
    throw error;
  }
  return { state: "done" as const };
}

export default function DigestUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const lp = useLocalizedPath();
  const state = actionData?.state ?? loaderData.state;
  return (
    <AuthCard title={t("digestUnsubscribe.title")}>
      {state === "done" ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3">
          {t("digestUnsubscribe.done")}
        </p>
      ) : state === "invalid" ? (
        <p role="alert" className="rounded-md border border-danger/40 bg-danger/10 p-3 text-danger">
          {t("digestUnsubscribe.invalid")}
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <AuthenticityTokenInput name="csrf" />
          <p>{t("digestUnsubscribe.intro")}</p>
          <Button type="submit">{t("digestUnsubscribe.submit")}</Button>
        </Form>
      )}
      <Link to={lp("/profile-edit/periodieke-mail")} className="text-primary underline">
        {t("digestUnsubscribe.profile")}
      </Link>
    </AuthCard>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { apiContext, tenancyContext } from "~/middleware/context";
import { volunteerCenterCookie } from "~/modules/session/session.server";
import { partnerUrl } from "~/modules/volunteer-centers/partner-links";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/switch";

type Center = { id: string; name: string; hosts?: string[] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { data } = await context.get(apiContext).get<Center[]>("/api/v1/volunteer_centers");
  return {
    currentCenterId: context.get(tenancyContext).centerId,
    centers: data.map((center) => ({ id: center.id, name: center.name, url: partnerUrl(request.url, center.hosts?.[0]) })),
  };
}

/** Remembers the chosen center (spec §1: in a secure cookie) for hosts that name no center of their own. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const chosen = formData.get("centerId");
  const { data } = await context.get(apiContext).get<Center[]>("/api/v1/volunteer_centers");
  const center = data.find((c) => c.id === chosen);
  if (!center) throw redirect("/switch");
  const url = partnerUrl(request.url, center.hosts?.[0]);
  const headers = { "Set-Cookie": await volunteerCenterCookie().serialize(center.id) };
  throw redirect(url ?? "/", { headers });
}

export const handle = { layout: "empty", i18n: ["pages"], pageCache: true } satisfies ShellHandle & I18nHandle & PageCacheHandle;

/** Choose one of the collaboration's centers (public, empty layout). */
export default function Switch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-lg flex-col justify-center gap-6">
      <PageTitle title={t("switch.title")} />
      <h1 className="text-3xl font-bold">{t("switch.title")}</h1>
      <p>{t("switch.intro")}</p>
      <ul className="flex flex-col gap-3">
        {loaderData.centers.map((center) => (
          <li key={center.id}>
            <Form method="post" className="flex items-center justify-between gap-4 rounded-md border border-border bg-surface p-4">
              <AuthenticityTokenInput name="csrf" />
              <input type="hidden" name="centerId" value={center.id} />
              <span className="font-semibold">
                {center.name}
                {center.id === loaderData.currentCenterId ? <span className="ml-2 text-sm font-normal text-muted">({t("switch.current")})</span> : null}
              </span>
              <Button type="submit" aria-label={t("switch.choose", { name: center.name })}>
                {t("switch.chooseShort")}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

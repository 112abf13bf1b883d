import { useTranslation } from "~/modules/i18n/use-translation";
import { Link, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/thanks";
import { apiOf } from "./forms.server";
import type { PublicForm } from "./types";

/**
 * /forms/{token}/bedankt: the confirmation after a submission (POST → redirect → GET). It is shown only to the browser
 * whose answers the form's action has just sent on this link (the `formSent` flash); anyone else, and a reload, goes to
 * the form, which says what the link is now. An unknown link stays 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const opened = await openedForm(context, params.token);
  if (context.get(sessionContext).get("formSent") !== params.token) {
    throw redirect(localizedPath(`/forms/${encodeURIComponent(params.token)}`, context.get(localeContext)));
  }
  return opened;
}

async function openedForm(context: Route.LoaderArgs["context"], token: string) {
  try {
    const { data: form } = await apiOf(context).get<PublicForm>(`/api/v1/public_forms/${encodeURIComponent(token)}`);
    return { title: form.title, again: form.accessPermission === "anonymous" };
  } catch (thrown) {
    // A single-use link is used up by now: thank without the title.
    if (asApiError(thrown)?.status === 410) return { title: null, again: false };
    throw thrown;
  }
}

export default function Thanks({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-8">
      <PageTitle title={t("fill.thanks.title")} />
      <h1 className="text-2xl font-bold">{t("fill.thanks.title")}</h1>
      <p role="status">{loaderData.title ? t("fill.thanks.bodyForm", { title: loaderData.title }) : t("fill.thanks.body")}</p>
      {loaderData.again ? (
        <p>
          <Link to={lp(`/forms/${encodeURIComponent(params.token)}`)} className="text-primary underline">
            {t("fill.thanks.again")}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export const handle = { layout: "empty", i18n: ["forms"] } satisfies ShellHandle & I18nHandle;

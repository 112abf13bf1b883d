import { parseWithZod } from "@conform-to/zod/v4";
import { replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { data, redirect } from "react-router";
import { PageTitle } from "~/components/page-title";
import { RespondentForm, RespondentFormHeader } from "~/components/respondent-form";
import { localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { answersConstraint } from "~/modules/forms/answers-constraint.server";
import { answersSchema } from "~/modules/forms/schema";
import type { Language } from "~/modules/i18n/languages";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { ShellHandle } from "~/root";
import type { Route } from "./+types/fill";
import { apiOf, FORM_ERRORS } from "./forms.server";
import type { PublicForm } from "./types";

/*
 * /forms/{token} (public, empty layout): an anonymous form by its public link
 * or a token_holder form by a personal invitation. Works without JavaScript.
 */

type Closed = "used" | "revoked" | "closed";
/** The API's 410: token_used, token_revoked, or form_closed (an archived form, decision 079). */
const closedState = (code: string): Closed => (code === "token_used" ? "used" : code === "token_revoked" ? "revoked" : "closed");

async function openForm(context: Route.LoaderArgs["context"], token: string | undefined) {
  if (!token) throw data({ message: "Page not found" }, { status: 404 });
  try {
    const { data: form } = await apiOf(context).get<PublicForm>(`/api/v1/public_forms/${encodeURIComponent(token)}`);
    return { form, closed: null };
  } catch (thrown) {
    const error = asApiError(thrown);
    if (error?.status === 410) return { form: null, closed: closedState(error.code) };
    throw thrown;
  }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { form, closed } = await openForm(context, params.token);
  // A used or withdrawn link, or an archived form's, is gone for good: 410, with a page that says which.
  if (closed) return data({ form: null, closed, idempotencyKey: "" }, { status: 410 });
  return { form: { ...form!, constraint: answersConstraint(form!.questions) }, closed: null, idempotencyKey: crypto.randomUUID() };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const here = localizedPath(`/forms/${encodeURIComponent(params.token ?? "")}`, locale);
  const { form } = await openForm(context, params.token);
  const formData = await request.formData();
  const idempotencyKey = String(formData.get("idempotencyKey") ?? "") || undefined;
  if (!form) throw redirect((await sentBefore(context, params.token!, idempotencyKey, locale)) ? thanks(context, params.token!, here) : here);
  const submission = parseWithZod(formData, { schema: answersSchema(form.questions) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiOf(context).post(`/api/v1/public_forms/${encodeURIComponent(params.token!)}/submissions`, {
      body: { answers: submission.value, idempotencyKey, locale },
    });
  } catch (thrown) {
    // Used up or withdrawn meanwhile: the page now says so.
    if (asApiError(thrown)?.status === 410) throw redirect(here);
    return replyWithApiErrors(submission, thrown, FORM_ERRORS);
  }
  throw redirect(thanks(context, params.token!, here));
}

/** The thanks page's address, which it shows only to the browser that has just sent answers on this link. */
function thanks(context: Route.ActionArgs["context"], token: string, here: string) {
  context.get(sessionContext).flash("formSent", token);
  return `${here}/bedankt`;
}

/**
 * Whether a post to a link that is closed now was sent before with the same form key: the second press of a double
 * click on a single-use link, which the first press used up. The API answers its key with the first submission
 * before it looks at the link (no answers needed), and 410 when the link was closed by something else.
 */
async function sentBefore(context: Route.ActionArgs["context"], token: string, idempotencyKey: string | undefined, locale: Language) {
  if (!idempotencyKey) return false;
  try {
    await apiOf(context).post(`/api/v1/public_forms/${encodeURIComponent(token)}/submissions`, { body: { answers: {}, idempotencyKey, locale } });
    return true;
  } catch (thrown) {
    if (asApiError(thrown)) return false;
    throw thrown;
  }
}

export default function FillForm({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.closed) return <ClosedLink state={loaderData.closed} />;
  const form = loaderData.form!;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-lg border border-border bg-surface p-4 sm:p-8">
      <PageTitle title={form.title} />
      <RespondentFormHeader form={form} />
      <RespondentForm form={form} lastResult={actionData} idempotencyKey={loaderData.idempotencyKey} />
    </article>
  );
}

function ClosedLink({ state }: { state: Closed }) {
  const { t } = useTranslation("forms");
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-8">
      <PageTitle title={t(`fill.${state}.title`)} />
      <h1 className="text-2xl font-bold">{t(`fill.${state}.title`)}</h1>
      <p>{t(`fill.${state}.body`)}</p>
    </article>
  );
}

export const handle = { layout: "empty", i18n: ["forms"] } satisfies ShellHandle & I18nHandle;

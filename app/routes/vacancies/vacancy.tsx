import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, data, redirect } from "react-router";
import type { z } from "zod";
import { ContactFields } from "~/components/contact-fields";
import { TextareaField } from "~/components/forms";
import { useLazyForm, type FormConstraint, type LoadValidator } from "~/components/lazy-form";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { apiContext, localeContext, tenancyContext } from "~/middleware/context";
import { recordVacancyView } from "~/modules/analytics/recorder.server";
import { localizedPath } from "~/middleware/paths";
import { codeKeys, replyWithApiErrors, type ApiFormErrorOptions } from "~/modules/api-client/form-errors.server";
import { freshKey } from "~/modules/page-cache/context.server";
import { getOptionalUser } from "~/modules/users/session-user.server";
import { AGE_GROUPS } from "~/modules/vacancies/constants";
import { formatDate, formatDay } from "~/lib/dates";
import { acceptsApplications } from "~/modules/vacancies/life-cycle";
import { descriptionText } from "~/modules/vacancies/sanitize.server";
import type { Vacancy } from "~/modules/vacancies/types";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { PageCacheHandle } from "~/modules/page-cache/handle";
import type { Route } from "./+types/vacancy";
import { AskQuestionLink, ClosedNotice, RespondedNotice, ShareLinks, StructuredData } from "./vacancy-parts";
import { loadOpenResponse } from "~/modules/applications/own-pages.server";
import { ApplicationSchema } from "~/modules/vacancies/schema";
import { APPLICATION_CONSTRAINT } from "~/modules/vacancies/application-constraint.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [{ data: vacancy }, user] = await Promise.all([
    api.get<Vacancy>(`/api/v1/vacancies/${params.id}`, { query: { include: "organization,contact_person" } }),
    getOptionalUser(context),
  ]);
  const tenancy = context.get(tenancyContext);
  recordVacancyView(request, { tenantId: tenancy.tenant.id, vacancyId: vacancy.id });
  const url = new URL(request.url);
  // A signed-in volunteer who responded already reads when, instead of the form (the API refuses a second one).
  const openResponse = user && acceptsApplications(vacancy.status) ? await loadOpenResponse(context, vacancy.id) : null;
  return {
    openResponse,
    vacancy,
    // A partner center's vacancy (center sharing) names its organization, whose profile this center's site does not show.
    organizationProfileHere: vacancy.volunteerCenterId === tenancy.centerId,
    url: `${url.origin}${url.pathname}`,
    summary: descriptionText(vacancy.description).slice(0, 300),
    prefill: user ? { name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email } : null,
    // One key per rendered form: a double submit or a resubmitted POST makes one application.
    idempotencyKey: freshKey(context),
    // The form's constraints, so that zod and the schema are no part of the page's start-up code (useLazyForm).
    constraint: APPLICATION_CONSTRAINT,
  };
}

/**
 * The API's refusals shown on the form: a closed vacancy, too many responses and a form key used for another vacancy in
 * the page's words, other errors at the field they point at (the API validated with the same schema: the same keys).
 */
const RESPOND_ERRORS = {
  statuses: [422, 429],
  message: codeKeys({ vacancy_closed: "vacancies:respond.closed", too_many_requests: "vacancies:respond.tooMany", idempotency_key_reused: "vacancies:respond.keyReused", already_responded: "vacancies:respond.alreadyResponded" }),
} satisfies ApiFormErrorOptions;

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ApplicationSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { idempotencyKey, ...body } = submission.value;
  try {
    await context.get(apiContext).post(`/api/v1/vacancies/${params.id}/applications`, {
      body,
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    });
  } catch (thrown) {
    return replyWithApiErrors(submission, thrown, RESPOND_ERRORS);
  }
  throw redirect(localizedPath(`/vacancies/${params.id}/reactie-verstuurd`, context.get(localeContext)));
}

export default function VacancyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("vacancies");
  const lp = useLocalizedPath();
  const { vacancy } = loaderData;
  const language = i18n.language;
  const place = [[vacancy.street, vacancy.houseNumber].filter(Boolean).join(" "), [vacancy.postalCode, vacancy.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const start = formatDate(vacancy.startDate, language);
  const end = formatDate(vacancy.endDate, language);
  const when = start && end && start !== end ? t("detail.dates", { start, end }) : start;
  const expires = formatDay(vacancy.expiresAt, language);
  const ageGroups = AGE_GROUPS.filter((group) => vacancy.ageGroupIds.includes(group.id)).map((group) => t(`ageGroups.${group.key}`));
  const contact = vacancy.contactPerson;

  return (
    <article className="flex flex-col gap-8">
      <PageTitle title={vacancy.title} />
      <StructuredData vacancy={vacancy} url={loaderData.url} summary={loaderData.summary} />
      <header className="flex flex-col gap-2">
        <Link to={lp("/vacancies/search")} className="text-sm underline">
          {t("detail.backToSearch")}
        </Link>
        <h1 className="text-3xl font-bold">{vacancy.title}</h1>
        {vacancy.organization ? (
          <p className="text-lg">
            {loaderData.organizationProfileHere ? (
              <Link to={lp(`/organizations/${vacancy.organization.id}`)} className="text-primary underline">
                {vacancy.organization.name}
              </Link>
            ) : (
              vacancy.organization.name
            )}
          </p>
        ) : null}
      </header>

      <div className="grid gap-8 md:grid-cols-3">
        <div className="flex flex-col gap-6 md:col-span-2">
          <div className="prose max-w-none dark:prose-invert" dangerouslySetInnerHTML={{ __html: vacancy.description }} />
          {vacancy.youtubeUrl ? (
            <p>
              <a href={vacancy.youtubeUrl} className="underline" rel="noopener noreferrer" target="_blank">
                {t("detail.video")}
              </a>
            </p>
          ) : null}
        </div>
        <aside className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
          <dl className="grid gap-3">
            <Fact term={t("detail.type")} value={t(`types.${vacancy.vacancyType}`)} />
            <Fact term={t("detail.place")} value={place || null} />
            <Fact term={t("detail.when")} value={when} />
            <Fact term={t("detail.frequency")} value={vacancy.frequency ? t(`frequencies.${vacancy.frequency}`) : null} />
            <Fact term={t("detail.ageGroups")} value={ageGroups.length > 0 ? ageGroups.join(", ") : null} />
            <Fact term={t("detail.tags")} value={vacancy.tags.length > 0 ? vacancy.tags.map((tag) => t(`tags.${tag}`)).join(", ") : null} />
            <Fact term={t("detail.expiresAt")} value={expires} />
          </dl>
          {contact ? (
            <div>
              <h2 className="font-semibold">{t("detail.contact")}</h2>
              <p>{contact.fullName}</p>
              {contact.email ? (
                <p>
                  <a href={`mailto:${contact.email}`} className="underline">
                    {contact.email}
                  </a>
                </p>
              ) : null}
              {contact.phoneNumber ? (
                <p>
                  {t("detail.phone")}:{" "}
                  <a href={`tel:${contact.phoneNumber.replace(/[^+\d]/g, "")}`} className="underline">
                    {contact.phoneNumber}
                  </a>
                </p>
              ) : null}
            </div>
          ) : null}
          {loaderData.prefill && vacancy.status === "published" ? <AskQuestionLink vacancyId={vacancy.id} /> : null}
          <ShareLinks title={vacancy.title} url={loaderData.url} />
        </aside>
      </div>

      {loaderData.openResponse ? (
        <RespondedNotice response={loaderData.openResponse} refused={actionData} />
      ) : acceptsApplications(vacancy.status) ? (
        <ResponseForm
          prefill={loaderData.prefill}
          idempotencyKey={loaderData.idempotencyKey}
          constraint={loaderData.constraint}
          actionData={actionData}
        />
      ) : (
        <ClosedNotice status={vacancy.status} refused={actionData} />
      )}
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm text-muted">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const loadApplicationValidator: LoadValidator<z.output<typeof ApplicationSchema>> = () =>
  import("~/modules/vacancies/application-validation").then((module) => module.validateApplication);

function ResponseForm({
  prefill,
  idempotencyKey,
  constraint,
  actionData,
}: {
  prefill: { name: string; email: string } | null;
  idempotencyKey: string;
  constraint: FormConstraint;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation("vacancies");
  const [form, fields] = useLazyForm<z.input<typeof ApplicationSchema>, z.output<typeof ApplicationSchema>>({
    constraint,
    loadValidator: loadApplicationValidator,
    lastResult: actionData,
  });
  return (
    <section aria-labelledby="respond-heading" className="flex max-w-xl flex-col gap-4">
      <h2 id="respond-heading" className="text-2xl font-semibold">
        {t("respond.heading")}
      </h2>
      <p>{t(prefill ? "respond.introSignedIn" : "respond.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <ContactFields
          {...{ form, fields, prefill, idempotencyKey }}
          keyPrefix="respond"
          lastResult={actionData}
          moreLabels={{ message: t("respond.message") }}
        >
          <TextareaField hint={t("respond.messageHint")} errors={fields.message.errors} textareaProps={getTextareaProps(fields.message)} />
        </ContactFields>
        <Button type="submit">{t("respond.submit")}</Button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { vacancy, summary, url } = loaderData;
  return [
    { name: "description", content: summary },
    { property: "og:type", content: "website" },
    { property: "og:title", content: vacancy.title },
    { property: "og:description", content: summary },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export const handle = { i18n: ["vacancies"], pageCache: true } satisfies I18nHandle & PageCacheHandle;

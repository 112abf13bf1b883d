import { useId } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, Link, redirect } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RelativeTime } from "~/components/feedback/relative-time";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { ApproveDecisionSchema, parseQueuePage } from "~/modules/organizations/manage-schema";
import { apiOf, backTo, requireCenterRole, toast, toastFailure } from "~/modules/organizations/pages.server";
import { EmptyState, linkClass, ListOrEmpty, Pagination } from "~/components/list-kit";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/approve";

type PendingOrganization = {
  id: string;
  name: string;
  organizationType: string;
  email: string | null;
  website: string | null;
  phoneNumber: string | null;
  city: string | null;
  description: string | null;
  createdAt: string;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireCenterRole(context, request);
  const paging = parseQueuePage(new URL(request.url).searchParams);
  const result = await apiOf(context).getPage<PendingOrganization>("/api/v1/organizations", {
    query: { "filter[status]": "pending", "page[size]": paging.perPage, "page[number]": paging.page },
  });
  return { paging, organizations: result.rows, total: result.total, pageCount: result.pageCount };
}

/**
 * One decision per post: PUT /organizations/{id}/approve with the status body
 * of spec §7; the optional message rides along as `meta.message` and is
 * e-mailed with the decision by the API.
 */
export async function action({ context, request }: Route.ActionArgs) {
  await requireCenterRole(context, request);
  const back = backTo(request);
  const parsed = ApproveDecisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw redirect(back);
  const { id, decision, message } = parsed.data;
  const api = apiOf(context);
  try {
    const response = await api.put(`/api/v1/organizations/${id}/approve`, {
      body: { data: { type: "organizations", id, attributes: { status: decision } }, ...(message ? { meta: { message } } : {}) },
    });
    const { data: organization } = (await response.json()) as { data: { attributes: { name: string } } };
    toast(context, "success", `organizations:approve.done.${decision}`, { name: organization.attributes.name });
  } catch (thrown) {
    toastFailure(context, thrown);
  }
  throw redirect(back);
}

export default function ApproveOrganizations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const { paging, organizations, total, pageCount } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={t("approve.title")} />
      <p>
        <Link to={lp("/organizations")} className={linkClass}>
          {t("backToList")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">{t("approve.title")}</h1>
      <p>{t("approve.intro")}</p>
      <ListOrEmpty
        rows={organizations}
        page={paging.page}
        empty={
          <EmptyState>
            <p className="font-semibold">{t("approve.empty")}</p>
          </EmptyState>
        }
      >
        <p className="font-semibold" role="status">
          {t("approve.caption", { count: total })}
        </p>
        <ul className="flex flex-col gap-4">
          {organizations.map((organization) => (
            <li key={organization.id}>
              <PendingCard organization={organization} />
            </li>
          ))}
        </ul>
      </ListOrEmpty>
      <Pagination page={paging.page} pageCount={pageCount} />
    </section>
  );
}

function PendingCard({ organization }: { organization: PendingOrganization }) {
  const { t } = useTranslation("organizations");
  const lp = useLocalizedPath();
  const id = useId();
  const headingId = `${id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          <Link to={lp(`/organizations/${organization.id}/edit`)} className={linkClass}>
            {organization.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">
          {t("approve.submittedAt")}: <RelativeTime date={organization.createdAt} />
        </p>
      </header>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("form.type")}</dt>
        <dd>{t(`types.${organization.organizationType}`)}</dd>
        {organization.city ? (
          <>
            <dt className="font-medium">{t("common:address.city")}</dt>
            <dd>{organization.city}</dd>
          </>
        ) : null}
        {organization.email ? (
          <>
            <dt className="font-medium">{t("form.email")}</dt>
            <dd>{organization.email}</dd>
          </>
        ) : null}
        {organization.website ? (
          <>
            <dt className="font-medium">{t("form.website")}</dt>
            <dd className="break-all">{organization.website}</dd>
          </>
        ) : null}
      </dl>
      {organization.description ? <p className="whitespace-pre-line">{organization.description}</p> : null}
      <Form method="post" className="flex flex-col gap-3">
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="id" value={organization.id} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-message`} className="font-medium">
            {t("approve.message", { name: organization.name })} <span className="text-sm font-normal text-muted">({t("common:optional")})</span>
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {t("approve.messageHint")}
          </p>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={5000}
            aria-describedby={`${id}-hint`}
            className="rounded-md border border-input bg-surface px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-primary"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="decision" value="approved" aria-describedby={headingId}>
            {t("approve.approve")}
          </Button>
          <Button type="submit" name="decision" value="denied" variant="secondary" aria-describedby={headingId}>
            {t("approve.deny")}
          </Button>
        </div>
      </Form>
    </article>
  );
}

export const handle = { i18n: ["organizations"] } satisfies I18nHandle;

import { useTranslation } from "~/modules/i18n/use-translation";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PageTitle } from "~/components/page-title";
import { useShell } from "~/components/shell/use-shell";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { codeBlockClass, headingClass, sectionClass } from "./gallery";

/** What every component can read without a request of its own: the root loader's user, roles and organizations (spec §4). */
export default function UserStorePage() {
  const { t } = useTranslation("gallery");
  const { t: tCommon } = useTranslation();
  const lp = useLocalizedPath();
  const { user, organizations, currentOrganizationId } = useShell();
  const current = organizations.find((organization) => organization.id === currentOrganizationId);
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.user-store.title")} />
      <h1 className="text-3xl font-bold">{t("pages.user-store.title")}</h1>
      <p className="max-w-prose">{t("userStore.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("userStore.user")}</h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t("userStore.firstName")}</dt>
          <dd>{user?.firstName}</dd>
          <dt className="font-medium">{t("userStore.email")}</dt>
          <dd>{user?.email}</dd>
          <dt className="font-medium">{t("userStore.roles")}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {(user?.roles ?? []).map((role) => (
                <li key={role} className="rounded-full border border-border px-2 text-sm">
                  {tCommon(`roles.${role}`, { defaultValue: role })}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="font-medium">{t("userStore.currentOrganization")}</dt>
          <dd data-testid="current-organization">{current?.name ?? t("userStore.noOrganization")}</dd>
        </dl>
      </section>

      {organizations.length > 1 ? (
        <section className={sectionClass}>
          <h2 className={headingClass}>{t("userStore.switchHeading")}</h2>
          <Form method="post" action={lp("/organisatie-kiezen")} className="flex flex-wrap items-end gap-3">
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="redirectTo" value={lp("/test/user-store")} />
            <div className="flex flex-col gap-1">
              <label htmlFor="organization-id" className="font-medium">
                {t("userStore.organization")}
              </label>
              <select id="organization-id" name="organizationId" defaultValue={currentOrganizationId ?? undefined} className="rounded-md border border-border bg-surface px-3 py-2">
                {organizations.map((organization) => (
                  <option key={organization.id} value={organization.id}>
                    {organization.name}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit">{t("userStore.switch")}</Button>
          </Form>
        </section>
      ) : null}

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("userStore.raw")}</h2>
        <pre className={codeBlockClass} tabIndex={0} aria-label={t("userStore.raw")}>
          {JSON.stringify({ user, organizations, currentOrganizationId }, null, 2)}
        </pre>
      </section>
    </div>
  );
}

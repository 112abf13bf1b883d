import { useTranslation } from "~/modules/i18n/use-translation";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { config } from "~/lib/config.server";
import type { Route } from "./+types/sentry";
import { headingClass, sectionClass } from "./gallery";

/** Whether reports leave this server; never the DSN itself. */
export function loader() {
  return { reporting: Boolean(config.sentryDsn) };
}

/** An unexpected error on purpose: no status, so it is reported (entry.server's handleError) and the error screen shows. */
export function action() {
  throw new Error("Unexpected error thrown on purpose by /test/sentry");
}

export default function SentryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.sentry.title")} />
      <h1 className="text-3xl font-bold">{t("pages.sentry.title")}</h1>
      <section className={sectionClass}>
        <h2 className={headingClass}>{t("sentry.rulesHeading")}</h2>
        <ul className="max-w-prose list-inside list-disc">
          <li>{t("sentry.rules.status")}</li>
          <li>{t("sentry.rules.dsn")}</li>
          <li>{t("sentry.rules.where")}</li>
          <li>{t("sentry.rules.safe")}</li>
        </ul>
        <p>
          <strong>{t(loaderData.reporting ? "sentry.reportingOn" : "sentry.reportingOff")}</strong>
        </p>
      </section>
      <section className={sectionClass}>
        <h2 className={headingClass}>{t("sentry.tryHeading")}</h2>
        <p className="max-w-prose">{t("sentry.tryIntro")}</p>
        <Form method="post">
          <AuthenticityTokenInput name="csrf" />
          <Button type="submit">{t("sentry.throw")}</Button>
        </Form>
      </section>
    </div>
  );
}

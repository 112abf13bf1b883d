import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { RelativeTime } from "~/components/feedback/relative-time";
import { TOAST_COLORS, useToast } from "~/components/feedback/toast";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import type { Route } from "./+types/feedback";

const DAY = 24 * 60 * 60 * 1000;

export function loader() {
  return { loadedAt: Date.now() };
}

export async function action({ request }: Route.ActionArgs) {
  await request.formData();
  return { status: "success" as const, savedAt: Date.now() };
}

/** A demonstration of toasts, relative time, the unsaved-changes guard and the loading bar. */
export default function FeedbackDemo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("feedback");
  const lp = useLocalizedPath();
  const toast = useToast();

  useEffect(() => {
    if (actionData) toast.show({ color: "success", message: t("demo.saved") });
  }, [actionData, toast, t]);

  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("demo.title")} />
      <h1 className="text-3xl font-bold">{t("demo.title")}</h1>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("demo.toasts")}</h2>
        <div className="flex flex-wrap gap-2">
          {TOAST_COLORS.map((color) => (
            <Button key={color} type="button" variant="secondary" onClick={() => toast.show({ color, message: t("demo.message") })}>
              {t(`demo.show.${color}`)}
            </Button>
          ))}
          <Button type="button" variant="secondary" onClick={() => toast.show({ color: "info", duration: 0, message: t("demo.stickyMessage") })}>
            {t("demo.show.sticky")}
          </Button>
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("demo.relativeTime")}</h2>
        <p>
          {t("demo.loadedAt")} <RelativeTime date={loaderData.loadedAt} />
        </p>
        <p>
          {t("demo.yesterday")} <RelativeTime date={loaderData.loadedAt - DAY} />
        </p>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("demo.form")}</h2>
        <GuardedForm method="post" className="flex max-w-md flex-col gap-4">
          <AuthenticityTokenInput name="csrf" />
          <Field label={t("demo.name")} inputProps={{ name: "name", defaultValue: "" }} />
          <Button type="submit" className="self-start">
            {t("demo.save")}
          </Button>
        </GuardedForm>
        <Link to={lp("/")} className="self-start text-primary underline">
          {t("demo.leave")}
        </Link>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t("demo.loading")}</h2>
        <Link to={lp("/dev/slow")} className="self-start text-primary underline">
          {t("demo.slowLink")}
        </Link>
      </section>
    </div>
  );
}

import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldLabels, type SummaryResult } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";

/** A settings page under /instellingen: the layout has the h1 and the navigation, the page its h2 and title. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby="settings-section-title">
      <PageTitle title={title} />
      <h2 id="settings-section-title" className="text-2xl font-semibold">
        {title}
      </h2>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * A settings page's form: a post with its CSRF token, the error summary of the last post (`result`, decision 062)
 * above the fields and Save below them. `labels` is the form's field description (FieldLabels): each field's label by
 * its name, in the form's order, written once for the fields and the summary.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  form,
  labels,
  result,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  labels: Readonly<Record<string, string>>;
  result: SummaryResult;
  children: ReactNode;
}) {
  const { t } = useTranslation("settings");
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <AuthenticityTokenInput name="csrf" />
      <FieldLabels labels={labels} summary={{ form, result }}>
        {children}
      </FieldLabels>
      <div>
        <Button type="submit">{t("save")}</Button>
      </div>
    </Form>
  );
}

/** A group of a settings form's fields under its legend. */
export function SettingsFieldset({ legend, gap = "gap-4", children, ...props }: Omit<ComponentProps<"fieldset">, "className"> & { legend: string; gap?: "gap-2" | "gap-3" | "gap-4" }) {
  return (
    <fieldset className={`flex flex-col ${gap} rounded-lg border border-border bg-surface p-4`} {...props}>
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

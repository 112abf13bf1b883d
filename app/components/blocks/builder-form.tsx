import { useTranslation } from "~/modules/i18n/use-translation";
import { RespondentForm, RespondentFormHeader, type RespondentFormData } from "~/components/respondent-form";
import { useLocalizedPath } from "~/lib/i18n";

/*
 * The BuilderForm content block (spec §3): a form of the form builder inside a
 * content page. Its loader half is builder-form.server.ts; answers post to
 * /forms/{token}, which validates, stores and shows the confirmation.
 */

export type BuilderFormBlockData =
  | { token: string; state: "open"; form: RespondentFormData; idempotencyKey: string }
  | { token: string; state: "used" | "revoked" | "closed" | "missing" };

export function BuilderFormBlock({ block }: { block: BuilderFormBlockData }) {
  const { t } = useTranslation("forms");
  const lp = useLocalizedPath();
  if (block.state === "missing") return null;
  if (block.state !== "open") {
    return (
      <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
        <h2 className="text-xl font-bold">{t(`fill.${block.state}.title`)}</h2>
        <p>{t(`fill.${block.state}.body`)}</p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-6 rounded-lg border border-border bg-surface p-4 sm:p-8">
      <RespondentFormHeader form={block.form} as="h2" />
      <RespondentForm
        form={block.form}
        lastResult={null}
        idempotencyKey={block.idempotencyKey}
        action={lp(`/forms/${encodeURIComponent(block.token)}`)}
        id={`builder-form-${block.token}`}
      />
    </section>
  );
}

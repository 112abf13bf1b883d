import { useRef } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { UnsavedChangesDialog, useFormDirty, useUnsavedChanges } from "~/components/feedback/unsaved-changes";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { i18nContext, sessionContext } from "~/middleware/context";
import { messages, requiredText } from "~/lib/validation";
import type { Route } from "./+types/step-form-2";
import { headingClass, sectionClass } from "./gallery";
import { CarriedValues, StepProgress, advance, initialStepState, wholeNumber } from "./multi-step";

/** Two steps with fields, then a summary that can jump back to either. */
const STEPS = [
  {
    id: "vacancy",
    fields: ["title", "organization"],
    schema: z.object({ title: requiredText(80).pipe(z.string().min(5, { error: messages.minLength(5) })), organization: requiredText(80) }),
  },
  {
    id: "details",
    fields: ["hours", "place"],
    schema: z.object({ hours: wholeNumber(1, 40, messages), place: requiredText(80) }),
  },
  { id: "summary", fields: [], schema: null },
] as const;

const inputTypes: Record<string, string> = { hours: "number" };

/** Nothing is stored: finishing flashes a toast and shows what would have been saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = advance(
    await request.formData(),
    STEPS.flatMap((step) => (step.schema ? [step.schema] : [])),
    STEPS.length - 1,
  );
  if (state.done) {
    context.get(sessionContext).flash("toast", { color: "success", message: context.get(i18nContext).t("gallery:stepForm2.saved") });
  }
  return data(state, { status: Object.keys(state.errors).length > 0 ? 400 : 200 });
}

export default function StepForm2Page({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const { step, values, errors, done } = actionData ?? initialStepState;
  const current = STEPS[step] ?? STEPS[0];
  const formRef = useRef<HTMLFormElement>(null);
  const { dirty } = useFormDirty(formRef);
  // Values of earlier steps live only in this page: leaving loses them too.
  const carried = Object.values(values).some((value) => value !== "");
  const { blocker } = useUnsavedChanges(!done && (dirty || carried));

  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.step-form-2.title")} />
      <h1 className="text-3xl font-bold">{t("pages.step-form-2.title")}</h1>
      <p className="max-w-prose">{t("stepForm2.intro")}</p>

      {done ? (
        <section className={sectionClass} role="status">
          <h2 className={headingClass}>{t("stepForm2.done")}</h2>
          <p>{t("stepForm2.doneBody", { title: values.title })}</p>
        </section>
      ) : (
        <>
          <StepProgress labels={STEPS.map((s) => t(`stepForm2.steps.${s.id}`))} current={step} />
          <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="step" value={step} />
            <CarriedValues values={values} except={current.fields} />
            <h2 className={headingClass}>{t(`stepForm2.steps.${current.id}`)}</h2>
            {current.id === "summary" ? (
              <dl className="grid grid-cols-[max-content_1fr_max-content] items-center gap-x-4 gap-y-2">
                {STEPS.flatMap((s, index) =>
                  s.fields.map((name) => (
                    <div key={name} className="contents">
                      <dt className="font-medium">{t(`stepForm2.fields.${name}`)}</dt>
                      <dd>{values[name]}</dd>
                      <dd>
                        <Button type="submit" name="intent" value={`edit-${index}`} variant="secondary" aria-label={t("stepForm2.editField", { field: t(`stepForm2.fields.${name}`) })}>
                          {t("stepForm2.edit")}
                        </Button>
                      </dd>
                    </div>
                  )),
                )}
              </dl>
            ) : (
              <div key={step} className="flex flex-col gap-4">
                {current.fields.map((name, index) => (
                  <Field
                    key={name}
                    label={t(`stepForm2.fields.${name}`)}
                    errors={errors[name]}
                    inputProps={{ name, type: inputTypes[name] ?? "text", required: true, defaultValue: values[name] ?? "", autoFocus: step > 0 && index === 0 }}
                  />
                ))}
              </div>
            )}
            {/* Next comes first in the markup: Enter in a field submits with the form's first button. */}
            <div className="flex flex-row-reverse flex-wrap justify-end gap-3">
              <Button type="submit" name="intent" value={current.id === "summary" ? "finish" : "next"}>
                {t(current.id === "summary" ? "stepForm2.save" : "steps.next")}
              </Button>
              {step > 0 ? (
                <Button type="submit" name="intent" value="back" variant="secondary">
                  {t("steps.back")}
                </Button>
              ) : null}
            </div>
          </Form>
          <UnsavedChangesDialog blocker={blocker} />
        </>
      )}
    </div>
  );
}

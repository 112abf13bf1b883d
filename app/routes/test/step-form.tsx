import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { Field } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { dateField, emailField, messages, requiredText } from "~/lib/validation";
import type { Route } from "./+types/step-form";
import { headingClass, sectionClass } from "./gallery";
import { CarriedValues, StepProgress, advance, initialStepState, wholeNumber } from "./multi-step";

/** Three steps, each with its fields and the schema that checks them. */
const STEPS = [
  { id: "about", fields: ["name", "email"], schema: z.object({ name: requiredText(80), email: emailField() }) },
  {
    id: "availability",
    fields: ["hours", "startDate"],
    schema: z.object({ hours: wholeNumber(1, 40, messages), startDate: requiredText(10).pipe(dateField()) }),
  },
  { id: "motivation", fields: ["motivation"], schema: z.object({ motivation: requiredText(500).pipe(z.string().min(10, { error: messages.minLength(10) })) }) },
] as const;

const inputTypes: Record<string, string> = { email: "email", hours: "number", startDate: "date" };

export async function action({ request }: Route.ActionArgs) {
  const state = advance(await request.formData(), STEPS.map((step) => step.schema), STEPS.length - 1);
  return data(state, { status: Object.keys(state.errors).length > 0 ? 400 : 200 });
}

export default function StepFormPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const { step, values, errors, done } = actionData ?? initialStepState;
  const current = STEPS[step] ?? STEPS[0];
  const last = step === STEPS.length - 1;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.step-form.title")} />
      <h1 className="text-3xl font-bold">{t("pages.step-form.title")}</h1>
      <p className="max-w-prose">{t("stepForm.intro")}</p>

      {done ? (
        <section className={sectionClass} role="status">
          <h2 className={headingClass}>{t("stepForm.done")}</h2>
          <p>{t("stepForm.doneBody", { name: values.name, hours: values.hours })}</p>
        </section>
      ) : (
        <>
          <StepProgress labels={STEPS.map((s) => t(`stepForm.steps.${s.id}`))} current={step} />
          <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
            <AuthenticityTokenInput name="csrf" />
            <input type="hidden" name="step" value={step} />
            <CarriedValues values={values} except={current.fields} />
            <h2 className={headingClass}>{t(`stepForm.steps.${current.id}`)}</h2>
            <div key={step} className="flex flex-col gap-4">
              {current.fields.map((name, index) => (
                <Field
                  key={name}
                  label={t(`stepForm.fields.${name}`)}
                  errors={errors[name]}
                  inputProps={{ name, type: inputTypes[name] ?? "text", required: true, defaultValue: values[name] ?? "", autoFocus: step > 0 && index === 0 }}
                />
              ))}
            </div>
            {/* Next comes first in the markup: Enter in a field submits with the form's first button. */}
            <div className="flex flex-row-reverse flex-wrap justify-end gap-3">
              <Button type="submit" name="intent" value={last ? "finish" : "next"}>
                {t(last ? "steps.finish" : "steps.next")}
              </Button>
              {step > 0 ? (
                <Button type="submit" name="intent" value="back" variant="secondary">
                  {t("steps.back")}
                </Button>
              ) : null}
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

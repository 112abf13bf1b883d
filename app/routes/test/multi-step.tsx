import { useTranslation } from "~/modules/i18n/use-translation";
import { z } from "zod";

/*
 * The plumbing of the two multi-step form demonstrations. Every value the
 * visitor has entered travels in the form itself — the current step's fields
 * visible, the other steps' as hidden inputs — so the steps work without
 * JavaScript and without storing anything between them.
 */

export type StepValues = Record<string, string>;
export type StepErrors = Record<string, string[] | undefined>;
export type StepState = { step: number; values: StepValues; errors: StepErrors; done: boolean };

export const initialStepState: StepState = { step: 0, values: {}, errors: {}, done: false };

const NOT_VALUES = new Set(["csrf", "intent", "step"]);
const StepIntentSchema = z.union([z.literal("next"), z.literal("back"), z.literal("finish"), z.templateLiteral(["edit-", z.number().int()])]);

/**
 * One submission of a multi-step form: back needs no validation, next checks
 * the current step, finish checks them all and returns to the first one that
 * fails. `steps` holds one schema per step that has fields.
 */
export function advance(formData: FormData, steps: readonly z.ZodType[], lastStep: number): StepState {
  const values: StepValues = {};
  for (const [name, value] of formData) if (!NOT_VALUES.has(name) && typeof value === "string") values[name] = value;
  const step = Math.min(Math.max(Number(formData.get("step")) || 0, 0), lastStep);
  const intent = StepIntentSchema.catch("next").parse(formData.get("intent"));

  if (intent === "back") return { step: Math.max(step - 1, 0), values, errors: {}, done: false };
  if (intent.startsWith("edit-")) return { step: Math.min(Number(intent.slice(5)), lastStep), values, errors: {}, done: false };
  const toCheck = intent === "finish" ? steps.map((_, index) => index) : [step];
  for (const index of toCheck) {
    const schema = steps[index];
    if (!schema) continue;
    const result = schema.safeParse(values);
    if (!result.success) return { step: index, values, errors: z.flattenError(result.error).fieldErrors as StepErrors, done: false };
  }
  if (intent === "finish") return { step, values, errors: {}, done: true };
  return { step: Math.min(step + 1, lastStep), values, errors: {}, done: false };
}

/** The steps with the current one marked for assistive technology too. */
export function StepProgress({ labels, current }: { labels: readonly string[]; current: number }) {
  const { t } = useTranslation("gallery");
  return (
    <nav aria-label={t("steps.progress")}>
      <p className="mb-2 text-sm text-muted">{t("steps.stepOf", { step: current + 1, total: labels.length })}</p>
      <ol className="flex flex-wrap gap-2">
        {labels.map((label, index) => (
          <li
            key={label}
            aria-current={index === current ? "step" : undefined}
            className={`flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
              index === current ? "border-primary bg-primary text-on-primary" : index < current ? "border-success text-success" : "border-border text-muted"
            }`}
          >
            <span aria-hidden="true" className="font-semibold">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The values of the steps not on screen, carried along as hidden inputs. */
export function CarriedValues({ values, except }: { values: StepValues; except: readonly string[] }) {
  return (
    <>
      {Object.entries(values)
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** A number field's text: required, a whole number within bounds. */
export const wholeNumber = (min: number, max: number, messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .transform(Number)
    .pipe(z.number({ error: messages.invalid }).int({ error: messages.invalid }).min(min, { error: messages.invalid }).max(max, { error: messages.invalid }));

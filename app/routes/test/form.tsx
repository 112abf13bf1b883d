import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { Field, FormErrors, useZodForm } from "~/components/forms";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { emailField, messages } from "~/lib/validation";
import type { Route } from "./+types/form";
import { headingClass, sectionClass } from "./gallery";

/** Keys of the errors namespace that validation.ts has no helper for yet. */
const numberMessages = { integer: "validation.integer", positive: "validation.positive" } as const;

const GalleryFormSchema = z.object({
  name: z
    .string({ error: messages.required })
    .trim()
    .min(2, { error: messages.minLength(2) })
    .max(40, { error: messages.maxLength(40) }),
  email: emailField(),
  website: z.url({ error: messages.url }).optional(),
  hours: z
    .number({ error: messages.required })
    .int({ error: numberMessages.integer })
    .positive({ error: numberMessages.positive })
    .max(40, { error: messages.invalid }),
  motivation: z.string().trim().max(120, { error: messages.maxLength(120) }).optional(),
});

/** Without JavaScript the same schema runs here: errors come back with status 400, the values stay. */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: GalleryFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  return { result: submission.reply({ resetForm: true }), sent: submission.value };
}

export default function FormPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const [form, fields] = useZodForm(GalleryFormSchema, actionData?.result);
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.form.title")} />
      <h1 className="text-3xl font-bold">{t("pages.form.title")}</h1>
      <p className="max-w-prose">{t("form.intro")}</p>

      <Form method="post" {...getFormProps(form)} className="flex max-w-md flex-col gap-4">
        <AuthenticityTokenInput name="csrf" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t("form.name")} hint={t("form.nameHint")} errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: "text" })} />
        <Field label={t("form.email")} errors={fields.email.errors} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }} />
        <Field label={t("form.website")} hint={t("form.websiteHint")} errors={fields.website.errors} inputProps={getInputProps(fields.website, { type: "url" })} />
        <Field label={t("form.hours")} hint={t("form.hoursHint")} errors={fields.hours.errors} inputProps={getInputProps(fields.hours, { type: "number" })} />
        <Field label={t("form.motivation")} errors={fields.motivation.errors} inputProps={getInputProps(fields.motivation, { type: "text" })} />
        <Button type="submit" className="self-start">
          {t("form.submit")}
        </Button>
      </Form>

      {actionData?.sent ? (
        <section className={sectionClass} role="status">
          <h2 className={headingClass}>{t("form.sent")}</h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {Object.entries(actionData.sent).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-medium">{t(`form.${name}`)}</dt>
                <dd>{value === undefined ? t("form.empty") : String(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

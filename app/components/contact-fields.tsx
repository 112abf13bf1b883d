import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FieldLabels, type SummaryResult } from "~/components/forms";
import { useTranslation } from "~/modules/i18n/use-translation";

type TextField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * The start of a response or sign-up form without an account (contactShape): the CSRF token, the idempotency
 * key (kept after a failed attempt, so the retry is the same submission), the form's errors, then name, e-mail
 * (prefilled for a signed-in user) and phone, then `children`, the form's fields after them. Labels come from
 * `{keyPrefix}.name|email|phone` in vacancies and `moreLabels` (the children's, by name): after a post with errors the
 * form's error summary (decision 062) lists them all, and the children's fields take their labels from them.
 */
export function ContactFields({
  keyPrefix,
  form,
  fields,
  prefill,
  idempotencyKey,
  lastResult,
  moreLabels,
  children,
}: {
  keyPrefix: "respond" | "signups.form";
  form: { id: string; errorId: string; errors?: string[] };
  fields: { name: TextField; email: TextField; phoneNumber: TextField; idempotencyKey: TextField };
  prefill: { name: string; email: string } | null;
  idempotencyKey: string;
  lastResult: SummaryResult;
  moreLabels?: Record<string, string>;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("vacancies");
  const labels = { name: t(`${keyPrefix}.name`), email: t(`${keyPrefix}.email`), phoneNumber: t(`${keyPrefix}.phone`), ...moreLabels };
  return (
    <FieldLabels labels={labels} summary={{ form, result: lastResult }}>
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name={fields.idempotencyKey.name} value={String(fields.idempotencyKey.initialValue ?? idempotencyKey)} />
      <Field
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), defaultValue: fields.name.initialValue ?? prefill?.name, autoComplete: "name" }}
      />
      <Field
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), defaultValue: fields.email.initialValue ?? prefill?.email, autoComplete: "email" }}
      />
      <Field errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel" }} />
      {children}
    </FieldLabels>
  );
}

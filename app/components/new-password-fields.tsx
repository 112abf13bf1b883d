import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms";

type TextField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * A new password and its repetition (a volunteer's or an organization's sign-up, an invitation, a reset): password
 * fields the browser may fill with a generated password (autocomplete new-password), the password rules as the first
 * field's hint. Their labels come from the form's FieldLabels by name.
 */
export function NewPasswordFields({ password, confirmation, hint }: { password: TextField; confirmation: TextField; hint: string }) {
  return (
    <>
      <Field hint={hint} errors={password.errors} inputProps={{ ...getInputProps(password, { type: "password" }), autoComplete: "new-password" }} />
      <Field errors={confirmation.errors} inputProps={{ ...getInputProps(confirmation, { type: "password" }), autoComplete: "new-password" }} />
    </>
  );
}

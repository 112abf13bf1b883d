import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/forms";
import { useTranslation } from "~/modules/i18n/use-translation";

type TextField = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

export type AddressFieldSet = { street: TextField; houseNumber: TextField; postalCode: TextField; city: TextField };

/**
 * Whose address the fields ask for, which decides what the browser may fill in (HTML's autofill tokens):
 * - "organization": the organization's own address, given by someone who signs it up. Its fields share
 *   `section-organization`, so the browser fills them from one saved address and keeps them apart from the person's own
 *   fields in the same form (given-name, family-name, e-mail). The street is `address-line1` and the city
 *   `address-level2` (the Dutch "plaats"); the house number has no token of its own in the spec and gets none (the
 *   browser's own guess), not `address-line2`, which is the line after the street (a floor, a unit) and filled with
 *   that or nothing.
 * - "off": an address that is not the user's: where a vacancy's work takes place (vacancy form), or any organization's
 *   address as the people of the center and the organization's staff keep it (organization add/edit form, values
 *   prefilled from the server). Offering the user's own saved addresses there would fill in a wrong one.
 */
export type AddressAutofill = "organization" | "off";

const AUTOFILL: Record<AddressAutofill, Record<keyof AddressFieldSet, string | undefined>> = {
  organization: {
    street: "section-organization address-line1",
    houseNumber: undefined,
    postalCode: "section-organization postal-code",
    city: "section-organization address-level2",
  },
  off: { street: "off", houseNumber: "off", postalCode: "off", city: "off" },
};

/**
 * Where the address stands in its form:
 * - "section": one of the form's sections, boxed and headed as the others (the organization sign-up, the organization
 *   form);
 * - "group": a group inside one of them, under a plain heading (the vacancy form's "Plaats en tijd").
 */
export type AddressVariant = "section" | "group";

const LOOK: Record<AddressVariant, { fieldset: string; legend: string }> = {
  section: { fieldset: "min-w-0 flex flex-col gap-4 rounded-lg border border-border bg-surface p-4", legend: "px-1 text-lg font-semibold" },
  group: { fieldset: "min-w-0 flex flex-col gap-4", legend: "mb-2 font-semibold" },
};

/**
 * A postcode as typed on a phone: letters as capitals (7311 AA) and no spelling check. Shared with the forms that ask
 * a postcode alone (the neighbour help request, a volunteer's profile).
 */
export const postalCodeInputProps = { autoCapitalize: "characters", spellCheck: false } as const;

/**
 * The labels of the address fields by name (common `address.*`), for the form's FieldLabels (decision 062): spread them
 * into its labels where the address comes in the form's order, so the error summary lists and links them there.
 */
export function useAddressLabels() {
  const { t } = useTranslation();
  return { street: t("address.street"), houseNumber: t("address.houseNumber"), postalCode: t("address.postalCode"), city: t("address.city") };
}

/**
 * A postal address the same in every form that asks one (the organization sign-up, the organization form, the vacancy
 * form): a fieldset headed "Adres", then street and house number (side by side from `sm` up), the postcode with its
 * example, the place. The fields keep conform's names and ids (`{formId}-street`, ...), which the error summary links
 * to, and take their labels from the form's FieldLabels (`useAddressLabels`). Every width shrinks with the page: on a
 * phone (375 px) the fields are one column, nothing wider than the form. `variant` says where the address stands in
 * its form (AddressVariant).
 */
export function AddressFields({ fields, autofill, variant }: { fields: AddressFieldSet; autofill: AddressAutofill; variant: AddressVariant }) {
  const { t } = useTranslation();
  const tokens = AUTOFILL[autofill];
  const look = LOOK[variant];
  const text = (field: TextField, autoComplete: string | undefined) => ({ ...getInputProps(field, { type: "text" }), autoComplete });
  return (
    <fieldset className={look.fieldset}>
      <legend className={look.legend}>{t("address.heading")}</legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field errors={fields.street.errors} inputProps={text(fields.street, tokens.street)} />
        <Field errors={fields.houseNumber.errors} inputProps={{ ...text(fields.houseNumber, tokens.houseNumber), inputMode: "text" }} />
      </div>
      <div className="sm:max-w-48">
        <Field
          hint={t("address.postalCodeHint")}
          errors={fields.postalCode.errors}
          inputProps={{ ...text(fields.postalCode, tokens.postalCode), inputMode: "text", ...postalCodeInputProps }}
        />
      </div>
      <div className="sm:max-w-md">
        <Field errors={fields.city.errors} inputProps={text(fields.city, tokens.city)} />
      </div>
    </fieldset>
  );
}

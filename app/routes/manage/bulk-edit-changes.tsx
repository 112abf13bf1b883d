import { parseWithZod } from "@conform-to/zod/v4";
import { inputClass } from "~/components/list-kit";
import { ErrorList } from "~/components/forms";
import { NameChoiceField } from "~/components/name-choice";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { VACANCY_TAGS } from "~/modules/vacancies/constants";
import {
  BULK_ACTIONS,
  BULK_CHANGES_FIELD,
  BulkEditFormSchema,
  CONTACT_PERSON_NAMES,
  MANAGED_STATUSES,
  unresolvedPersonError,
  type ContactPersonState,
} from "~/modules/vacancies/manage-schema";
import type { Option } from "./manage.server";

/*
 * The bulk editor's changes: a new status, archive or restore, an expiry date, a contact person, tags to add or
 * remove. Sent without any, the group itself says so ("Kies minstens één wijziging."): the message is the fieldset's
 * description, the fieldset is invalid, and with JavaScript it gets the focus, as a field with an error would.
 */

/** Where a center user's person field asks for suggestions as one types (`?q=`). */
const PERSON_SUGGESTIONS_PATH = "/users/suggesties.json";
/** The group's id as conform names a field's (`${formId}-${name}`), so an error summary could link to it (decision 062). */
const changesId = (formId: string) => `${formId}-${BULK_CHANGES_FIELD}`;

type ChangeField = { initialValue?: unknown; errors?: string[] };
type ChangeFields = Record<"changeStatus" | "action" | "expiresAt" | "contactPersonId" | "addTags" | "removeTags", ChangeField>;

/**
 * After the form's own submit handler (conform's, which focuses the first field with an error): where the only problem
 * is that no change was chosen, no field is to blame, so the group of changes gets the focus and its screen reader
 * announcement (legend, message).
 */
export function focusChangesWhenNoneChosen(form: HTMLFormElement, submitter: HTMLElement | null) {
  const result = parseWithZod(new FormData(form, submitter), { schema: BulkEditFormSchema });
  const errors = result.status === "error" ? Object.keys(result.error ?? {}).filter((name) => result.error?.[name]?.length) : [];
  if (errors.length === 1 && errors[0] === BULK_CHANGES_FIELD) document.getElementById(changesId(form.id))?.focus();
}

export function ChangesFieldset({
  formId,
  fields,
  errors,
  contacts,
  contactPerson,
}: {
  formId: string;
  fields: ChangeFields;
  /** The group's own errors: no change chosen. */
  errors?: string[];
  contacts: Option[] | null;
  contactPerson: ContactPersonState | null;
}) {
  const { t } = useTranslation("manage");
  const { t: tv } = useTranslation("vacancies");
  const invalid = !!errors && errors.length > 0;
  const id = changesId(formId);
  const initial = (field: ChangeField) => field.initialValue as string | undefined;
  const initialList = (field: ChangeField) => new Set<string>([field.initialValue ?? []].flat() as string[]);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 focus-visible:outline-2 focus-visible:outline-primary aria-[invalid]:border-danger"
    >
      <legend className="px-1 text-lg font-semibold">{t("bulk.changes")}</legend>
      <ErrorList id={`${id}-error`} errors={errors} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ChangeSelect
          name="changeStatus"
          label={t("bulk.changeStatus")}
          defaultValue={initial(fields.changeStatus)}
          options={MANAGED_STATUSES.map((s) => ({ value: s, label: tv(`statuses.${s}`) }))}
          errors={fields.changeStatus.errors}
        />
        <ChangeSelect
          name="action"
          label={t("bulk.action")}
          defaultValue={initial(fields.action)}
          options={BULK_ACTIONS.map((a) => ({ value: a, label: t(`bulk.actions.${a}`) }))}
          errors={fields.action.errors}
        />
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("bulk.expiresAt")}</span>
          <input type="date" name="expiresAt" defaultValue={initial(fields.expiresAt) ?? ""} className={inputClass} />
          <ErrorList errors={fields.expiresAt.errors} />
        </label>
        {contacts ? (
          <ChangeSelect
            name="contactPersonId"
            label={t("bulk.contactPerson")}
            defaultValue={initial(fields.contactPersonId)}
            options={contacts}
            errors={fields.contactPersonId.errors}
          />
        ) : (
          <ContactPersonField state={contactPerson} errors={fields.contactPersonId.errors} />
        )}
      </div>
      <TagBoxes name="addTags" legend={t("bulk.addTags")} checked={initialList(fields.addTags)} />
      <TagBoxes name="removeTags" legend={t("bulk.removeTags")} checked={initialList(fields.removeTags)} />
    </fieldset>
  );
}

/** Center roles' contact person: a search by name or e-mail address (decision 056); empty changes nothing. */
function ContactPersonField({ state, errors }: { state: ContactPersonState | null; errors?: string[] }) {
  const { t } = useTranslation("manage");
  const lp = useLocalizedPath();
  return (
    <NameChoiceField
      label={t("bulk.contactPerson")}
      hint={t("bulk.contactPersonHint")}
      names={CONTACT_PERSON_NAMES}
      chosen={state?.chosen ?? null}
      unresolved={state?.unresolved ?? null}
      unresolvedError={unresolvedPersonError}
      errors={errors}
      suggestionsUrl={(text) => `${lp(PERSON_SUGGESTIONS_PATH)}?q=${encodeURIComponent(text)}`}
      words={{
        countText: (shown, found) => (shown < found ? t("bulk.personSearch.someOf", { count: found, shown }) : t("bulk.personSearch.found", { count: shown })),
        noneText: t("bulk.personSearch.none"),
        choose: (typed) => t("bulk.personSearch.choose", { typed }),
        more: (count) => t("bulk.personSearch.more", { count }),
      }}
    />
  );
}

function ChangeSelect({ name, label, defaultValue, options, errors }: { name: string; label: string; defaultValue?: string; options: Option[]; errors?: string[] }) {
  const { t } = useTranslation("manage");
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={defaultValue ?? ""} className={inputClass}>
        <option value="">{t("bulk.noChange")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList errors={errors} />
    </label>
  );
}

function TagBoxes({ name, legend, checked }: { name: string; legend: string; checked: Set<string> }) {
  const { t: tv } = useTranslation("vacancies");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-3">
        {VACANCY_TAGS.map((tag) => (
          <label key={tag} className="flex items-center gap-2">
            <input type="checkbox" name={name} value={tag} defaultChecked={checked.has(tag)} className="size-4 accent-primary" />
            {tv(`tags.${tag}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

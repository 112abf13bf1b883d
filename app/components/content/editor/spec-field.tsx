import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { fieldElementId } from "~/modules/content/editor";
import type { FieldSpec } from "~/modules/content/editor-fields";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useEditorContext } from "./context";
import { ImageInputs } from "./image-inputs";

/*
 * One field of a block, drawn from its description (editor-fields.ts): text, number, choice, check box,
 * image, a group of fields (a button) or a list of entries (cards, slides, usps, logos, links, buttons)
 * with buttons to add, remove and move entries. Field names are conform's, so errors find their field.
 */

const HINTED = new Set(["href", "video", "markdown", "formId", "q", "intervalSeconds", "count"]);

/** A button of the editor that posts an intent: the server applies it without JavaScript, the browser with it. */
export function IntentButton({
  intent,
  label,
  variant = "secondary",
  children,
  ...props
}: { intent: string; label?: string; variant?: "secondary" | "danger"; children: React.ReactNode } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children">) {
  return (
    <Button type="submit" name="intent" value={intent} formNoValidate variant={variant} aria-label={label} className="px-3 py-1 text-sm" {...props}>
      {children}
    </Button>
  );
}

export function SpecField({ spec, name, value, label }: { spec: FieldSpec; name: string; value: unknown; label?: string }) {
  const { t } = useTranslation("editor");
  const { errorsOf, forms } = useEditorContext();
  const text = label ?? t(`fields.${spec.name}`);
  const hint = HINTED.has(spec.name) ? t(`hints.${spec.name}`) : undefined;
  const id = fieldElementId(name);
  const errors = errorsOf(name);
  const current = value === undefined || value === null ? "" : String(value);
  switch (spec.kind) {
    case "text":
      return spec.multiline ? (
        <TextareaField label={text} hint={hint} errors={errors} textareaProps={{ id, name, defaultValue: current, required: spec.required, maxLength: spec.maxLength, rows: spec.name === "markdown" ? 8 : 4 }} />
      ) : (
        <Field label={text} hint={hint} errors={errors} inputProps={{ id, name, defaultValue: current, required: spec.required, maxLength: spec.maxLength }} />
      );
    case "number":
      return <Field label={text} hint={hint} errors={errors} inputProps={{ id, name, type: "number", defaultValue: current, required: spec.required, min: spec.min, max: spec.max, step: 1, inputMode: "numeric" }} />;
    case "boolean":
      return <CheckboxField label={text} errors={errors} inputProps={{ id, name, defaultChecked: value === true }} />;
    case "select":
      return (
        <SelectField
          label={text}
          hint={hint}
          errors={errors}
          selectProps={{ id, name, defaultValue: current || spec.fallback || "", required: spec.required }}
          placeholder={spec.required || spec.fallback ? undefined : t("options.none")}
          options={spec.options.map((option) => ({ value: option, label: t(`options.${spec.name}.${option}`) }))}
        />
      );
    case "form":
      return (
        <SelectField
          label={text}
          hint={forms.length === 0 ? t("hints.noForms") : hint}
          errors={errors}
          selectProps={{ id, name, defaultValue: current, required: true }}
          placeholder={t("options.chooseForm")}
          options={current && !forms.some((form) => form.value === current) ? [...forms, { value: current, label: t("options.unknownForm") }] : forms}
        />
      );
    case "image":
      return <ImageInputs name={name} label={text} required={spec.required} value={value as never} />;
    case "group":
      return (
        <fieldset id={id} tabIndex={-1} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 font-medium">
            {text} {spec.required ? null : <span className="text-sm font-normal text-muted">({t("common:optional")})</span>}
          </legend>
          {spec.required ? null : <p className="text-sm text-muted">{t("hints.optionalGroup")}</p>}
          <ErrorList errors={errors} />
          {spec.fields.map((field) => (
            <SpecField key={field.name} spec={field} name={`${name}.${field.name}`} value={(value as Record<string, unknown> | undefined)?.[field.name]} />
          ))}
        </fieldset>
      );
    case "list":
      return <ListField spec={spec} name={name} label={text} entries={Array.isArray(value) ? value : []} />;
  }
}

function ListField({ spec, name, label, entries }: { spec: Extract<FieldSpec, { kind: "list" }>; name: string; label: string; entries: unknown[] }) {
  const { t } = useTranslation("editor");
  const { errorsOf } = useEditorContext();
  const id = fieldElementId(name);
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={errorsOf(name) ? `${id}-error` : undefined} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <p className="text-sm text-muted">{t("list.count", { count: entries.length, min: spec.min, max: spec.max })}</p>
      <ErrorList id={`${id}-error`} errors={errorsOf(name)} />
      <ol className="flex flex-col gap-3">
        {entries.map((entry, index) => {
          const entryName = `${name}[${index}]`;
          const entryLabel = t(`items.${spec.name}`, { n: index + 1 });
          const entryId = fieldElementId(entryName);
          const controls = (
            <div className="flex flex-wrap gap-2">
              <IntentButton id={`${entryId}-up`} intent={`item-up:${name}:${index}`} label={t("list.upLabel", { item: entryLabel })} disabled={index === 0}>
                {t("list.up")}
              </IntentButton>
              <IntentButton id={`${entryId}-down`} intent={`item-down:${name}:${index}`} label={t("list.downLabel", { item: entryLabel })} disabled={index === entries.length - 1}>
                {t("list.down")}
              </IntentButton>
              <IntentButton id={`${entryId}-remove`} intent={`item-remove:${name}:${index}`} label={t("list.removeLabel", { item: entryLabel })} disabled={entries.length <= spec.min}>
                {t("list.remove")}
              </IntentButton>
            </div>
          );
          return (
            <li key={index} className="flex flex-col gap-2 rounded-md bg-surface-muted/40 p-3">
              {spec.item.kind === "group" ? (
                <fieldset id={entryId} tabIndex={-1} className="flex flex-col gap-3">
                  <legend className="font-semibold">{entryLabel}</legend>
                  {spec.item.fields.map((field) => (
                    <SpecField key={field.name} spec={field} name={`${entryName}.${field.name}`} value={(entry as Record<string, unknown> | undefined)?.[field.name]} />
                  ))}
                </fieldset>
              ) : (
                <SpecField spec={spec.item} name={entryName} value={entry} label={entryLabel} />
              )}
              {controls}
            </li>
          );
        })}
      </ol>
      <div>
        <IntentButton id={`${id}-add`} intent={`item-add:${name}`} disabled={entries.length >= spec.max}>
          {t(`add.${spec.name}`)}
        </IntentButton>
      </div>
    </fieldset>
  );
}

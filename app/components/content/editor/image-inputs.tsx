import { CheckboxField, Field } from "~/components/forms";
import { fieldElementId } from "~/modules/content/editor";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useEditorContext } from "./context";

/*
 * An image of a block: its address (an upload under /uploads/ or an https address), its alt text, and
 * "decorative" for images that say nothing (empty alt, WCAG 1.1.1). One small component on purpose: the
 * image picker of app/components/content/image-field.tsx can take its place.
 */
export function ImageInputs({
  name,
  label,
  required,
  value,
}: {
  name: string;
  label: string;
  required: boolean;
  value: { url?: string; alt?: string; decorative?: boolean } | undefined;
}) {
  const { t } = useTranslation("editor");
  const { errorsOf } = useEditorContext();
  return (
    <fieldset id={fieldElementId(name)} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">
        {label} {required ? null : <span className="text-sm font-normal text-muted">({t("common:optional")})</span>}
      </legend>
      <Field
        label={t("fields.url")}
        hint={t("hints.url")}
        errors={errorsOf(`${name}.url`) ?? errorsOf(name)}
        inputProps={{ id: fieldElementId(`${name}.url`), name: `${name}.url`, defaultValue: value?.url ?? "", required, inputMode: "url" }}
      />
      <Field
        label={t("fields.alt")}
        hint={t("hints.alt")}
        errors={errorsOf(`${name}.alt`)}
        inputProps={{ id: fieldElementId(`${name}.alt`), name: `${name}.alt`, defaultValue: value?.alt ?? "", maxLength: 300 }}
      />
      <CheckboxField
        label={t("fields.decorative")}
        errors={errorsOf(`${name}.decorative`)}
        inputProps={{ id: fieldElementId(`${name}.decorative`), name: `${name}.decorative`, defaultChecked: value?.decorative === true }}
      />
    </fieldset>
  );
}

import { useEffect } from "react";
import { ImageField } from "~/components/content/image-field";
import { fieldElementId, imageLibraryIntent, imageSearchIntent } from "~/modules/content/editor";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useEditorContext } from "./context";
import { IntentButton } from "./spec-field";

/*
 * An image of a block or of the page: the image field of app/components/content/image-field.tsx (address,
 * a new upload, alt text, decorative). The center's stock images are shown for one image at a time: "choose
 * from the library" posts the whole form (the server answers with the choices for that image), so a page
 * with many images stays light and nothing typed is lost, with or without JavaScript.
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
  const { errorsOf, library } = useEditorContext();
  const open = library?.name === name ? library : null;
  // The server opened the library for this image (JavaScript runs): its search box is where the keyboard is.
  useEffect(() => {
    if (open) document.getElementById(fieldElementId(`${name}.search`))?.focus();
  }, [open, name]);
  return (
    <ImageField
      name={name}
      label={label}
      required={required}
      value={value}
      idOf={fieldElementId}
      errors={{ url: errorsOf(`${name}.url`) ?? errorsOf(name), alt: errorsOf(`${name}.alt`), decorative: errorsOf(`${name}.decorative`) }}
      allowUpload
      stock={open ? { choices: open.choices, query: open.query, searchIntent: imageSearchIntent(name) } : undefined}
      stockAction={
        <IntentButton id={fieldElementId(`${name}.library`)} intent={imageLibraryIntent(name)} label={t("image.chooseLabel", { label })} formAction={`#${fieldElementId(name)}`} className="self-start px-3 py-1 text-sm">
          {t("image.choose")}
        </IntentButton>
      }
    />
  );
}

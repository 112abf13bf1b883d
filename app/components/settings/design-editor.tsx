import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { CheckboxField, Field, FieldLabels, SelectField, TextareaField, useZodForm } from "~/components/forms";
import { ColourField, ContrastPanel, ImageInput, ShadeSet, useDesignMessages } from "~/components/settings/design-fields";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/lib/i18n";
import { formatBytes } from "~/modules/media/limits";
import { useTranslation } from "~/modules/i18n/use-translation";
import { checkContrast, DEFAULT_COLORS, type ContrastCheck } from "~/modules/theme/contrast";
import {
  coloursAfterChange,
  coloursOf,
  DesignFormSchema,
  HEADER_SWITCHES,
  IMAGE_FIELDS,
  IMAGE_LIMITS,
  MENU_FONT_CLASSES,
  PLAIN_COLOURS,
  SHADED_COLOURS,
  shadeField,
  type designFormDefaults,
  type ImageFieldName,
} from "~/modules/theme/design-form";
import type { DesignActionData } from "~/modules/theme/design-page.server";
import { FONT_FAMILIES } from "~/modules/theme/fonts";
import { generateShades } from "~/modules/theme/shades";
import { SHADE_KEYS, type Shades } from "~/modules/theme/theme";

/*
 * The design editor of /instellingen/design (decision 046): the form — colours with their shades and the live
 * contrast check, type, header and footer, images, CSS variables, the analytics id — and the preview frame. Its
 * "Voorbeeld bekijken" button posts the form to the page like a save (decision 078): the form comes back with its
 * errors, or with the address of the home page in its theme, which the frame shows and the page scrolls to.
 */

const PREVIEW_FRAME = "design-preview";
/** The preview's section, an id only when it shows a preview: the preview button's fragment scrolls there, not after an error. */
const PREVIEW_SHOWN = "design-preview-section";
const sectionClass = "flex flex-col gap-4 rounded-lg border border-border bg-surface p-4";

/** The form, from the saved values (`defaults`, `images`) or the action's `answer` to the last post. */
export function DesignForm({ defaults, images, answer }: { defaults: ReturnType<typeof designFormDefaults>; images: Record<ImageFieldName, string | null>; answer: DesignActionData | undefined }) {
  const { t } = useTranslation("design");
  const text = useDesignMessages();
  const [form, fields] = useZodForm(DesignFormSchema, answer?.result as never, { id: "design", defaultValue: defaults });
  const [colours, setColours] = useState(() => coloursOf((answer?.result?.initialValue as Record<string, unknown> | undefined) ?? defaults));
  const field = fields as unknown as Record<string, Parameters<typeof ColourField>[0]["meta"]>;
  const showShades = (name: (typeof SHADED_COLOURS)[number], shades: Shades | null) => {
    if (shades) for (const key of SHADE_KEYS) form.update({ name: shadeField(name, key), value: shades[key] });
  };
  const fillShades = (name: (typeof SHADED_COLOURS)[number], base: string) => showShades(name, generateShades(base));
  const labels = useDesignLabels();
  // The summary's text of a message as its field shows it: the design namespace's own, an image's size with its name.
  const summaryMessage = (message: string, name: string) => {
    const image = IMAGE_FIELDS.find((key) => name === `${key}File`);
    return text([message], image ? t(`images.${image}`).toLowerCase() : "", image ? formatBytes(IMAGE_LIMITS[image]) : "")?.[0] ?? message;
  };
  // A document post (multipart for the images), the preview's too. The page's address without the fragment a preview
  // leaves on it, so that a save after a preview does not keep it.
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={`${pathname}${search}`}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="flex flex-col gap-6"
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        const { colours: values, generated } = coloursAfterChange(Object.fromEntries(new FormData(event.currentTarget)), target);
        for (const { name, shades } of generated) showShades(name, shades);
        setColours(values);
      }}
    >
      <AuthenticityTokenInput name="csrf" />
      <input type="hidden" name="baseline" value={answer?.baseline ?? JSON.stringify(defaults)} />
      <FieldLabels labels={labels} summary={{ form, result: answer?.result, message: summaryMessage }}>
        {answer?.contrastWarning ? <ContrastWarning checks={answer.contrastWarning} accept={fields.acceptContrast} /> : null}
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("colours.title")}</legend>
          {SHADED_COLOURS.map((name) => (
            <div key={name} className="flex flex-col gap-3">
              <ColourField
                meta={field[`${name}Color`]!}
                label={labels[`${name}Color`]!}
                current={colours[`${name}Color`]}
                fallback={DEFAULT_COLORS[name]}
                onPick={(value) => {
                  form.update({ name: `${name}Color`, value });
                  fillShades(name, value);
                  setColours((now) => ({ ...now, [`${name}Color`]: value, [`${name}ColorShades`]: generateShades(value) }));
                }}
              />
              <ShadeSet
                name={name}
                label={labels[`${name}Color`]!}
                fields={field}
                onGenerate={(event) => {
                  event.preventDefault();
                  fillShades(name, colours[`${name}Color`] ?? "");
                  setColours((now) => ({ ...now, [`${name}ColorShades`]: generateShades(now[`${name}Color`] ?? "") }));
                }}
              />
            </div>
          ))}
          {PLAIN_COLOURS.map((name) => (
            <ColourField
              key={name}
              meta={field[name]!}
              label={labels[name]!}
              current={colours[name]}
              fallback={DEFAULT_COLORS[name.replace("Color", "") as "muted" | "background" | "text"]}
              onPick={(value) => {
                form.update({ name, value });
                setColours((now) => ({ ...now, [name]: value }));
              }}
            />
          ))}
          <ContrastPanel id="design-contrast" checks={checkContrast(colours)} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("type.title")}</legend>
          {(["fontSans", "fontHeading"] as const).map((name) => (
            <SelectField
              key={name}
              errors={text(fields[name].errors)}
              selectProps={getSelectProps(fields[name])}
              placeholder={t("type.default")}
              options={FONT_FAMILIES.map((family) => ({ value: family, label: family.replace(/ Variable$/, "") }))}
            />
          ))}
          <SelectField errors={text(fields.defaultShape.errors)} selectProps={getSelectProps(fields.defaultShape)} options={(["rounded", "straight"] as const).map((value) => ({ value, label: t(`type.shapes.${value}`) }))} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("header.title")}</legend>
          <SelectField errors={text(fields.headerVariant.errors)} selectProps={getSelectProps(fields.headerVariant)} options={(["tab", "legacy"] as const).map((value) => ({ value, label: t(`header.variants.${value}`) }))} />
          {HEADER_SWITCHES.map((key) => {
            const name = `header${key[0]!.toUpperCase()}${key.slice(1)}` as "headerSticky";
            return <CheckboxField key={key} errors={text(fields[name].errors)} inputProps={{ ...getInputProps(fields[name], { type: "checkbox" }) }} />;
          })}
          <SelectField errors={text(fields.menuItemFontClass.errors)} selectProps={getSelectProps(fields.menuItemFontClass)} options={MENU_FONT_CLASSES.map((value) => ({ value, label: t(`header.fonts.${value}`) }))} />
          <SelectField errors={text(fields.footerVariant.errors)} selectProps={getSelectProps(fields.footerVariant)} options={(["tab", "maud", "legacy"] as const).map((value) => ({ value, label: t(`footer.variants.${value}`) }))} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("images.title")}</legend>
          {IMAGE_FIELDS.map((name) => (
            <ImageInput key={name} name={name} label={t(`images.${name}`)} urlMeta={field[`${name}Url`]!} fileMeta={fields[`${name}File`]} current={images[name]} />
          ))}
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("advanced.title")}</legend>
          <TextareaField hint={t("advanced.cssHint")} errors={text(fields.cssVariables.errors)} textareaProps={{ ...getTextareaProps(fields.cssVariables), spellCheck: false, rows: 4 }} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className="px-1 text-xl font-semibold">{t("analytics.title")}</legend>
          <Field hint={t("analytics.hint")} errors={text(fields.gtagId.errors)} inputProps={{ ...getInputProps(fields.gtagId, { type: "text" }), placeholder: "G-XXXXXXXXXX" }} />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save">
            {t("save")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary" formAction={`${pathname}${search}#${PREVIEW_SHOWN}`}>
            {t("preview.show")}
          </Button>
        </div>
      </FieldLabels>
    </form>
  );
}

/**
 * The form's field description (FieldLabels, decision 062): each field's label by its name, in the form's order, for
 * the fields and the error summary. A shade and an image's address and upload are named by their group in the summary
 * ("Tint 300 van Hoofdkleur"): their own labels ("Tint 300") are the same in every group, which names them on the page.
 */
function useDesignLabels(): Record<string, string> {
  const { t } = useTranslation("design");
  return {
    ...Object.fromEntries(
      SHADED_COLOURS.flatMap((name) => {
        const colour = t(`colours.${name}`);
        return [[`${name}Color`, colour], ...SHADE_KEYS.map((key) => [shadeField(name, key), t("shades.shadeOf", { key, name: colour })])];
      }),
    ),
    ...Object.fromEntries(PLAIN_COLOURS.map((name) => [name, t(`colours.${name}`)])),
    fontSans: t("type.fontSans"),
    fontHeading: t("type.fontHeading"),
    defaultShape: t("type.shape"),
    headerVariant: t("header.variant"),
    ...Object.fromEntries(HEADER_SWITCHES.map((key) => [`header${key[0]!.toUpperCase()}${key.slice(1)}`, t(`header.${key}`)])),
    menuItemFontClass: t("header.menuItemFont"),
    footerVariant: t("footer.variant"),
    ...Object.fromEntries(
      IMAGE_FIELDS.flatMap((name) => {
        const image = t(`images.${name}`);
        return [
          [`${name}Url`, t("images.urlOf", { name: image })],
          [`${name}File`, t("images.uploadOf", { name: image })],
        ];
      }),
    ),
    cssVariables: t("advanced.cssVariables"),
    gtagId: t("analytics.gtagId"),
  };
}

/** A save with a failing contrast pair: the pairs, and the box that saves anyway. */
function ContrastWarning({ checks, accept }: { checks: ContrastCheck[]; accept: FieldMetadata<boolean | undefined> }) {
  const { t } = useTranslation("design");
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md border border-warning bg-surface p-3">
      <p className="font-semibold">{t("contrast.warningTitle")}</p>
      <ul className="list-disc pl-5 text-sm">
        {checks.map((check) => (
          <li key={check.key}>{t(`contrast.pairs.${check.key}`)}</li>
        ))}
      </ul>
      <CheckboxField label={t("contrast.accept")} inputProps={{ ...getInputProps(accept, { type: "checkbox" }) }} />
    </div>
  );
}

/**
 * The frame of the home page: the live one, or after a valid preview post the one in the form's theme (`answer.preview`).
 * It is a picture of the page, not a place to work: inert, so its links and fields stay out of the Tab order and the
 * accessibility tree (Tab goes from the form's buttons to what follows), while the heading and the text describe it.
 */
export function DesignPreview({ answer }: { answer: DesignActionData | undefined }) {
  const { t } = useTranslation("design");
  const lp = useLocalizedPath();
  const preview = answer?.preview;
  return (
    <section id={preview ? PREVIEW_SHOWN : undefined} aria-labelledby="design-preview-title" className="flex flex-col gap-2">
      <h3 id="design-preview-title" className="text-xl font-semibold">
        {t("preview.title")}
      </h3>
      <p className="text-sm text-muted">{preview ? t("preview.shown") : t("preview.hint")}</p>
      {preview && answer.imagesLeft ? <p className="text-sm font-semibold">{t("preview.imagesLeft")}</p> : null}
      <iframe name={PREVIEW_FRAME} title={t("preview.frame")} src={preview ?? lp("/")} inert tabIndex={-1} className="h-[36rem] w-full rounded-md border border-border bg-background" />
    </section>
  );
}

import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { PAGE_TYPES } from "~/modules/content/blocks";
import { fieldElementId, type EditorPage } from "~/modules/content/editor";
import { PAGE_LAYOUTS } from "~/modules/content/schema";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useEditorContext } from "./context";
import { ImageInputs } from "./image-inputs";

/** The page's own fields (spec §3 Page): title, address, kind, layout, summary, and what search engines and shares show. */
export function PageFields({ page }: { page: EditorPage }) {
  const { t } = useTranslation("editor");
  const { errorsOf } = useEditorContext();
  const text = (name: keyof EditorPage, options: { required?: boolean; maxLength: number; hint?: boolean; multiline?: boolean }) => {
    const props = { id: fieldElementId(name), name, defaultValue: String(page[name] ?? ""), required: options.required, maxLength: options.maxLength };
    const hint = options.hint ? t(`hints.${name}`) : undefined;
    return options.multiline ? (
      <TextareaField label={t(`fields.${name}`)} hint={hint} errors={errorsOf(name)} textareaProps={{ ...props, rows: 3 }} />
    ) : (
      <Field label={t(`fields.${name}`)} hint={hint} errors={errorsOf(name)} inputProps={props} />
    );
  };
  const select = (name: "pageType" | "pageLayout", options: readonly string[]) => (
    <SelectField
      label={t(`fields.${name}`)}
      errors={errorsOf(name)}
      selectProps={{ id: fieldElementId(name), name, defaultValue: page[name], required: true }}
      options={options.map((option) => ({ value: option, label: t(`options.${name}.${option}`) }))}
    />
  );
  const check = (name: "showTitleOnPage" | "featured") => (
    <CheckboxField label={t(`fields.${name}`)} errors={errorsOf(name)} inputProps={{ id: fieldElementId(name), name, defaultChecked: page[name] }} />
  );
  return (
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
        <legend className="px-1 text-lg font-semibold">{t("page.heading")}</legend>
        {text("title", { required: true, maxLength: 160 })}
        {text("slug", { required: true, maxLength: 120, hint: true })}
        <div className="grid gap-4 sm:grid-cols-2">
          {select("pageType", PAGE_TYPES)}
          {select("pageLayout", PAGE_LAYOUTS)}
        </div>
        {text("summary", { maxLength: 500, hint: true, multiline: true })}
        <ImageInputs name="image" label={t("fields.pageImage")} required={false} value={page.image ?? undefined} />
        {check("showTitleOnPage")}
        {check("featured")}
        <input type="hidden" name="isPublished" value={String(page.isPublished)} />
      </fieldset>
      <details className="rounded-lg border border-border bg-surface p-4" open={["metaTitle", "metaDescription", "ogTitle", "ogDescription"].some((name) => errorsOf(name))}>
        <summary className="cursor-pointer text-lg font-semibold">{t("page.seo")}</summary>
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-muted">{t("page.seoHint")}</p>
          {text("metaTitle", { maxLength: 120 })}
          {text("metaDescription", { maxLength: 320, multiline: true })}
          {text("ogTitle", { maxLength: 120 })}
          {text("ogDescription", { maxLength: 320, multiline: true })}
        </div>
      </details>
    </>
  );
}

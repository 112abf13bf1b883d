import { useRef, useState, type ReactNode } from "react";
import { CheckboxField, Field } from "~/components/forms";
import { controlClass } from "~/components/ui/control";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import { imageSources } from "~/modules/media/sources";

/*
 * The image field of every form that takes an image (issue 12): the current image, its address, a choice
 * from the center's stock image library, a new upload, the alt text and "decorative" (empty alt, WCAG 1.1.1).
 * Works without JavaScript; with it, choosing a stock image shows it at once.
 *
 * Props (a drop-in for the page editor's ImageInputs):
 * - `name`: the image's path in the form; the inputs are `<name>.url`, `<name>.alt`, `<name>.decorative`,
 *   and, for the server helper, `<name>.stock` (the chosen stock image's address) and `<name>.file` (a new
 *   upload). `label`, `required`, `value` ({ url, alt, decorative }) as ImageInputs.
 * - `errors`: { url, alt, decorative } messages (keys of `errors` or sentences); `idOf(path)` gives element ids
 *   (the editor's fieldElementId), default `image-<path>`.
 * - `stock`: { choices, query, searchFormId? } — choices from `loadStockChoices(api, query)`
 *   (app/modules/media/image-field.server.ts) in the loader. With `searchFormId`, a search box is shown that
 *   belongs to a GET form of that id the page renders outside its own form
 *   (`<Form method="get" id={searchFormId} preventScrollReset />`); its query parameter is `imageSearch`.
 *   With `searchIntent` instead (a form that must keep what was typed, like the page editor's), the search box
 *   is a field of the image's own form and its button posts that form with `intent=<searchIntent>`; Enter in the
 *   box presses that button once JavaScript runs.
 * - `stockAction`: shown where the library would be when `stock` is not given (the editor's "choose from the
 *   library" button, which opens it for one image at a time).
 * - `allowUpload`: shows a file input; the form must then be `encType="multipart/form-data"`.
 * The page's action calls `resolveImageFields(formData, api)` before parsing: it uploads `<name>.file`,
 * takes `<name>.stock`, and writes the result into `<name>.url` (or returns a message for `<name>.url`).
 */

export type ImageChoice = { url: string; name: string; description?: string };
export type ImageValue = { url?: string; alt?: string; decorative?: boolean };
export const IMAGE_SEARCH_PARAM = "imageSearch";

export type ImageFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  value?: ImageValue;
  errors?: { url?: readonly string[] | null; alt?: readonly string[] | null; decorative?: readonly string[] | null };
  idOf?: (path: string) => string;
  stock?: { choices: readonly ImageChoice[]; query: string; searchFormId?: string; searchIntent?: string };
  stockAction?: ReactNode;
  allowUpload?: boolean;
};

export function ImageField({ name, label, required = false, value, errors = {}, idOf = (path) => `image-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`, stock, stockAction, allowUpload = false }: ImageFieldProps) {
  const { t } = useTranslation("media");
  const [url, setUrl] = useState(value?.url ?? "");
  const shown = url.trim();
  return (
    <fieldset id={idOf(name)} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">
        {label} {required ? null : <span className="text-sm font-normal text-muted">({t("common:optional")})</span>}
      </legend>
      {shown ? <Preview url={shown} /> : <p className="text-sm text-muted">{t("field.none")}</p>}
      <Field
        label={t("field.url")}
        hint={t("field.urlHint")}
        errors={errors.url}
        inputProps={{ id: idOf(`${name}.url`), name: `${name}.url`, value: url, onChange: (event) => setUrl(event.currentTarget.value), required, inputMode: "url" }}
      />
      {stock ? <StockChoices name={name} idOf={idOf} stock={stock} current={shown} onChoose={setUrl} /> : stockAction}
      {allowUpload ? (
        <Field
          label={t("field.upload")}
          hint={t("field.uploadHint", { size: formatBytes(IMAGE_MAX_BYTES) })}
          inputProps={{ id: idOf(`${name}.file`), name: `${name}.file`, type: "file", accept: "image/jpeg,image/png,image/webp,image/gif,image/avif" }}
        />
      ) : null}
      <Field
        label={t("field.alt")}
        hint={t("field.altHint")}
        errors={errors.alt}
        inputProps={{ id: idOf(`${name}.alt`), name: `${name}.alt`, defaultValue: value?.alt ?? "", maxLength: 300 }}
      />
      <CheckboxField
        label={t("field.decorative")}
        hint={t("field.decorativeHint")}
        errors={errors.decorative}
        inputProps={{ id: idOf(`${name}.decorative`), name: `${name}.decorative`, defaultChecked: value?.decorative === true }}
      />
    </fieldset>
  );
}

function Preview({ url }: { url: string }) {
  const { t } = useTranslation("media");
  const sources = imageSources(url);
  // Only our own uploads and https addresses are shown; anything else is for the form's check to refuse.
  if (!sources && !/^https:\/\//i.test(url) && !url.startsWith("/uploads/")) return null;
  return (
    <img
      src={url}
      {...(sources ? { srcSet: sources.webpSrcSet, sizes: "16rem", width: sources.width, height: sources.height } : {})}
      alt={t("field.preview")}
      className="h-auto w-64 max-w-full rounded border border-border"
      loading="lazy"
      decoding="async"
    />
  );
}

/** The library as radio buttons (`<name>.stock`), searchable through the page's GET form. */
function StockChoices({ name, idOf, stock, current, onChoose }: { name: string; idOf: (path: string) => string; stock: NonNullable<ImageFieldProps["stock"]>; current: string; onChoose: (url: string) => void }) {
  const { t } = useTranslation("media");
  const searchId = idOf(`${name}.search`);
  const searchButton = useRef<HTMLButtonElement>(null);
  const searchable = stock.searchFormId || stock.searchIntent;
  // In the image's own form, Enter would press the form's first button: it searches instead.
  const onSearchKey = stock.searchIntent
    ? (event: React.KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        event.currentTarget.form?.requestSubmit(searchButton.current);
      }
    : undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{t("field.stock")}</legend>
      {searchable ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={searchId}>{t("field.search")}</label>
            <input id={searchId} type="search" name={IMAGE_SEARCH_PARAM} form={stock.searchFormId} defaultValue={stock.query} onKeyDown={onSearchKey} className={controlClass} />
          </div>
          <button
            ref={searchButton}
            type="submit"
            form={stock.searchFormId}
            {...(stock.searchIntent ? { name: "intent", value: stock.searchIntent, formNoValidate: true } : {})}
            className="rounded-md border border-border px-3 py-2 font-semibold hover:bg-surface-muted"
          >
            {t("field.searchButton")}
          </button>
        </div>
      ) : null}
      {stock.choices.length === 0 ? (
        <p className="text-sm text-muted">{t("field.noResults")}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
          <li>
            <label className="flex h-full items-center gap-2 rounded border border-border p-2">
              <input type="radio" name={`${name}.stock`} value="" defaultChecked className="accent-primary" />
              {t("field.keep")}
            </label>
          </li>
          {stock.choices.map((choice) => {
            const sources = imageSources(choice.url);
            return (
              <li key={choice.url}>
                <label className="flex flex-col gap-1 rounded border border-border p-2 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary">
                  <img src={choice.url} {...(sources ? { srcSet: sources.webpSrcSet, sizes: "10rem", width: sources.width, height: sources.height } : {})} alt="" className="aspect-video w-full rounded object-cover" loading="lazy" decoding="async" />
                  <span className="flex items-center gap-2">
                    <input type="radio" name={`${name}.stock`} value={choice.url} defaultChecked={false} onChange={() => onChoose(choice.url)} className="accent-primary" />
                    {choice.name}
                    {choice.url === current ? <span className="sr-only">{t("field.current")}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

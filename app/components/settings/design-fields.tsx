import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes } from "~/modules/media/limits";
import { formatRatio, type ContrastCheck } from "~/modules/theme/contrast";
import { IMAGE_LIMITS, type ImageFieldName, type ShadedColour } from "~/modules/theme/design-form";
import { SHADE_KEYS } from "~/modules/theme/theme";

/*
 * The design editor's parts (/instellingen/design): a colour as text with a colour picker once JavaScript
 * runs, a colour's editable shade set, the live contrast check, and a branding image (address or upload).
 */

const HEX6 = /^#[0-9a-f]{6}$/i;
type Meta = FieldMetadata<string | undefined>;

/** Field errors of this page: keys of the design namespace (told with the field's name), or the API's sentences. */
export function useDesignMessages() {
  const { t } = useTranslation("design");
  return (errors: readonly string[] | undefined, field = "", size = "") => errors?.map((message) => (message.startsWith("design:") ? String(t(message.slice("design:".length), { field, size })) : message));
}

/** A colour as text, and a picker once hydrated; `fallback` is the colour the site uses while the field is empty. */
export function ColourField({ meta, label, current, fallback, onPick }: { meta: Meta; label: string; current: string | null; fallback: string; onPick: (value: string) => void }) {
  const { t } = useTranslation("design");
  const hydrated = useHydrated();
  const text = useDesignMessages();
  return (
    <div className="flex items-end gap-3">
      <div className="flex-1">
        <Field label={label} hint={t("colours.hint", { fallback })} errors={text(meta.errors)} inputProps={{ ...getInputProps(meta, { type: "text" }), placeholder: fallback, spellCheck: false }} />
      </div>
      {hydrated ? (
        <input
          type="color"
          aria-label={t("colours.picker", { name: label })}
          value={current && HEX6.test(current) ? current : fallback}
          onChange={(event) => onPick(event.currentTarget.value)}
          className="mb-1 h-10 w-14 cursor-pointer rounded-md border border-input bg-surface"
        />
      ) : (
        <span aria-hidden="true" className="mb-1 h-10 w-14 rounded-md border border-input" style={{ background: current ?? fallback }} />
      )}
    </div>
  );
}

export function ShadeSet({ name, label, fields, onGenerate }: { name: ShadedColour; label: string; fields: Record<string, Meta>; onGenerate: (event: React.MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useTranslation("design");
  const text = useDesignMessages();
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">{t("shades.legend", { name: label })}</legend>
      <p className="text-sm text-muted">{t("shades.hint")}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {SHADE_KEYS.map((key) => {
          const meta = fields[`${name}Shade${key}`]!;
          return (
            <div key={key} className="flex items-end gap-2">
              <span aria-hidden="true" className="mb-1 size-9 shrink-0 rounded border border-border" style={{ background: meta.value ?? meta.initialValue ?? "transparent" }} />
              <div className="min-w-0 flex-1">
                <Field label={t("shades.shade", { key })} errors={text(meta.errors)} inputProps={{ ...getInputProps(meta, { type: "text" }), spellCheck: false }} />
              </div>
            </div>
          );
        })}
      </div>
      <Button type="submit" name="intent" value={name === "primary" ? "generatePrimary" : "generateSecondary"} variant="secondary" className="self-start" onClick={onGenerate}>
        {t("shades.generate", { name: label })}
      </Button>
    </fieldset>
  );
}

export function ContrastPanel({ checks, id }: { checks: ContrastCheck[]; id: string }) {
  const { t } = useTranslation("design");
  const failing = checks.filter((check) => !check.passes).length;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {t("contrast.title")}
      </h3>
      <p aria-live="polite" className={failing > 0 ? "font-semibold text-danger" : "text-success"}>
        {failing > 0 ? t("contrast.failing", { count: failing }) : t("contrast.allPass")}
      </p>
      <ul className="flex flex-col gap-1 text-sm">
        {checks.map((check) => (
          <li key={check.key} className="flex items-center gap-2" data-contrast={check.key} data-passes={check.passes}>
            <span aria-hidden="true" className="inline-flex h-6 w-10 items-center justify-center rounded border border-border text-xs font-bold" style={{ color: check.foreground, background: check.background }}>
              Aa
            </span>
            <span>
              {t(`contrast.pairs.${check.key}`)}: {formatRatio(check.ratio)} — {check.passes ? t("contrast.pass") : t("contrast.fail")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ImageInput({ name, label, urlMeta, fileMeta, current }: { name: ImageFieldName; label: string; urlMeta: Meta; fileMeta: FieldMetadata<File | undefined>; current: string | null }) {
  const { t } = useTranslation("design");
  const text = useDesignMessages();
  const size = formatBytes(IMAGE_LIMITS[name]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">
        {label} <span className="text-sm font-normal text-muted">({t("common:optional")})</span>
      </legend>
      {current ? <img src={current} alt={t("images.current", { name: label })} className="max-h-16 w-auto self-start rounded bg-surface-muted p-1" /> : <p className="text-sm text-muted">{t("images.none")}</p>}
      <Field label={t("images.url")} hint={t("images.urlHint")} errors={text(urlMeta.errors)} inputProps={{ ...getInputProps(urlMeta, { type: "text" }), inputMode: "url" }} />
      <Field
        label={t("images.upload")}
        hint={t("images.uploadHint", { size })}
        errors={text(fileMeta.errors, label.toLowerCase(), size)}
        inputProps={{ ...getInputProps(fileMeta, { type: "file" }), accept: "image/png,image/jpeg,image/webp,image/gif,image/avif" }}
      />
    </fieldset>
  );
}

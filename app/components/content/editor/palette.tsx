import { SelectField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { DraftBlock } from "~/modules/content/editor";
import { PALETTE_TYPES } from "~/modules/content/editor-fields";
import { useTranslation } from "~/modules/i18n/use-translation";

/** Adds a block of any type, at the end of the page or after a block of choice: two choices and a button, no JavaScript needed. */
export function BlockPalette({ blocks }: { blocks: readonly DraftBlock[] }) {
  const { t } = useTranslation("editor");
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-dashed border-input p-4">
      <legend className="px-1 text-lg font-semibold">{t("palette.heading")}</legend>
      {/* One column of shrinkable width on a phone: a select is as wide as its longest choice ("Na blok 3: …") unless its
          column may be narrower than that, and the page scrolled sideways at 375 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t("palette.type")}
          selectProps={{ id: "palette-type", name: "addType", defaultValue: "MarkdownText", required: true }}
          options={PALETTE_TYPES.map((type) => ({ value: type, label: t(`blockTypes.${type}`) }))}
        />
        <SelectField
          label={t("palette.position")}
          selectProps={{ id: "palette-after", name: "addAfter", defaultValue: "", required: true }}
          options={[
            { value: "", label: t("palette.atEnd") },
            ...blocks.map((block, index) => ({ value: block.id, label: t("palette.after", { n: index + 1, type: t(`blockTypes.${block.type}`) }) })),
          ]}
        />
      </div>
      <div>
        <Button type="submit" name="intent" value="add" formNoValidate variant="secondary">
          {t("palette.add")}
        </Button>
      </div>
    </fieldset>
  );
}

import { blockElementId, type DraftBlock } from "~/modules/content/editor";
import { BLOCK_FIELDS } from "~/modules/content/editor-fields";
import { useTranslation } from "~/modules/i18n/use-translation";
import { IntentButton, SpecField } from "./spec-field";

/** One block of the page in the editor: its place, its buttons (up, down, remove after a question) and its fields. */
export function BlockCard({ block, index, count, confirming }: { block: DraftBlock; index: number; count: number; confirming: boolean }) {
  const { t } = useTranslation("editor");
  const id = blockElementId(block.id);
  const names = { n: index + 1, type: t(`blockTypes.${block.type}`) };
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 focus-visible:outline-2 focus-visible:outline-primary">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {t("blocks.blockLabel", names)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <IntentButton id={`${id}-up`} intent={`up:${block.id}`} label={t("blocks.upLabel", names)} disabled={index === 0} formAction={`#${id}`}>
            {t("blocks.up")}
          </IntentButton>
          <IntentButton id={`${id}-down`} intent={`down:${block.id}`} label={t("blocks.downLabel", names)} disabled={index === count - 1} formAction={`#${id}`}>
            {t("blocks.down")}
          </IntentButton>
          <IntentButton id={`${id}-remove`} intent={`remove:${block.id}`} label={t("blocks.removeLabel", names)} formAction={`#${id}-confirm`}>
            {t("blocks.remove")}
          </IntentButton>
        </div>
      </div>
      {confirming ? (
        <div id={`${id}-confirm`} tabIndex={-1} role="group" aria-labelledby={`${id}-confirm-title`} className="flex flex-col gap-3 rounded-lg border-2 border-danger/60 p-4">
          <p id={`${id}-confirm-title`} className="font-semibold">
            {t("blocks.confirmRemove", names)}
          </p>
          <p>{t("blocks.confirmRemoveHint")}</p>
          <div className="flex flex-wrap gap-3">
            <IntentButton intent={`confirm-remove:${block.id}`} variant="danger" formAction="#blocks">
              {t("blocks.yesRemove")}
            </IntentButton>
            <IntentButton intent="cancel-remove" formAction={`#${id}`}>
              {t("blocks.keep")}
            </IntentButton>
          </div>
        </div>
      ) : null}
      <input type="hidden" name={`blocks[${index}].id`} value={block.id} />
      <input type="hidden" name={`blocks[${index}].type`} value={block.type} />
      {BLOCK_FIELDS[block.type].map((spec) => (
        <SpecField key={spec.name} spec={spec} name={`blocks[${index}].${spec.name}`} value={block[spec.name]} />
      ))}
    </section>
  );
}

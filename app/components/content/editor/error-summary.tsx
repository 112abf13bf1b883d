import { refusedPostFocus, useErrorText } from "~/components/forms";
import { fieldElementId, pathOf, type EditorPage } from "~/modules/content/editor";
import { BLOCK_FIELDS, type FieldSpec } from "~/modules/content/editor-fields";
import { useTranslation } from "~/modules/i18n/use-translation";

type T = ReturnType<typeof useTranslation>["t"];

/** "Blok 3: Oproep tot actie · Knop · Tekst" for `blocks[2].button.label`: where an error is, in words. */
export function describeFieldName(name: string, page: EditorPage, t: T): string {
  const path = pathOf(name);
  if (path[0] !== "blocks") return path.map((part) => (part === "image" && path.length > 1 ? t("fields.pageImage") : t(`fields.${String(part)}`))).join(" · ");
  const index = Number(path[1]);
  const block = page.blocks[index];
  if (!block) return t("blocks.heading");
  const words = [t("blocks.blockLabel", { n: index + 1, type: t(`blockTypes.${block.type}`) })];
  let specs: readonly FieldSpec[] = BLOCK_FIELDS[block.type];
  let list: Extract<FieldSpec, { kind: "list" }> | null = null;
  for (const part of path.slice(2)) {
    if (typeof part === "number" && list) {
      words.push(t(`items.${list.name}`, { n: part + 1 }));
      specs = list.item.kind === "group" ? list.item.fields : [];
      list = null;
      continue;
    }
    const spec = specs.find((field) => field.name === part);
    words.push(t(`fields.${String(part)}`));
    list = spec?.kind === "list" ? spec : null;
    specs = spec?.kind === "group" ? spec.fields : [];
  }
  return words.join(" · ");
}

/** Above the form after a failed save or preview: every error, each a link to its field. */
export function ErrorSummary({ errors, page }: { errors: Record<string, string[] | undefined>; page: EditorPage }) {
  const { t } = useTranslation("editor");
  const { t: tErrors } = useTranslation("errors");
  const errorText = useErrorText();
  const entries = Object.entries(errors).filter(([, messages]) => messages && messages.length > 0);
  if (entries.length === 0) return null;
  // Every form's heading (FormErrors, decision 062): "not sent, N fields need attention"; the page's own errors alone are no field.
  const fieldCount = entries.filter(([name]) => name !== "").length;
  return (
    <div role="alert" {...refusedPostFocus} aria-labelledby="error-summary-title" className="flex flex-col gap-2 rounded-md border-2 border-danger/60 bg-danger/10 p-4">
      <h2 id="error-summary-title" className="font-semibold">
        {fieldCount > 0 ? tErrors("summary.title", { count: fieldCount }) : tErrors("generic.formContainsErrors")}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {entries.map(([name, messages]) => (
          <li key={name}>
            {name === "" ? (
              messages!.map(errorText).join(" ")
            ) : (
              <a href={`#${fieldElementId(name)}`} className="text-danger underline underline-offset-2 hover:no-underline">
                {t("summary.entry", { field: describeFieldName(name, page, t), message: messages!.map(errorText).join(" ") })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

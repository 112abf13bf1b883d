import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { keepServerErrors } from "~/components/server-errors";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { GuardedForm } from "~/components/feedback/unsaved-changes";
import { Button } from "~/components/ui/button";
import { applyIntent, EditorFormSchema, imageLibraryOf, readEditorForm, STRUCTURAL_INTENT, type EditorState } from "~/modules/content/editor";
import { useTranslation } from "~/modules/i18n/use-translation";
import { BlockCard } from "./block-card";
import { EditorContext, type ImageLibrary } from "./context";
import { ErrorSummary } from "./error-summary";
import { PageFields } from "./page-fields";
import { BlockPalette } from "./palette";

/*
 * The page editor's one form: the page's fields, its blocks and the palette. Without JavaScript every
 * button posts the whole form and the server answers with the changed state; with JavaScript the
 * structural buttons (add, move, remove, list entries) apply the same intent in the browser, keep focus
 * on what moved, and nothing is sent until save or preview. conform validates on blur with the schema
 * the API uses.
 */

/** Where focus goes when the element an intent names is disabled (a block moved to the top or bottom). */
function focusTarget(id: string): HTMLElement | null {
  const candidates = [id, id.replace(/-up$/, "-down"), id.replace(/-down$/, "-up"), id.replace(/-(up|down|remove|confirm)$/, "")];
  for (const candidate of candidates) {
    const element = document.getElementById(candidate) as HTMLButtonElement | null;
    if (element && !element.disabled) return element;
  }
  return null;
}

/** Any answer of the action means nothing was saved: a save that worked redirects. */
const notSaved = (actionData: unknown) => actionData !== undefined && actionData !== null;

export function PageEditor({
  state: source,
  lastResult,
  forms,
  library = null,
}: {
  state: EditorState;
  lastResult: SubmissionResult<string[]> | null | undefined;
  forms: ReadonlyArray<{ value: string; label: string }>;
  /** The stock images the server offers for one image field; gone after a change of structure (names move). */
  library?: ImageLibrary | null;
}) {
  const { t } = useTranslation("editor");
  // The browser's own changes, until the server sends a new state (after a save or preview).
  const [local, setLocal] = useState<{ base: EditorState; state: EditorState; revision: number } | null>(null);
  const current = local?.base === source ? local : null;
  const state = current?.state ?? source;
  const revision = current?.revision ?? 0;
  const [focus, setFocus] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [form] = useForm({
    // A new id after every change of structure: field names moved, so old messages would land on other fields.
    id: `page-editor-${revision}`,
    lastResult: revision === 0 ? lastResult : undefined,
    onValidate: ({ formData }) => keepServerErrors(parseWithZod(formData, { schema: EditorFormSchema, disableAutoCoercion: true }), revision === 0 ? lastResult : undefined),
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
  });
  const errors = form.allErrors;
  const shownLibrary = revision === 0 ? library : null;
  const context = useMemo(() => ({ errorsOf: (name: string) => errors[name], forms, library: shownLibrary }), [errors, forms, shownLibrary]);

  useEffect(() => {
    if (!focus) return;
    focusTarget(focus)?.focus();
    // The guard compares the form with what was served: tell it the form changed.
    formRef.current?.dispatchEvent(new Event("change", { bubbles: true }));
    setFocus(null);
  }, [focus, revision]);

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.name === "intent" ? submitter.value : "";
    // The library's buttons ask the server for choices: the form goes as it is, unchecked (like a move without JavaScript).
    if (imageLibraryOf(intent)) return;
    if (!STRUCTURAL_INTENT.test(intent)) return formProps.onSubmit(event);
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const result = applyIntent({ page: readEditorForm(formData), confirmRemove: state.confirmRemove }, intent, {
      addType: String(formData.get("addType") ?? ""),
      addAfter: String(formData.get("addAfter") ?? ""),
    });
    setLocal({ base: source, state: result.state, revision: revision + 1 });
    setFocus(result.focus);
  };

  const { page } = state;
  const showSummary = form.status === "error" || (revision === 0 && lastResult?.status === "error");
  return (
    <EditorContext.Provider value={context}>
      <GuardedForm method="post" encType="multipart/form-data" {...formProps} onSubmit={onSubmit} ref={formRef} isFailure={notSaved} className="flex flex-col gap-6">
        <AuthenticityTokenInput name="csrf" />
        {/* The first button is the one Enter in a field presses: save, never a move. */}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save">
            {t("actions.save")}
          </Button>
          <Button type="submit" name="intent" value={page.isPublished ? "unpublish" : "publish"} variant="secondary">
            {t(page.isPublished ? "actions.unpublish" : "actions.publish")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {t("actions.preview")}
          </Button>
        </div>
        {showSummary ? <ErrorSummary errors={errors} page={page} /> : null}
        <PageFields page={page} />
        <section id="blocks" tabIndex={-1} aria-labelledby="blocks-title" className="flex flex-col gap-4">
          <h2 id="blocks-title" className="text-2xl font-bold">
            {t("blocks.heading")}
          </h2>
          {page.blocks.length === 0 ? <p className="rounded-md border border-dashed border-input p-4 text-muted">{t("blocks.empty")}</p> : null}
          <ol className="flex flex-col gap-4">
            {page.blocks.map((block, index) => (
              <li key={`${block.id}-${revision}`}>
                <BlockCard block={block} index={index} count={page.blocks.length} confirming={state.confirmRemove === block.id} />
              </li>
            ))}
          </ol>
        </section>
        <BlockPalette key={revision} blocks={page.blocks} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save">
            {t("actions.save")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="secondary">
            {t("actions.preview")}
          </Button>
        </div>
      </GuardedForm>
    </EditorContext.Provider>
  );
}

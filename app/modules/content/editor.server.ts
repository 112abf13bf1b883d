import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, localeContext, sessionContext } from "~/middleware/context";
import { localizedPath } from "~/middleware/paths";
import { asApiError } from "~/modules/api-client/client.server";
import { IMAGE_SEARCH_PARAM } from "~/components/content/image-field";
import type { ImageLibrary } from "~/components/content/editor/context";
import { loadStockChoices, resolveImageFields } from "~/modules/media/image-field.server";
import { applyIntent, EditorFormSchema, editorPageOf, fieldNameOfPointer, imageLibraryOf, readEditorForm, STRUCTURAL_INTENT, type EditorState } from "./editor";
import type { EmbeddedForm } from "./pages.server";
import { prepareBlocks, type RenderedBlock } from "./render.server";

/*
 * The page editor on the server (issue 12): what its loader reads and what its one form's buttons do.
 * Structural intents are applied to the posted state and rendered back (nothing saved); preview renders
 * the posted blocks as visitors would see them; save, publish and unpublish write through the API.
 */

type FormRow = { id: string; title: string; publicToken: string | null; accessPermission: string };
export type EditorPageRecord = Record<string, unknown> & { id: string; title: string; slug: string; locale: string; pageType: string; isPublished: boolean };

/** The center's forms a BuilderForm block may embed; people who may not list forms get none to choose. */
async function loadForms(context: Readonly<RouterContextProvider>): Promise<FormRow[]> {
  try {
    const { data: rows } = await context.get(apiContext).get<FormRow[]>("/api/v1/forms", { query: { "page[size]": 1000, "fields[forms]": "title,public_token,access_permission" } });
    return rows;
  } catch (thrown) {
    if (asApiError(thrown)?.status === 403) return [];
    throw thrown;
  }
}

export async function loadEditor(context: Readonly<RouterContextProvider>, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw data({ message: "Not found" }, { status: 404 });
  const api = context.get(apiContext);
  const [{ data: page }, forms] = await Promise.all([api.get<EditorPageRecord>(`/api/v1/pages/${id}`), loadForms(context)]);
  return { page, forms };
}

export const formOptions = (forms: FormRow[]) => forms.map((form) => ({ value: form.id, label: form.title })).sort((a, b) => a.label.localeCompare(b.label, "nl"));

export const stateOf = (page: Record<string, unknown>): EditorState => ({ page: editorPageOf(page), confirmRemove: null });

type EditorActionData = { state: EditorState; result: SubmissionResult<string[]> | null; preview: RenderedBlock[] | null; library?: ImageLibrary };

export async function runEditorAction(context: Readonly<RouterContextProvider>, request: Request, id: string) {
  const api = context.get(apiContext);
  // Every post: a new upload or a chosen stock image becomes its field's address first, whatever the button.
  const { form: formData, errors: imageErrors } = await resolveImageFields(await request.formData(), api);
  const intent = String(formData.get("intent") ?? "save");
  const page = readEditorForm(formData);
  const answer = (body: EditorActionData, status = 200) => data(body, { status });

  // A refused upload is told at its image; nothing else happens (a file input cannot be given back its file).
  if (Object.keys(imageErrors).length > 0) return answer({ state: { page, confirmRemove: null }, result: { status: "error", error: imageErrors }, preview: null }, 422);

  const libraryFor = imageLibraryOf(intent);
  if (libraryFor) {
    // A search keeps its words; opening the library (perhaps of another image) starts without.
    const { choices, query } = await loadStockChoices(api, intent.startsWith("image-search:") ? String(formData.get(IMAGE_SEARCH_PARAM) ?? "") : "");
    return answer({ state: { page, confirmRemove: null }, result: null, preview: null, library: { name: libraryFor, choices, query } });
  }

  if (STRUCTURAL_INTENT.test(intent)) {
    const { state } = applyIntent({ page, confirmRemove: null }, intent, { addType: String(formData.get("addType") ?? ""), addAfter: String(formData.get("addAfter") ?? "") });
    return answer({ state, result: null, preview: null });
  }
  const state: EditorState = { page, confirmRemove: null };
  const submission = parseWithZod(formData, { schema: EditorFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return answer({ state, result: submission.reply(), preview: null }, 400);

  if (intent === "preview") {
    const { page: stored, forms } = await loadEditor(context, id);
    const locale = String(stored.locale);
    const embedded: EmbeddedForm[] = forms.map((form) => ({ id: form.id, title: form.title, publicToken: form.accessPermission === "anonymous" ? form.publicToken : null }));
    const preview = await prepareBlocks(submission.value.blocks ?? [], { api, locale, prefix: locale === "nl" ? "" : `/${locale}`, forms: embedded });
    return answer({ state, result: null, preview });
  }

  const isPublished = intent === "publish" ? true : intent === "unpublish" ? false : submission.value.isPublished;
  try {
    await api.patch(`/api/v1/pages/${id}`, { body: { ...submission.value, isPublished } });
  } catch (thrown) {
    const error = asApiError(thrown);
    if (!error || error.status !== 422) throw thrown;
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const e of error.errors) {
      const name = fieldNameOfPointer(e.source?.pointer);
      if (name) (fieldErrors[name] ??= []).push(e.detail || e.title);
      else formErrors.push(e.detail || e.title);
    }
    return answer({ state, result: submission.reply({ fieldErrors, formErrors }), preview: null }, 422);
  }
  const t = context.get(i18nContext).t;
  const key = intent === "publish" ? "editor:saved.published" : intent === "unpublish" ? "editor:saved.unpublished" : "editor:saved.saved";
  context.get(sessionContext).flash("toast", { color: "success", message: String(t(key, { title: submission.value.title })) });
  throw redirect(localizedPath(`/content/${id}/edit`, context.get(localeContext)));
}

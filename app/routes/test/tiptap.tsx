import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { Form, data } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { PageTitle } from "~/components/page-title";
import { Button } from "~/components/ui/button";
import { sanitizeDescription } from "~/modules/vacancies/sanitize.server";
import type { Route } from "./+types/tiptap";
import { codeBlockClass, headingClass, sectionClass } from "./gallery";

/** What an attacker might post instead of the editor's output: the server must not trust the editor. */
const UNSAFE_SAMPLE = '<p onclick="alert(1)">Hallo <b>wereld</b></p><script>alert(1)</script><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)>';

/** Lists and headings keep their looks inside the editor and in the result. */
const richTextClass = "[&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline";

const RichTextSchema = z.object({ html: z.string().max(20_000) });

/** The vacancy description's sanitizer: the same rules as the real rich text of the platform. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = RichTextSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  return { sent: parsed.data.html, clean: sanitizeDescription(parsed.data.html) };
}

export default function TiptapPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const hydrated = useHydrated();
  const labelId = useId();
  const initial = actionData?.clean ?? t("tiptap.sample");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.tiptap.title")} />
      <h1 className="text-3xl font-bold">{t("pages.tiptap.title")}</h1>
      <p className="max-w-prose">{t("tiptap.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("tiptap.editorHeading")}</h2>
        <Form method="post" className="flex max-w-2xl flex-col gap-3">
          <AuthenticityTokenInput name="csrf" />
          <span id={labelId} className="font-medium">
            {t("tiptap.label")}
          </span>
          {hydrated ? (
            <RichTextEditor labelId={labelId} name="html" initial={initial} />
          ) : (
            <>
              <textarea
                name="html"
                aria-labelledby={labelId}
                aria-describedby={`${labelId}-fallback`}
                rows={8}
                defaultValue={initial}
                className="rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm"
              />
              <p id={`${labelId}-fallback`} className="text-sm text-muted">
                {t("tiptap.fallback")}
              </p>
            </>
          )}
          <Button type="submit" className="self-start">
            {t("tiptap.submit")}
          </Button>
        </Form>
        <Form method="post">
          <AuthenticityTokenInput name="csrf" />
          <input type="hidden" name="html" value={UNSAFE_SAMPLE} />
          <Button type="submit" variant="secondary">
            {t("tiptap.sendUnsafe")}
          </Button>
        </Form>
      </section>

      {actionData ? (
        <section className={sectionClass} aria-live="polite">
          <h2 className={headingClass}>{t("tiptap.resultHeading")}</h2>
          <h3 className="font-semibold">{t("tiptap.rendered")}</h3>
          {/* Safe to render: sanitized on the server a moment ago. */}
          <div data-testid="sanitized" className={`rounded-md border border-border bg-surface p-3 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: actionData.clean }} />
          <h3 className="font-semibold">{t("tiptap.sent")}</h3>
          <pre className={codeBlockClass} tabIndex={0} aria-label={t("tiptap.sent")}>
            {actionData.sent}
          </pre>
          <h3 className="font-semibold">{t("tiptap.kept")}</h3>
          <pre className={codeBlockClass} tabIndex={0} aria-label={t("tiptap.kept")}>
            {actionData.clean}
          </pre>
        </section>
      ) : null}
    </div>
  );
}

const MARKS = [
  { id: "bold", isActive: (editor: Editor) => editor.isActive("bold"), run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { id: "italic", isActive: (editor: Editor) => editor.isActive("italic"), run: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  { id: "heading", isActive: (editor: Editor) => editor.isActive("heading", { level: 2 }), run: (editor: Editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { id: "bulletList", isActive: (editor: Editor) => editor.isActive("bulletList"), run: (editor: Editor) => editor.chain().focus().toggleBulletList().run() },
  { id: "orderedList", isActive: (editor: Editor) => editor.isActive("orderedList"), run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run() },
] as const;

/** Tiptap after hydration; its HTML goes along in a hidden field of the same name as the fallback textarea. */
function RichTextEditor({ labelId, name, initial }: { labelId: string; name: string; initial: string }) {
  const { t } = useTranslation("gallery");
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: initial,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: `min-h-40 rounded-b-md border border-border bg-surface px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-primary ${richTextClass}`,
      },
    },
    onUpdate: ({ editor: updated }) => setHtml(updated.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(MARKS.map((mark) => [mark.id, current ? mark.isActive(current) : false])),
  });
  return (
    <div className="flex flex-col">
      <div role="toolbar" aria-label={t("tiptap.toolbar")} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-border bg-surface-muted p-1">
        {MARKS.map((mark) => (
          <button
            key={mark.id}
            type="button"
            aria-pressed={active?.[mark.id] ?? false}
            disabled={!editor}
            onClick={() => editor && mark.run(editor)}
            className="rounded px-2 py-1 text-sm font-semibold hover:bg-surface aria-pressed:bg-primary aria-pressed:text-on-primary"
          >
            {t(`tiptap.marks.${mark.id}`)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList } from "~/components/forms";

/*
 * A rich-text field. Without JavaScript (and before hydration) it is a plain
 * <textarea> holding the HTML, so the form works everywhere; once hydrated
 * a tiptap editor with a small toolbar takes its place and writes its HTML
 * into a hidden input of the same name. The API sanitizes what it stores.
 */

type Props = {
  name: string;
  label: string;
  defaultValue: string;
  hint?: string;
  errors?: readonly string[] | null;
  /** A required field says nothing; an optional one (the default) says "(optioneel)". */
  required?: boolean;
  /** The plain textarea before hydration: its height, and whether it holds HTML (monospace) or plain text. */
  rows?: number;
  plainText?: boolean;
};

export function RichTextEditor(props: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasErrors = !!props.errors && props.errors.length > 0;
  const describedBy = [props.hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <label id={labelId} htmlFor={hydrated ? undefined : id} className="font-medium">
        {props.label} {props.required ? null : <span className="text-sm font-normal text-muted">({t("optional")})</span>}
      </label>
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {hydrated ? (
        <TiptapField {...props} id={id} labelId={labelId} describedBy={describedBy} invalid={hasErrors} />
      ) : (
        <textarea
          id={id}
          name={props.name}
          defaultValue={props.defaultValue}
          rows={props.rows ?? 10}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
          className={`rounded-md border border-input bg-surface px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-primary ${props.plainText ? "text-base" : "font-mono text-sm"}`}
        />
      )}
      <ErrorList id={errorId} errors={props.errors} />
    </div>
  );
}

function TiptapField({ name, defaultValue, id, labelId, describedBy, invalid }: Props & { id: string; labelId: string; describedBy?: string; invalid: boolean }) {
  const hiddenRef = useRef<HTMLInputElement>(null);
  // The editor's HTML as the form posts it. Held in state, not written into the input: a hidden input's value is
  // its default value, which React would set back to `defaultValue` whenever the form around it re-renders.
  const [html, setHtml] = useState(defaultValue);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    // The unsaved-changes guard and conform listen for input events on the form.
    hiddenRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "prose dark:prose-invert min-h-40 max-w-none px-3 py-2 outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline",
      },
    },
    onUpdate: ({ editor: current }) => {
      changed.current = true;
      setHtml(current.isEmpty ? "" : current.getHTML());
    },
  });
  return (
    <div className="rounded-md border border-input bg-surface focus-within:ring-2 focus-within:ring-primary">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input ref={hiddenRef} type="hidden" name={name} value={html} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("manage");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (state.link) {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const href = window.prompt(t("editor.linkPrompt"), "https://");
    if (href && /^(https?:|mailto:)/i.test(href.trim())) chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t("editor.toolbar")} className="flex flex-wrap gap-1 border-b border-border p-1">
      <ToolButton label={t("editor.bold")} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label={t("editor.italic")} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>I</em>
      </ToolButton>
      <ToolButton label={t("editor.heading2")} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label={t("editor.heading3")} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label={t("editor.bulletList")} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        •≡
      </ToolButton>
      <ToolButton label={t("editor.orderedList")} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        1.≡
      </ToolButton>
      <ToolButton label={state.link ? t("editor.unlink") : t("editor.link")} active={state.link} onClick={setLink}>
        {t("editor.linkShort")}
      </ToolButton>
    </div>
  );
}

function ToolButton({ label, active, onClick, children }: { label: string; active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className="min-w-9 rounded px-2 py-1 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList, useRefusedFieldFocus } from "~/components/forms";
import { RichTextToolbar } from "~/components/rich-text-toolbar";

/*
 * A rich-text field. Without JavaScript (and before hydration) it is a plain
 * <textarea> holding the HTML, so the form works everywhere; once hydrated
 * a tiptap editor with a small toolbar takes its place and writes its HTML
 * into a hidden input of the same name. The API sanitizes what it stores.
 */

type Props = {
  name: string;
  /**
   * The field's id, for the editor and the plain textarea alike: a form's error summary links to it (conform's
   * `${formId}-${name}`, decision 062). Left out, one of its own.
   */
  id?: string;
  label: string;
  defaultValue: string;
  hint?: string;
  errors?: readonly string[] | null;
  /** A required field says nothing; an optional one (the default) says "(optioneel)". */
  required?: boolean;
  /** The plain textarea before hydration: its height, and whether it holds HTML (monospace) or plain text. */
  rows?: number;
  plainText?: boolean;
  /**
   * The server's limit (its schema's constant). The plain textarea gets it as `maxlength`, so a visitor without
   * JavaScript meets it before sending; the editor shows a counter of what it will post and turns invalid past it.
   */
  maxLength?: number;
};

export function RichTextEditor(props: Props) {
  const hydrated = useHydrated();
  const ownId = useId();
  const id = props.id ?? ownId;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const hasErrors = !!props.errors && props.errors.length > 0;
  // The plain textarea's: it is the field until hydration, when a refused post's focus is given (decision 081).
  const autoFocus = useRefusedFieldFocus(props.name);
  const counted = hydrated && props.maxLength !== undefined;
  const describedBy = [props.hint ? hintId : null, counted ? countId : null, hasErrors ? errorId : null].filter(Boolean).join(" ") || undefined;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      {/* The editor is no labelable element, so once hydrated a click on the label focuses it as a native field's would. */}
      <label id={labelId} htmlFor={hydrated ? undefined : id} onClick={hydrated ? () => document.getElementById(id)?.focus() : undefined} className="font-medium">
        {props.label} {props.required ? null : <span className="text-sm font-normal text-muted">({t("optional")})</span>}
      </label>
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {hydrated ? (
        <TiptapField {...props} id={id} labelId={labelId} countId={countId} describedBy={describedBy} invalid={hasErrors} />
      ) : (
        <textarea
          id={id}
          name={props.name}
          defaultValue={props.defaultValue}
          rows={props.rows ?? 10}
          maxLength={props.maxLength}
          aria-invalid={hasErrors || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
          className={`rounded-md border border-input bg-surface px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-primary ${props.plainText ? "text-base" : "font-mono text-sm"}`}
        />
      )}
      <ErrorList id={errorId} errors={props.errors} />
    </div>
  );
}

function TiptapField({
  name,
  defaultValue,
  id,
  labelId,
  countId,
  describedBy,
  invalid,
  maxLength,
}: Props & { id: string; labelId: string; countId: string; describedBy?: string; invalid: boolean }) {
  const hiddenRef = useRef<HTMLInputElement>(null);
  // The editor's HTML as the form posts it. Held in state, not written into the input: a hidden input's value is
  // its default value, which React would set back to `defaultValue` whenever the form around it re-renders.
  const [html, setHtml] = useState(defaultValue);
  const changed = useRef(false);
  // Counted as the server counts the posted body: its trimmed length, markup included (the schema's max).
  const length = html.trim().length;
  const over = maxLength !== undefined && length > maxLength;
  useEffect(() => {
    if (!changed.current) return;
    // The unsaved-changes guard and conform listen for input events on the form.
    hiddenRef.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  const attributes = useMemo(
    () => ({
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid || over ? { "aria-invalid": "true" } : {}),
      class: "prose dark:prose-invert min-h-40 max-w-none px-3 py-2 outline-none [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_a]:text-primary [&_a]:underline",
    }),
    [id, labelId, describedBy, invalid, over],
  );
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      changed.current = true;
      setHtml(current.isEmpty ? "" : current.getHTML());
    },
  });
  // The editor is made once; an error that comes later (a post's answer, the page staying) must still be told: the
  // editor's invalid state and its error's id follow the field's.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);
  return (
    <>
      <div className={`rounded-md border bg-surface focus-within:ring-2 focus-within:ring-primary ${over ? "border-danger" : "border-input"}`}>
        {editor ? <RichTextToolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
        <input ref={hiddenRef} type="hidden" name={name} value={html} />
      </div>
      {maxLength !== undefined ? <CharacterCount id={countId} length={length} max={maxLength} /> : null}
    </>
  );
}

/** How long a pause in typing is before a screen reader hears the count (GOV.UK's character count waits as long). */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * "123 / 5000 tekens" under the editor, in the error colour past the limit (the send is then refused by the form's
 * schema, with the server's message). The visible count is the field's description, read when the field is
 * reached; a screen reader hears it politely once typing pauses, not at every key.
 */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  const over = length > max;
  const [announced, setAnnounced] = useState("");
  const spoken = over ? t("characterCount.over", { count: length - max }) : t("characterCount.remaining", { count: max - length });
  // Nothing said as the field appears: only once typing changed the count.
  const initial = useRef(spoken);
  const typed = useRef(false);
  useEffect(() => {
    if (spoken === initial.current && !typed.current) return;
    typed.current = true;
    const timer = window.setTimeout(() => setAnnounced(spoken), COUNT_ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [spoken]);
  return (
    <>
      <p id={id} data-testid="character-count" className={`text-sm ${over ? "font-medium text-danger" : "text-muted"}`}>
        {t("characterCount.count", { length, max })}
        {over ? ` ${t("characterCount.over", { count: length - max })}` : null}
      </p>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </>
  );
}

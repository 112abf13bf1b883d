import * as Dialog from "@radix-ui/react-dialog";
import * as Toolbar from "@radix-ui/react-toolbar";
import { useEditorState, type Editor } from "@tiptap/react";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control";
import { useTranslation } from "~/modules/i18n/use-translation";

/*
 * The rich-text field's toolbar, a WAI-ARIA toolbar (Radix): one Tab stop, the arrow keys, Home and End move between
 * its buttons, so a keyboard user tabs past it to the text in one step. A link's address is asked in a dialog with
 * a labelled field, not window.prompt (which a screen reader may not tie to the editor and which cannot say what is
 * wrong with an address); closing it, by adding or by Escape, returns the focus to the text. In a link the same button
 * edits it: the dialog shows its address to change, and removes the link on request.
 */

/** The addresses a link may have: the API's sanitizer keeps no other scheme. */
const LINK_HREF = /^(https?:\/\/[^\s/?#]+\S*|mailto:[^\s@]+@[^\s@]+)$/i;

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("manage");
  /** The link dialog while it is open: a new link's (no address yet) or the link at the cursor's. */
  const [askingLink, setAskingLink] = useState<{ href: string | null } | null>(null);
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
  const pressLink = () => {
    const current: unknown = editor.getAttributes("link").href;
    setAskingLink({ href: state.link && typeof current === "string" ? current : null });
  };
  const addLink = (href: string) => {
    const editing = askingLink?.href != null;
    setAskingLink(null);
    // Without selected text the address itself becomes the link's text; what is typed after it is no longer linked.
    // A link being edited keeps its text and takes the new address.
    if (editor.state.selection.empty && !editing) chain().insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).unsetMark("link").run();
    else chain().extendMarkRange("link").setLink({ href }).run();
  };
  const removeLink = () => {
    setAskingLink(null);
    chain().extendMarkRange("link").unsetLink().run();
  };
  return (
    <>
      <Toolbar.Root aria-label={t("editor.toolbar")} className="flex flex-wrap gap-1 border-b border-border p-1">
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
        <ToolButton label={state.link ? t("editor.editLink") : t("editor.link")} active={state.link} onClick={pressLink}>
          {t("editor.linkShort")}
        </ToolButton>
      </Toolbar.Root>
      <LinkDialog
        asking={askingLink}
        onCancel={() => setAskingLink(null)}
        onAdd={addLink}
        onRemove={removeLink}
        onClosed={() => editor.commands.focus()}
      />
    </>
  );
}

function ToolButton({ label, active, onClick, children }: { label: string; active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Toolbar.Button
      aria-label={label}
      title={label}
      aria-pressed={active}
      // A pointer press keeps the focus and the selection in the text, so typing goes on where it was (the command's
      // own focus comes a frame later; what is typed in between would go to the button).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="min-w-9 rounded px-2 py-1 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
    >
      <span aria-hidden="true">{children}</span>
    </Toolbar.Button>
  );
}

/**
 * The question for a link's address. Not a <form>: the dialog is portalled out of the page's form, but React would
 * still bubble its submit to that form's handlers. Enter in the field adds, as a form would.
 */
function LinkDialog({
  asking,
  onCancel,
  onAdd,
  onRemove,
  onClosed,
}: {
  asking: { href: string | null } | null;
  onCancel: () => void;
  onAdd: (href: string) => void;
  onRemove: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation("manage");
  const editing = asking?.href != null;
  return (
    <Dialog.Root open={asking !== null} onOpenChange={(next) => (next ? null : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-text/50" />
        <Dialog.Content
          // The field's hint describes the field, not the dialog (Radix's opt-out of a dialog description).
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the text, where the link was put (there is no trigger to go back to: the toolbar's button).
            event.preventDefault();
            onClosed();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-surface p-6 text-text shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">{editing ? t("editor.editLink") : t("editor.link")}</Dialog.Title>
          {/* Mounted with the dialog's content: each question starts with the link's address, or an empty field. */}
          <LinkField initial={asking?.href ?? ""} onCancel={onCancel} onAdd={onAdd} onRemove={editing ? onRemove : undefined} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LinkField({ initial, onCancel, onAdd, onRemove }: { initial: string; onCancel: () => void; onAdd: (href: string) => void; onRemove?: () => void }) {
  const { t } = useTranslation("manage");
  const id = useId();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const value = href.trim();
    if (LINK_HREF.test(value)) onAdd(value);
    else setInvalid(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium">
          {t("editor.linkUrl")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t("editor.linkHint")}
        </p>
        <input
          id={id}
          type="url"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={controlClass}
        />
        {invalid ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {t("editor.linkInvalid")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("editor.linkCancel")}
        </Button>
        {onRemove ? (
          <Button type="button" variant="secondary" onClick={onRemove}>
            {t("editor.unlink")}
          </Button>
        ) : null}
        <Button type="button" onClick={add}>
          {onRemove ? t("editor.linkSave") : t("editor.linkAdd")}
        </Button>
      </div>
    </>
  );
}

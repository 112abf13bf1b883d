import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { RelativeTime } from "~/components/feedback/relative-time";
import { UnsavedChangesDialog, useFormDirty, useUnsavedChanges } from "~/components/feedback/unsaved-changes";
import { FieldLabels, useZodForm } from "~/components/forms";
import { RichTextEditor } from "~/components/rich-text-editor";
import { linkClass } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useKeepFocusInSight } from "~/components/shell/keep-in-sight";
import { BusySubmitButton, guardBusySubmit } from "~/components/ui/busy-submit";
import { useLocalizedPath } from "~/lib/i18n";
import { loadThread, runThreadAction } from "~/modules/conversations/page.server";
import { BODY_MAX, ReplyFormSchema, type MessageItem } from "~/modules/conversations/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/show";

/** /conversations/{id} (issue 13): a thread, marked read as it opens, with its reply form. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadThread(context, request, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runThreadAction(context, request, params.id);
}

export default function Conversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("conversations");
  const lp = useLocalizedPath();
  const { conversation, messages } = loaderData;
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={conversation.subject} />
      <p>
        <Link to={lp("/conversations")} className={linkClass}>
          {t("thread.backToList")}
        </Link>
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{conversation.subject}</h1>
        <p className="text-muted">
          {t("with", { name: conversation.counterpartName })}
          {conversation.vacancyId && conversation.vacancyTitle ? (
            <>
              {" · "}
              <Link to={lp(`/vacancies/${conversation.vacancyId}`)} className={linkClass}>
                {t("about", { title: conversation.vacancyTitle })}
              </Link>
            </>
          ) : null}
          {conversation.volunteerProfileId ? (
            <>
              {" · "}
              {t("aboutProfile")}
            </>
          ) : null}
        </p>
      </div>
      <section aria-labelledby="messages-heading" className="flex flex-col gap-3">
        <h2 id="messages-heading" className="sr-only">
          {t("thread.messages")}
        </h2>
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      </section>
      <ReplyForm lastResult={actionData} />
    </section>
  );
}

function Message({ message }: { message: MessageItem }) {
  const { t } = useTranslation("conversations");
  return (
    <li data-testid="message" className={`flex flex-col gap-2 rounded-lg border p-4 ${message.mine ? "ml-8 border-primary/40 bg-surface-muted" : "mr-8 border-border bg-surface"}`}>
      <p className="text-sm text-muted">
        <span className="font-medium text-text">{message.mine ? t("thread.you") : (message.authorName ?? t("thread.unknownAuthor"))}</span> · <RelativeTime date={message.createdAt} />
      </p>
      {/* Sanitized by the server before it was stored (simple markup, safe links). */}
      <div className="prose dark:prose-invert max-w-none" dangerouslySetInnerHTML={{ __html: message.body }} />
    </li>
  );
}

type ReplyResult = Route.ComponentProps["actionData"];

/**
 * The limit is the server's (BODY_MAX): the plain textarea's maxlength; the editor's counter, which turns to an error
 * past it while a reply pasted too long stays whole to be shortened, and the form's schema refuses the send with the
 * server's message. Without JavaScript a plain textarea (its lines become paragraphs on the server) and a form post (the action
 * redirects back to the thread); with it the tiptap editor of the content pages (its HTML, sanitized by the
 * server as before) and a fetcher, so the page stays put, the new message shows once the thread reloads its data,
 * and the editor empties. A half-written reply is guarded against leaving the page.
 */
function ReplyForm({ lastResult }: { lastResult: ReplyResult }) {
  const { t } = useTranslation("conversations");
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReplyResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { dirty, reset } = useFormDirty(formRef);
  const { blocker } = useUnsavedChanges(dirty);
  const [form, fields] = useZodForm(ReplyFormSchema, fetcher.data ?? lastResult, { id: "reply-form" });
  const sent = fetcher.state === "idle" && !!fetcher.data && "sent" in fetcher.data && fetcher.data.sent === true;
  // Not `disabled` while sending (BusySubmitButton): the button keeps its focus, a second submit is stopped instead.
  const sending = fetcher.state !== "idle";
  const formProps = getFormProps(form);
  const labels = { body: t("thread.replyLabel") };
  // A new editor (empty) for each message sent: tiptap keeps its own content, a form reset does not reach it.
  const [editorKey, setEditorKey] = useState(0);

  useEffect(() => {
    if (!sent) return;
    formRef.current?.reset();
    setEditorKey((key) => key + 1);
  }, [sent, fetcher.data]);
  // Once the empty editor is in the form, that is what "unchanged" means again.
  useEffect(() => {
    if (editorKey > 0) reset();
  }, [editorKey, reset]);
  // The message just sent shows above the form and the new editor grows once tiptap has started (its toolbar): they
  // pushed the 'Versturen' the keyboard user pressed down, below a low screen.
  useKeepFocusInSight(formRef, editorKey);

  return (
    <section aria-labelledby="reply-heading" id="reply" className="flex flex-col gap-3">
      <h2 id="reply-heading" className="text-xl font-semibold">
        {t("thread.reply")}
      </h2>
      <fetcher.Form
        method="post"
        {...formProps}
        onSubmit={guardBusySubmit(sending, formProps.onSubmit)}
        ref={formRef}
        data-dirty={dirty ? "true" : "false"}
        className="flex flex-col gap-3"
      >
        <AuthenticityTokenInput name="csrf" />
        <input type="hidden" name="intent" value="reply" />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <FieldLabels labels={labels} summary={{ form, result: fetcher.data ?? lastResult }}>
          <RichTextEditor
            key={`${fields.body.key ?? ""}-${editorKey}`}
            name={fields.body.name}
            label={labels.body}
            hint={t("thread.replyHint")}
            defaultValue={editorKey > 0 ? "" : ((fields.body.initialValue as string | undefined) ?? "")}
            errors={fields.body.errors}
            required
            plainText
            rows={5}
            maxLength={BODY_MAX}
          />
        </FieldLabels>
        <div className="flex flex-wrap items-center gap-3">
          <BusySubmitButton busy={sending}>{sending ? t("thread.sending") : t("thread.send")}</BusySubmitButton>
          <p role="status" className="text-sm">
            {sent ? t("thread.sent") : null}
          </p>
        </div>
      </fetcher.Form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}

// The editor's toolbar speaks the content editor's words (manage namespace).
export const handle = { i18n: ["conversations", "manage"] } satisfies I18nHandle;

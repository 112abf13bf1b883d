import { Link } from "react-router";
import { RelativeTime } from "~/components/feedback/relative-time";
import { EmptyState, FilterForm, ListOrEmpty, FilterInput, linkClass, Pagination } from "~/components/list-kit";
import { PageTitle } from "~/components/page-title";
import { useLocalizedPath } from "~/lib/i18n";
import { loadInbox } from "~/modules/conversations/page.server";
import type { ConversationItem } from "~/modules/conversations/schema";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import { useTranslation } from "~/modules/i18n/use-translation";
import type { Route } from "./+types/list";

/** /conversations (spec §2 Messaging, issue 13): the signed-in user's conversations, latest message first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadInbox(context, request);
}

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("conversations");
  const lp = useLocalizedPath();
  const { conversations, q, unread, page, pageCount, unreadConversations } = loaderData;
  const filtered = !!q || unread;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t("title")} />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="max-w-3xl">{t("intro")}</p>
      <FilterForm label={t("search.label")} submitLabel={t("search.submit")} resetLabel={t("search.reset")} resetTo={filtered ? lp("/conversations") : undefined}>
        <FilterInput name="q" label={t("search.q")} value={q} placeholder={t("search.placeholder")} />
        <label className="flex items-center gap-2 self-center">
          <input type="checkbox" name="unread" value="true" defaultChecked={unread} className="size-5" />
          {t("search.unread")}
        </label>
      </FilterForm>
      <p className="flex flex-wrap items-center justify-between gap-3">
        <span data-testid="unread-summary">{t("unreadSummary", { count: unreadConversations })}</span>
        <Link to={lp("/conversations/new")} className={linkClass}>
          {t("toCenter")}
        </Link>
      </p>
      <ListOrEmpty rows={conversations} page={page} empty={<EmptyState title={filtered ? t("empty.search") : t("empty.title")} hint={filtered ? undefined : t("empty.hint")} />}>
        <ol className="flex flex-col gap-3" aria-label={t("title")}>
          {conversations.map((conversation) => (
            <ConversationEntry key={conversation.id} conversation={conversation} />
          ))}
        </ol>
      </ListOrEmpty>
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function ConversationEntry({ conversation }: { conversation: ConversationItem }) {
  const { t } = useTranslation("conversations");
  const lp = useLocalizedPath();
  const unread = conversation.unreadCount > 0;
  return (
    <li
      data-testid="conversation"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 ${unread ? "border-primary/60 bg-surface-muted" : "border-border bg-surface"}`}
    >
      <div className="flex flex-col gap-1">
        <Link to={lp(`/conversations/${conversation.id}`)} className={`${linkClass} ${unread ? "font-semibold" : ""}`}>
          {conversation.subject}
        </Link>
        <p className="text-sm text-muted">
          {t("with", { name: conversation.counterpartName })}
          {conversation.vacancyTitle ? <> · {t("about", { title: conversation.vacancyTitle })}</> : null} · <RelativeTime date={conversation.lastMessageAt} />
        </p>
      </div>
      {unread ? <span className="rounded-full border border-info/50 bg-info/10 px-2 py-0.5 text-sm">{t("unreadCount", { count: conversation.unreadCount })}</span> : null}
    </li>
  );
}

export const handle = { i18n: ["conversations"] } satisfies I18nHandle;

import { useTranslation } from "~/modules/i18n/use-translation";
import { pageNumberParam } from "~/lib/page-number";
import { EmptyState, ListOrEmpty, Pagination, useFormatDate } from "~/components/list-kit";
import { requireUser } from "~/modules/users/session-user.server";
import type { I18nHandle } from "~/modules/i18n/route-namespaces";
import type { Route } from "./+types/profile-replies";
import { apiOf } from "./account.server";
import { AccountPage } from "./ui";

type Reply = { id: string; organizationName: string; sender: string | null; body: string; readAt: string | null; createdAt: string };

const PAGE_SIZE = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const page = pageNumberParam(new URL(request.url).searchParams.get("page"));
  const api = apiOf(context);
  const { rows: replies, pageCount } = await api.getPage<Reply>("/api/v1/profile_replies", { query: { "page[number]": page, "page[size]": PAGE_SIZE } });
  // Seen now: the page still marks what was new on this visit.
  const unread = replies.filter((reply) => !reply.readAt).map((reply) => reply.id);
  if (unread.length > 0) await api.post("/api/v1/profile_replies/read", { body: { ids: unread } });
  return { replies, page, pageCount };
}

/** What organizations answered about the volunteer's profile, newest first. */
export default function ProfileReplies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const formatDate = useFormatDate();
  const { replies, page, pageCount } = loaderData;
  return (
    <AccountPage title={t("replies.title")} intro={t("replies.intro")}>
      <ListOrEmpty
        rows={replies}
        page={page}
        empty={
          <EmptyState>
            <p>{t("replies.empty")}</p>
          </EmptyState>
        }
      >
        <ol className="flex flex-col gap-4">
          {replies.map((reply) => (
            <li key={reply.id}>
              <article className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4" aria-labelledby={`reply-${reply.id}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`reply-${reply.id}`} className="text-lg font-semibold">
                    {reply.organizationName}
                    {reply.readAt ? null : <span className="ml-2 rounded-full border border-info/50 bg-info/10 px-2 py-0.5 text-sm font-normal">{t("replies.new")}</span>}
                  </h2>
                  <p className="text-sm text-muted">
                    <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
                  </p>
                </header>
                <p className="text-sm">{t("replies.from", { name: reply.sender || t("replies.unknownSender") })}</p>
                <p className="whitespace-pre-line">{reply.body}</p>
              </article>
            </li>
          ))}
        </ol>
      </ListOrEmpty>
      <Pagination page={page} pageCount={pageCount} />
    </AccountPage>
  );
}

export const handle = { i18n: ["profile"] } satisfies I18nHandle;

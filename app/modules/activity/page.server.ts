import type { RouterContextProvider } from "react-router";
import { apiContext } from "~/middleware/context";
import { requireUser } from "~/modules/users/session-user.server";
import type { ActivityItem } from "./types";
import { pageNumberParam } from "~/api/jsonapi.server";

/** The activity page's size; the toolbar's panel shows the first few of the first page. */
const PAGE_SIZE = 20;

/** /activiteit (issue 13): the user's organization's or center's recent activity through the API, a page at a time. */
export async function loadActivityPage(context: Readonly<RouterContextProvider>, request: Request) {
  await requireUser(context, request);
  const page = pageNumberParam(new URL(request.url).searchParams.get("page"));
  const { rows, pageCount } = await context.get(apiContext).getPage<ActivityItem>("/api/v1/activities", { query: { "page[number]": page, "page[size]": PAGE_SIZE } });
  return {
    entries: rows.map(({ id, kind, actorName, title, path, createdAt }) => ({ id, kind, actorName, title, path, createdAt })),
    page,
    pageCount,
  };
}

import { data, type RouterContextProvider } from "react-router";
import { pageNumberParam } from "~/lib/page-number";
import { z } from "zod";
import { apiContext } from "~/middleware/context";

/*
 * A volunteer's own responses (issue 13, spec §2 /applications and /applications/{id}): the same paths as the
 * managers' pages, which keep their tables for those who handle responses. Through the API's `filter[mine]`,
 * so a user who also handles an organization's responses sees only their own here.
 */

const PAGE_SIZE = 20;

export type OwnApplicationItem = {
  id: string;
  vacancyId: string;
  vacancyTitle: string | null;
  status: "accepted" | "rejected" | null;
  createdAt: string;
};

export type OwnApplicationDetail = OwnApplicationItem & { message: string | null; vacancy?: { id: string; title: string; status: string } | null };

export async function loadOwnApplications(context: Readonly<RouterContextProvider>, request: Request) {
  const page = pageNumberParam(new URL(request.url).searchParams.get("page"));
  const { rows, total, pageCount } = await context.get(apiContext).getPage<OwnApplicationItem>("/api/v1/applications", {
    query: { "filter[mine]": "true", "page[size]": PAGE_SIZE, "page[number]": page, "fields[applications]": "vacancy_id,vacancy_title,status,created_at" },
  });
  return {
    view: "own" as const,
    applications: rows.map(({ id, vacancyId, vacancyTitle, status, createdAt }) => ({ id, vacancyId, vacancyTitle, status, createdAt })),
    total,
    page,
    pageCount: Math.max(1, pageCount),
  };
}

/** One of the user's own responses; anyone else's is a 404 here (the API lets its handlers read it on their page). */
export async function loadOwnApplication(context: Readonly<RouterContextProvider>, id: string | undefined) {
  const notFound = () => data({ message: "Not found" }, { status: 404 });
  if (!z.guid().safeParse(id).success) throw notFound();
  const { data: application } = await context.get(apiContext).get<OwnApplicationDetail & { mine: boolean }>(`/api/v1/applications/${id}`, {
    query: { include: "vacancy" },
  });
  if (!application.mine) throw notFound();
  const { vacancyId, vacancyTitle, status, createdAt, message, vacancy } = application;
  return { view: "own" as const, application: { id: application.id, vacancyId, vacancyTitle, status, createdAt, message, vacancy: vacancy ?? null } };
}

/**
 * The signed-in user's open response to a vacancy (new or accepted; a rejected one leaves room for a new one, as the
 * API decides), which the vacancy page shows instead of the form.
 */
export async function loadOpenResponse(context: Readonly<RouterContextProvider>, vacancyId: string): Promise<{ id: string; createdAt: string } | null> {
  const { rows } = await context.get(apiContext).getPage<OwnApplicationItem>("/api/v1/applications", {
    query: { "filter[mine]": "true", "filter[vacancy_id]": vacancyId, "page[size]": 100, "fields[applications]": "status,created_at" },
  });
  const open = rows.find((row) => row.status !== "rejected");
  return open ? { id: open.id, createdAt: open.createdAt } : null;
}

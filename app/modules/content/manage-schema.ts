import { z } from "zod";
import { PAGE_TYPES } from "./blocks";
import { pageNumberParam } from "~/lib/page-number";

export const CONTENT_PAGE_SIZES = [10, 25, 50] as const;

/** The list's URL parameters: a bad value falls back instead of failing (shared links keep working). */
export function parseContentList(params: URLSearchParams) {
  const type = params.get("type");
  const published = params.get("published");
  const perPage = Number(params.get("perPage"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    type: (PAGE_TYPES as readonly string[]).includes(type ?? "") ? (type as (typeof PAGE_TYPES)[number]) : "",
    published: published === "true" || published === "false" ? published : "",
    perPage: (CONTENT_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 25,
    page: pageNumberParam(params.get("page")),
  };
}
export type ContentList = ReturnType<typeof parseContentList>;

export const ContentRowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: z.guid() }),
  z.object({ intent: z.literal("unpublish"), id: z.guid() }),
  z.object({ intent: z.literal("duplicate"), id: z.guid() }),
  z.object({ intent: z.literal("delete"), id: z.guid() }),
]);

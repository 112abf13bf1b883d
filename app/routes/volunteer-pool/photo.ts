import { apiContext } from "~/middleware/context";
import type { Route } from "./+types/photo";

/*
 * A volunteer profile's photo (decision 048) for a signed-in page: the API decides who sees it (the owner and the
 * pool's searchers) and answers its bytes; nothing of it is public or kept by shared caches.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const file = new URL(request.url).searchParams.get("bestand") ?? "";
  const answer = await context.get(apiContext).request("GET", `/api/v1/volunteer_profiles/${encodeURIComponent(params.id)}/photo`, { query: { file } });
  const headers = new Headers({ "Cache-Control": "private, max-age=3600", "X-Content-Type-Options": "nosniff" });
  headers.set("Content-Type", answer.headers.get("content-type") ?? "application/octet-stream");
  return new Response(answer.body, { status: 200, headers });
}

import { getDatabase } from "~/modules/db/client.server";

/** 200 when the database answers, 503 otherwise. */
export async function loader() {
  let ok = false;
  try {
    ok = await (await getDatabase()).ping();
  } catch {
    ok = false;
  }
  return Response.json({ status: ok ? "ok" : "unavailable" }, { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

import { requireUser } from "~/modules/users/session-user.server";
import type { Route } from "./+types/export";
import { apiOf } from "./account.server";

/** "Download my data" (GDPR art. 15 and 20): the API's export as a JSON file. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context, request);
  const response = await apiOf(context).request("GET", "/api/v1/account/export");
  const document = (await response.json()) as { data: { attributes: unknown } };
  const body = JSON.stringify(document.data.attributes, null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mijn-gegevens-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

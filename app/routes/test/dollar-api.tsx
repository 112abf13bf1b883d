import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { apiContext } from "~/middleware/context";
import { ApiClient } from "~/modules/api-client/client.server";
import type { Route } from "./+types/dollar-api";
import { headingClass, sectionClass } from "./gallery";

const STATUSES = [400, 401, 403, 404, 408, 409, 422, 425, 429, 500, 502, 503, 504] as const;

/** An API that fails once with `status`, then answers: counts how often the real client calls it. */
async function attemptsFor(method: "GET" | "POST", status: number): Promise<number> {
  let attempts = 0;
  const client = new ApiClient({
    baseUrl: "http://retry.demo",
    tenant: "demo",
    fetch: async () => {
      attempts += 1;
      if (attempts === 1) return Response.json({ errors: [{ status: String(status), code: "demo" }] }, { status });
      return Response.json({ data: { type: "demo", id: "1", attributes: {} } });
    },
  });
  try {
    if (method === "GET") await client.get("/demo");
    else await client.post("/demo", { body: {} });
  } catch {
    // The error is the point: only the number of attempts is shown.
  }
  return attempts;
}

/** The retry policy measured on the real ApiClient (not a copy of its list), plus one live GET. */
export async function loader({ context }: Route.LoaderArgs) {
  const policy = await Promise.all(
    STATUSES.map(async (status) => ({ status, get: await attemptsFor("GET", status), write: await attemptsFor("POST", status) })),
  );
  const started = performance.now();
  const { data: center } = await context.get(apiContext).get<{ name: string }>("/api/v1/volunteer_centers/current");
  return { policy, live: { name: center.name, milliseconds: Math.round(performance.now() - started) } };
}

export default function DollarApiPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.dollar-api.title")} />
      <h1 className="text-3xl font-bold">{t("pages.dollar-api.title")}</h1>
      <p className="max-w-prose">{t("dollarApi.intro")}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("dollarApi.policyHeading")}</h2>
        <table className="w-full max-w-xl text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4">{t("dollarApi.status")}</th>
              <th scope="col" className="py-1 pr-4">{t("dollarApi.get")}</th>
              <th scope="col" className="py-1">{t("dollarApi.write")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.policy.map(({ status, get, write }) => (
              <tr key={status} className="border-b border-border" data-status={status}>
                <th scope="row" className="py-1 pr-4 font-mono font-normal">{status}</th>
                <td className="py-1 pr-4">{t(get > 1 ? "dollarApi.retried" : "dollarApi.notRetried", { count: get })}</td>
                <td className="py-1">{t(write > 1 ? "dollarApi.retried" : "dollarApi.notRetried", { count: write })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("dollarApi.liveHeading")}</h2>
        <p>{t("dollarApi.live", { name: loaderData.live.name, milliseconds: loaderData.live.milliseconds })}</p>
      </section>
    </div>
  );
}

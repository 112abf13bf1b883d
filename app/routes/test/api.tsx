import { useTranslation } from "~/modules/i18n/use-translation";
import { PageTitle } from "~/components/page-title";
import { config } from "~/lib/config.server";
import { apiContext, localeContext, sessionContext, tenancyContext } from "~/middleware/context";
import type { Route } from "./+types/api";
import { codeBlockClass, headingClass, sectionClass } from "./gallery";

/** One live call through the request's api client, and what the client puts on every call (never the token). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenancy = context.get(tenancyContext);
  const started = performance.now();
  const { data: center, meta } = await context
    .get(apiContext)
    .get<Record<string, unknown>>("/api/v1/volunteer_centers/current", { query: { include: "profile" } });
  const milliseconds = Math.round(performance.now() - started);
  // The same sources the session middleware builds the client from.
  const headers: Array<[string, string | null]> = [
    ["X-Tenant", tenancy.tenant.slug],
    ["App-Context", tenancy.appContext],
    ["Volunteer-Center-Id", tenancy.centerId],
    ["Current-Organization-Id", context.get(sessionContext).get("currentOrganizationId") ?? null],
    ["Accept-Language", context.get(localeContext)],
  ];
  return { center, meta, milliseconds, headers, transport: config.apiBaseUrl ? ("http" as const) : ("inProcess" as const) };
}

export default function ApiPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("gallery");
  const { center, meta, milliseconds, headers, transport } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageTitle title={t("pages.api.title")} />
      <h1 className="text-3xl font-bold">{t("pages.api.title")}</h1>
      <p className="max-w-prose">{t("api.intro")}</p>
      <p>{t("api.call", { milliseconds, transport: t(`api.transport.${transport}`) })}</p>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("api.headers")}</h2>
        <table className="w-full max-w-xl text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pr-4">{t("api.header")}</th>
              <th scope="col" className="py-1">{t("api.value")}</th>
            </tr>
          </thead>
          <tbody>
            {headers.map(([name, value]) => (
              <tr key={name} className="border-b border-border">
                <th scope="row" className="py-1 pr-4 font-mono font-normal">{name}</th>
                <td className="py-1 font-mono">{value ?? t("api.notSent")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-muted">{t("api.tokenHidden")}</p>
      </section>

      <section className={sectionClass}>
        <h2 className={headingClass}>{t("api.result")}</h2>
        <pre className={codeBlockClass} tabIndex={0} aria-label={t("api.result")}>
          {JSON.stringify({ data: center, meta }, null, 2)}
        </pre>
      </section>
    </div>
  );
}

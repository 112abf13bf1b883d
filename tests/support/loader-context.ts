import { RouterContextProvider } from "react-router";
import { apiContext, i18nContext, localeContext, tenancyContext } from "~/middleware/context";
import { ApiClient } from "~/modules/api-client/client.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import { withCenter } from "~/modules/tenancy/tenancy.server";
import { demoCenter, type TestApi } from "./api";

/**
 * The context a page's loader gets on `host` in `language` (its tenancy, language and translations), its API client
 * calling the test API in process: for tests of loaders that answer without a page, such as the feeds.
 */
export async function loaderContext(t: TestApi, host: string, language: "nl" | "en"): Promise<RouterContextProvider> {
  // As the app's middleware: the host's tenancy with its center (its switches and name) from the directory.
  const center = await demoCenter(host);
  const tenancy = await withCenter(center.db, center.tenancy, center.centerId);
  const context = new RouterContextProvider();
  context.set(tenancyContext, tenancy);
  context.set(localeContext, language);
  context.set(i18nContext, i18nFor(language));
  context.set(
    apiContext,
    new ApiClient({
      fetch: async (request) => t.api.fetch(request),
      baseUrl: "http://api.internal",
      tenant: tenancy.tenant.slug,
      appContext: tenancy.appContext,
      volunteerCenterId: tenancy.centerId,
      locale: language,
    }),
  );
  return context;
}

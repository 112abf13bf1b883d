import { createMemorySessionStorage, RouterContextProvider } from "react-router";
import { apiContext, i18nContext, localeContext, sessionContext, tenancyContext } from "~/middleware/context";
import { ApiClient, type Credentials } from "~/modules/api-client/client.server";
import { i18nFor } from "~/modules/i18n/instance.server";
import type { AppSession, SessionData, SessionFlash } from "~/modules/session/session.server";
import { withCenter } from "~/modules/tenancy/tenancy.server";
import { demoCenter, tokenHeadersFor, type TestApi } from "./api";

/**
 * The context a page's loader gets on `host` in `language` (its tenancy, language, translations and an empty session),
 * its API client calling the test API in process: for tests of loaders that answer without a page, such as the feeds.
 * `signedInAs`: the API client has that user's token (issued straight in the database), as a signed-in page's has.
 */
export async function loaderContext(
  t: TestApi,
  host: string,
  language: "nl" | "en",
  options: { signedInAs?: string } = {},
): Promise<RouterContextProvider> {
  // As the app's middleware: the host's tenancy with its center (its switches and name) from the directory.
  const center = await demoCenter(host);
  const tenancy = await withCenter(center.db, center.tenancy, center.centerId);
  const storage = createMemorySessionStorage<SessionData, SessionFlash>({ cookie: { name: "__session", secrets: ["test"] } });
  const session = (await storage.getSession()) as AppSession;
  const context = new RouterContextProvider();
  context.set(tenancyContext, tenancy);
  context.set(localeContext, language);
  context.set(i18nContext, i18nFor(language));
  context.set(sessionContext, session);
  context.set(
    apiContext,
    new ApiClient({
      fetch: async (request) => t.api.fetch(request),
      baseUrl: "http://api.internal",
      tenant: tenancy.tenant.slug,
      appContext: tenancy.appContext,
      volunteerCenterId: tenancy.centerId,
      locale: language,
      credentials: options.signedInAs ? credentialsOf(await tokenHeadersFor(options.signedInAs, host)) : null,
    }),
  );
  return context;
}

function credentialsOf(headers: Record<string, string>): Credentials {
  return { accessToken: headers["access-token"]!, client: headers.client!, uid: headers.uid!, expiry: headers.expiry };
}

import { Hono } from "hono";
import { getDatabase } from "~/modules/db/client.server";
import { languageOfAcceptLanguage } from "~/modules/i18n/accept-language";
import { apiDocsPage } from "./docs-page.server";
import { openApiDocument } from "./openapi.server";
import type { ApiDeps, ApiEnv } from "./context.server";
import { isDatabaseUnavailable } from "~/modules/db/unavailable";
import { apiNotFound, handleApiError, toAppError } from "./errors.server";
import { authenticateMiddleware } from "./middleware/authenticate.server";
import { httpCacheMiddleware } from "./middleware/http-cache.server";
import { inputGuardMiddleware } from "./middleware/input-guard.server";
import { tenancyMiddleware } from "./middleware/tenancy.server";
import { typeGuardMiddleware } from "./middleware/type-guard.server";
import { accountRoutes } from "./routes/account.server";
import { applicationRoutes } from "./routes/applications.server";
import { authRoutes } from "./routes/auth.server";
import { digestRoutes } from "./routes/digest.server";
import { loginLinkRoutes } from "./routes/login-links.server";
import { mediaRoutes } from "./routes/media.server";
import { menuItemRoutes } from "./routes/menu-items.server";
import { notificationTemplateRoutes } from "./routes/notification-templates.server";
import { notificationRoutes } from "./routes/notifications.server";
import { activitiesRoutes } from "./routes/activities.server";
import { activitySignupRoutes } from "./routes/activity-signups.server";
import { activityCalendarRoutes } from "./routes/activity-calendar.server";
import { activityRoutes } from "./routes/activity.server";
import { conversationRoutes } from "./routes/conversations.server";
import { formRoutes } from "./routes/forms.server";
import { organizationSignupRoutes } from "./routes/organization-signups.server";
import { organizationRoutes } from "./routes/organizations.server";
import { outboxRoutes } from "./routes/outbox.server";
import { pageRoutes } from "./routes/pages.server";
import { socialMapRoutes } from "./routes/social-map.server";
import { userRoutes } from "./routes/users.server";
import { vacancyRoutes } from "./routes/vacancies.server";
import { volunteerCenterRoutes } from "./routes/volunteer-centers.server";
import { volunteerPoolRoutes } from "./routes/volunteer-pool.server";
import { neighbourHelpRoutes } from "./routes/neighbour-help.server";
import { dataViewerRoutes } from "./routes/data-viewer.server";
import { dashboardRoutes } from "./routes/dashboard.server";
import { centerSettingsRoutes } from "./routes/center-settings.server";
import { analyticsRoutes } from "./routes/analytics.server";

/**
 * The JSON:API application: the system of record. A fetch handler, so the UI
 * calls it in-process (a Request, no socket) and other clients over HTTP.
 * Order per request: tenant → auth → policy (in the handler) → service.
 */
export function createApi(overrides: Partial<ApiDeps> = {}) {
  const deps: ApiDeps = {
    getDb: async () => (await getDatabase()).db,
    now: () => new Date(),
    ...overrides,
  };
  const app = new Hono<ApiEnv>();
  app.onError(handleApiError);
  app.notFound(apiNotFound);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("startedAt", deps.now());
    c.set("db", await deps.getDb());
    try {
      await next();
    } catch (error) {
      // Hono's onError sees Error instances only; the database helpers throw the database's absence as a route
      // error response (db/unavailable.ts), which becomes the API's own 503 document here.
      throw isDatabaseUnavailable(error) ? toAppError(error) : error;
    }
  });
  app.use("*", inputGuardMiddleware, typeGuardMiddleware, httpCacheMiddleware, tenancyMiddleware, authenticateMiddleware);

  app.route("/auth", authRoutes);
  app.route("/api/v1", accountRoutes);
  app.route("/api/v1", userRoutes);
  app.route("/api/v1", organizationRoutes);
  app.route("/api/v1", organizationSignupRoutes);
  app.route("/api/v1", socialMapRoutes);
  app.route("/api/v1", volunteerCenterRoutes);
  app.route("/api/v1", vacancyRoutes);
  app.route("/api/v1", applicationRoutes);
  app.route("/api/v1", formRoutes);
  app.route("/api/v1", outboxRoutes);
  app.route("/api/v1", loginLinkRoutes);
  app.route("/api/v1", pageRoutes);
  app.route("/api/v1", mediaRoutes);
  app.route("/api/v1", menuItemRoutes);
  app.route("/api/v1", notificationTemplateRoutes);
  app.route("/api/v1", notificationRoutes);
  app.route("/api/v1", activityRoutes);
  app.route("/api/v1", activitiesRoutes);
  app.route("/api/v1", activitySignupRoutes);
  app.route("/api/v1", activityCalendarRoutes);
  app.route("/api/v1", digestRoutes);
  app.route("/api/v1", conversationRoutes);
  app.route("/api/v1", volunteerPoolRoutes);
  app.route("/api/v1", neighbourHelpRoutes);
  app.route("/api/v1", dataViewerRoutes);
  app.route("/api/v1", dashboardRoutes);
  app.route("/api/v1", centerSettingsRoutes);
  app.route("/api/v1", analyticsRoutes);
  // The documentation for integrators, made from the routes above (decision 020).
  let document: Record<string, unknown> | undefined;
  const documentOf = () => (document ??= openApiDocument(app));
  app.get("/api/docs.json", (c) => c.json(documentOf()));
  app.get("/api/docs", (c) => c.html(apiDocsPage(documentOf(), languageOfAcceptLanguage(c.req.header("accept-language")))));
  return app;
}

export type Api = ReturnType<typeof createApi>;

let defaultApi: Api | undefined;
/** The process-wide API on the process-wide database. */
export function getApi(): Api {
  defaultApi ??= createApi();
  return defaultApi;
}

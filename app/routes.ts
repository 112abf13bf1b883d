import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";

/*
 * The route table of spec §2, area by area. Pages are served in Dutch at their
 * plain path and in English under /en; the JSON:API and its devise-compatible
 * /auth endpoints are resource routes that hand the request to the API app.
 * Later issues add their areas here.
 */

const pages = (): RouteConfigEntry[] => [
  // Generic: `/` is the home of the optional-slug content route.
  index("routes/home.tsx"),
  route("switch", "routes/generic/switch.tsx"),
  route("partners", "routes/generic/partners.tsx"),
  // Content pages of the center (issue 12): any single path the app has no page of its own for; news and
  // success stories with their overviews.
  route(":slug", "routes/content/page.tsx"),
  route("nieuws", "routes/content/overview.tsx", { id: "content/news" }),
  route("nieuws/feed.xml", "routes/content/feed.ts"),
  route("gelderse-handen", "routes/content/landing.tsx"),
  route("nieuws/:slug", "routes/content/page.tsx", { id: "content/news-item" }),
  route("succesverhalen", "routes/content/overview.tsx", { id: "content/stories" }),
  route("succesverhalen/:slug", "routes/content/page.tsx", { id: "content/story" }),

  // Auth (public)
  route("auth/login-1", "routes/auth/login.tsx"),
  route("auth/recover", "routes/auth/recover.tsx"),
  route("auth/reset", "routes/auth/reset.tsx"),
  route("auth/token", "routes/auth/token.tsx"),
  route("confirm", "routes/auth/confirm.tsx"),

  // Vacancies (public): the vacancy bank, a vacancy and the confirmation of a response.
  route("vacancies/search", "routes/vacancies/search.tsx"),
  route("vacancies/:id", "routes/vacancies/vacancy.tsx"),
  route("vacancies/:id/reactie-verstuurd", "routes/vacancies/responded.tsx"),

  // Forms (public, empty layout): a form by its public link or a personal invitation.
  route("forms/:token?", "routes/forms/fill.tsx"),
  route("forms/:token/bedankt", "routes/forms/thanks.tsx"),

  // Organizations (public): signing up an organization and an organization's profile.
  route("organizations/signup", "routes/organizations/signup.tsx"),
  route("organizations/signup/success", "routes/organizations/signup-success.tsx"),
  route("organizations/:id", "routes/organizations/show.tsx"),

  // The activity calendar (public, issue 14): upcoming activities and language activities, a list or a month.
  route("activiteitenkalender", "routes/activities/calendar.tsx"),
  // iCalendar (decision 043): one date as a download, the center's public feed, a user's private feed by its token.
  route("activiteitenkalender/activiteit.ics", "routes/activities/occurrence-ics.ts"),
  route("activiteitenkalender/feed.ics", "routes/activities/feed-ics.ts"),
  route("activiteitenkalender/mijn/:token/agenda.ics", "routes/activities/personal-feed-ics.ts"),

  // Neighbour help (public, p2p tenants; issue 14, decision 041): the listing, asking without an account, one
  // request with the helper's response form, and the requester's own page through the secret link of their mail.
  route("een-op-een-hulp", "routes/neighbour-help/index.tsx"),
  route("een-op-een-hulp/vragen", "routes/neighbour-help/ask.tsx"),
  route("een-op-een-hulp/verstuurd", "routes/neighbour-help/sent.tsx"),
  route("een-op-een-hulp/mijn-aanvraag/:token", "routes/neighbour-help/own.tsx"),
  route("een-op-een-hulp/:id", "routes/neighbour-help/show.tsx"),
  // Signing up for a date of an activity (issue 14, decision 040): no account needed; the cancel link of its mails.
  route("activiteiten/afmelden/:token", "routes/activities/cancel.tsx"),
  route("activiteiten/:id", "routes/activities/signup.tsx"),
  route("activiteiten/:id/aangemeld", "routes/activities/signed-up.tsx"),

  // Social map (public)
  route("sociale-kaart", "routes/social-map/index.tsx"),
  route("sociale-kaart/:id", "routes/social-map/show.tsx"),

  // Signup and account (public)
  route("signup", "routes/account/signup.tsx"),
  route("signup/success", "routes/account/signup-success.tsx"),
  route("account/verwijderen", "routes/account/delete.tsx"),
  route("profiel/verwijderd", "routes/account/deleted.tsx"),
  // The digest mail's one-click unsubscribe (RFC 8058): public, the token is the permission.
  route("periodieke-mail/afmelden/:token", "routes/account/digest-unsubscribe.tsx"),

  // The live bell (decision 033): a signed-out tab's stream gets 401 from the route itself, never a redirect to the
  // sign-in page, which EventSource cannot read (it logs an error and would reconnect to it).
  route("notificaties/live", "routes/notifications/live.ts"),

  // Everything else requires sign-in.
  layout("routes/authenticated.tsx", [
    route("uitloggen", "routes/auth/sign-out.tsx"),
    route("support", "routes/generic/support.tsx"),
    route("volunteerly/changelog", "routes/generic/changelog.tsx"),
    // Analytics
    route("dashboard", "routes/dashboard.tsx"),
    // Volunteerly Analytics (issue 15, decision 047): figures, comparisons and their CSV.
    route("analytics", "routes/analytics/index.tsx"),
    route("analytics/index-2", "routes/analytics/compare.tsx"),
    route("analytics/export.csv", "routes/analytics/export-csv.ts"),
    // Vacancies (managing): static paths rank above the public vacancies/:id.
    route("vacancies", "routes/manage/vacancies.tsx"),
    route("vacancies/add", "routes/manage/vacancy-add.tsx"),
    route("vacancies/bulk-edit", "routes/manage/vacancies-bulk-edit.tsx"),
    // Suggestions as a manager types a vacancy's title (JSON; decision 056): the applications' vacancy filter.
    route("vacancies/suggesties.json", "routes/manage/vacancy-suggestions.ts"),
    route("vacancies/:id/edit", "routes/manage/vacancy-edit.tsx"),
    route("vacancies/:id/rooster", "routes/manage/vacancy-schedule.tsx"),
    route("vacancies/:id/deelnemers", "routes/manage/vacancy-participants.tsx"),
    route("vacancies/:id/deelnemers.csv", "routes/manage/vacancy-participants-csv.ts"),
    // Applications
    route("applications", "routes/manage/applications.tsx"),
    route("applications/:id", "routes/manage/application.tsx"),
    // Content (issue 12): the center's pages for its editors.
    route("content", "routes/content/manage.tsx"),
    // The header menu and footer columns of the center's site (spec §2 Content: menu-items).
    route("content/menu-items", "routes/content/menu-items.tsx"),
    route("content/new", "routes/content/new.tsx"),
    route("content/:id/edit", "routes/content/edit.tsx"),
    route("content/file-upload", "routes/content/file-upload.tsx"),
    // Spec §2 lists "forms" under Content: the form builder is where they live.
    route("content/forms", "routes/content/forms.ts"),
    // Notification templates (issue 13): the wording of the center's mails, per language.
    route("notification_templates", "routes/notification-templates/list.tsx"),
    route("notification_templates/:id/edit", "routes/notification-templates/edit.tsx"),
    route("content/stock-images", "routes/content/stock-images.tsx"),
    // Forms: the form builder, submissions and the center's contact form
    route("form_builder", "routes/forms/builder-list.tsx"),
    route("form_builder/new", "routes/forms/builder-new.tsx"),
    route("form_builder/:id", "routes/forms/builder-show.tsx"),
    route("form_builder/:id/edit", "routes/forms/builder-edit.tsx"),
    route("form_builder/:id/preview", "routes/forms/builder-preview.tsx"),
    route("form_builder/:id/submissions.csv", "routes/forms/submissions-csv.ts"),
    route("form_builder/:id/submissions/:submissionId", "routes/forms/submission.tsx"),
    route("contactformulier", "routes/forms/contact.tsx"),
    // Organizations (managing): static paths rank above the public organizations/:id.
    route("organizations", "routes/organizations/list.tsx"),
    route("organizations/add", "routes/organizations/add.tsx"),
    route("organizations/approve", "routes/organizations/approve.tsx"),
    route("organizations/:id/edit", "routes/organizations/edit.tsx"),
    route("organizations/:id/move", "routes/organizations/move.tsx"),
    // Suggestions as a center user types an organization's name (JSON; decision 052): every management page's
    // organization field asks here.
    route("organizations/suggesties.json", "routes/organizations/suggestions.ts"),
    // Users
    route("users", "routes/users/list.tsx"),
    // Suggestions as a center user types a person's name or e-mail (JSON; decision 056): the bulk edit's contact person.
    route("users/suggesties.json", "routes/users/suggestions.ts"),
    route("users/add", "routes/users/add.tsx"),
    route("users/:id", "routes/users/show.tsx"),
    route("users/:id/edit", "routes/users/edit.tsx"),
    route("users/:id/add_role", "routes/users/roles.tsx"),
    route("impersonation/stop", "routes/users/stop-impersonating.tsx"),
    // The admin's read-only data viewer (issue 15, decision 044).
    route("admin/data-viewer", "routes/admin/data-viewer.tsx"),
    route("admin/data-viewer/export.csv", "routes/admin/data-viewer-csv.ts"),
    // Profile: the signed-in user's own account
    route("profiel", "routes/account/profile.tsx"),
    route("profiel/gegevens.json", "routes/account/export.ts"),
    route("profile-edit", "routes/account/profile-edit.tsx", [
      index("routes/account/profile-edit-index.tsx"),
      route("email", "routes/account/profile-edit-email.tsx"),
      route("settings", "routes/account/profile-edit-settings.tsx"),
      route("periodieke-mail", "routes/account/profile-edit-digest.tsx"),
      route("vrijwilligersprofiel", "routes/account/profile-edit-volunteer.tsx"),
      // The private calendar feed of one's sign-ups (issue 14, decision 043).
      route("agenda", "routes/account/profile-edit-calendar.tsx"),
    ]),
    route("profile-replies", "routes/account/profile-replies.tsx"),
    // The volunteer pool (issue 14): organizations and center roles search the opted-in volunteer profiles.
    route("vrijwilligerspool", "routes/volunteer-pool/index.tsx"),
    // A profile's photo, for its owner and the pool's searchers only (decision 048).
    route("vrijwilligerspool/:id/foto", "routes/volunteer-pool/photo.ts"),
    // Organizations' and the center's activities with their dates and sign-ups (issue 14, decision 043).
    route("activiteitenkalender/overzicht", "routes/activities/overview.tsx"),
    // The center reviews neighbour help (decision 041); static paths rank above the public een-op-een-hulp/:id.
    route("een-op-een-hulp/beoordelen", "routes/neighbour-help/review-list.tsx"),
    route("een-op-een-hulp/beoordelen/:id", "routes/neighbour-help/review.tsx"),
    // Notifications (issue 13): the signed-in user's own; a notification's link marks it read.
    route("notificaties", "routes/notifications/list.tsx"),
    // The activity panel's page (issue 13): the user's organization's or center's recent activity.
    route("activiteit", "routes/activity/index.tsx"),
    route("notificaties/:id", "routes/notifications/open.ts"),
    // Conversations (issue 13): threads between a volunteer and an organization or the center.
    route("conversations", "routes/conversations/list.tsx"),
    route("conversations/new", "routes/conversations/new.tsx"),
    route("conversations/:id", "routes/conversations/show.tsx"),
    route("account/roles", "routes/account/roles.tsx"),
    // Settings (issue 15): the center's control room for admins and center superusers.
    route("instellingen", "routes/settings/layout.tsx", [
      index("routes/settings/index.tsx"),
      route("design", "routes/settings/design.tsx"),
      route("footer", "routes/settings/footer.tsx"),
      route("organisatie", "routes/settings/organization.tsx"),
      route("contact-person", "routes/settings/contact-person.tsx"),
    ]),
    // Developer test pages: a living component gallery, in development and for admins only.
    layout("routes/test/layout.tsx", [
      route("test", "routes/test/index.tsx"),
      route("test/api", "routes/test/api.tsx"),
      route("test/auth", "routes/test/auth.tsx"),
      route("test/dupe", "routes/test/dupe.tsx"),
      route("test/form", "routes/test/form.tsx"),
      route("test/user", "routes/test/user.tsx"),
      route("test/colors", "routes/test/colors.tsx"),
      route("test/sentry", "routes/test/sentry.tsx"),
      route("test/tiptap", "routes/test/tiptap.tsx"),
      route("test/toaster", "routes/test/toaster.tsx"),
      route("test/step-form", "routes/test/step-form.tsx"),
      route("test/step-form-2", "routes/test/step-form-2.tsx"),
      route("test/datepicker", "routes/test/datepicker.tsx"),
      route("test/dollar-api", "routes/test/dollar-api.tsx"),
      route("test/user-store", "routes/test/user-store.tsx"),
      route("test/formbuilder", "routes/test/formbuilder.tsx"),
      route("test/server-error", "routes/test/server-error.tsx"),
      // Waits on purpose, for the loading bar on the toaster page.
      route("test/slow", "routes/test/slow.tsx"),
    ]),
  ]),

  // Unmatched paths: 404 'Page not found' showing the path.
  route("*", "routes/not-found.tsx"),
];

const apiAuthPaths = ["sign_in", "sign_out", "validate_token", "password", "confirmation"];

export default [
  // The JSON:API (system of record) and health check.
  route("healthz", "routes/api/healthz.ts"),
  // For search engines, per host (issue 12).
  route("sitemap.xml", "routes/content/sitemap.ts"),
  route("robots.txt", "routes/content/robots.ts"),
  // Uploaded images of the host's tenant (issue 12, decision 026).
  route("uploads/:name", "routes/media/file.ts"),
  route("api/*", "routes/api/api.ts"),
  // Translations for i18next in the browser, one namespace at a time.
  route("locales/:lng/:ns", "routes/locales.ts"),
  ...apiAuthPaths.map((name) => route(`auth/${name}`, "routes/api/api.ts", { id: `api-auth-${name}` })),

  // Preferences: plain form posts that work without JavaScript.
  route("taal", "routes/preferences/language.ts"),
  route("kleurmodus", "routes/preferences/color-mode.ts"),
  route("weergave", "routes/preferences/appearance.ts"),
  route("toestemming", "routes/preferences/consent.ts"),
  route("organisatie-kiezen", "routes/preferences/organization.ts"),

  // One route per page for both languages: the optional static segment `en?` matches `/switch` and
  // `/en/switch` alike, so the route table (matched and rendered per request) is not built twice.
  ...prefix("en?", pages()),
] satisfies RouteConfig;

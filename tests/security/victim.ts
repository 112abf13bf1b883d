import { expect } from "vitest";
import { ApiClient, type Reply } from "./http";

/*
 * The victim of the matrix: the demo center (tenant public). Its admin makes
 * private things of its own over the API, each named with a marker no other
 * center's answer may ever contain, and the suite collects their ids.
 */

export type Victim = {
  marker: string;
  centerId: string;
  organizationId: string;
  vacancyId: string;
  formId: string;
  invitationId: string;
  submissionId: string;
  pageId: string;
  pageSlug: string;
  userId: string;
  applicationId: string;
  /** The admin's notification of the form's submission (issue 13). */
  notificationId: string;
  conversationId: string;
  /** The admin's own opted-in profile in the volunteer pool (issue 14). */
  volunteerProfileId: string;
  /** A neighbour help request of the demo center's (issue 14, decision 041): approved, answered and closed, so public nowhere. */
  neighbourHelpRequestId: string;
  /** The date of a draft activity named with the marker (issue 14, decision 040). */
  occurrenceId: string;
  /** A sign-up named with the marker, for a date of a published activity of the demo center (decision 040). */
  signupId: string;
  /** Every id above and the ids of private rows the demo admin lists (applications, mails). User ids are left out: a published vacancy names its contact person. */
  privateIds: string[];
  admin: ApiClient;
};

type Document = { data: { id: string; attributes: Record<string, unknown> } | Array<{ id: string; attributes: Record<string, unknown> }> };

export function documentOf(reply: Reply, what: string): Document {
  expect(reply.status, `${what}: ${reply.text.slice(0, 400)}`).toBeLessThan(300);
  return JSON.parse(reply.text) as Document;
}

const one = (reply: Reply, what: string) => documentOf(reply, what).data as { id: string; attributes: Record<string, unknown> };
const many = (reply: Reply, what: string) => documentOf(reply, what).data as Array<{ id: string; attributes: Record<string, unknown> }>;

export async function prepareVictim(from: string): Promise<Victim> {
  const marker = `Sx${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = await ApiClient.signIn("admin@demo.example", "localhost", from);
  const post = (path: string, json: unknown) => admin.send("POST", path, { json });

  const centerId = one(await admin.send("GET", "/api/v1/volunteer_centers/current"), "center").id;
  const organization = one(
    await post("/api/v1/organizations", { data: { type: "organizations", attributes: { name: `Geheime organisatie ${marker}`, organization_type: "NonProfit", status: "pending" } } }),
    "organization",
  );
  const someOrganization = many(await admin.send("GET", "/api/v1/organizations?page[size]=50"), "organizations").find((o) => o.attributes.status === "approved")!;
  const vacancy = one(
    await post("/api/v1/vacancies", { data: { type: "vacancies", attributes: { organization_id: someOrganization.id, title: `Geheime vacature ${marker}` } } }),
    "vacancy",
  );
  const form = one(
    await post("/api/v1/forms", {
      data: { type: "forms", attributes: { title: `Geheim formulier ${marker}`, access_permission: "anonymous", questions: [{ text: `Vraag ${marker}`, question_type: "text" }] } },
    }),
    "form",
  );
  const invitationForm = one(
    await post("/api/v1/forms", { data: { type: "forms", attributes: { title: `Geheim uitnodigingsformulier ${marker}`, access_permission: "token_holder" } } }),
    "form by invitation",
  );
  documentOf(await post(`/api/v1/forms/${invitationForm.id}/invitations`, { emails: `geheim-${marker.toLowerCase()}@example.org` }), "invitation");
  const invitationId = many(await admin.send("GET", `/api/v1/forms/${invitationForm.id}/invitations`), "invitations")[0]!.id;
  const questionId = many(await admin.send("GET", `/api/v1/forms/${form.id}/questions`), "questions")[0]!.id;
  const submitted = await admin.send("POST", `/api/v1/public_forms/${String(form.attributes.public_token)}/submissions`, {
    json: { answers: { [questionId]: `Antwoord ${marker}` }, idempotency_key: crypto.randomUUID() },
  });
  expect(submitted.status, submitted.text.slice(0, 300)).toBeLessThan(300);
  const submissionId = many(await admin.send("GET", `/api/v1/forms/${form.id}/submissions`), "submissions")[0]!.id;
  // The submission notified the center's admins: the newest of the admin's notifications, titled with the marker.
  const notification = many(await admin.send("GET", "/api/v1/notifications?page[size]=1"), "notifications")[0]!;
  expect(notification.attributes.title).toBe(`Geheim formulier ${marker}`);
  // A thread of the admin's with their center (issue 13), its message carrying the marker.
  const conversation = one(
    await post("/api/v1/conversations", { data: { type: "conversations", attributes: { subject: `Geheim gesprek ${marker}`, body: `Geheim bericht ${marker}` } } }),
    "conversation",
  );
  // The admin opts in to the volunteer pool (issue 14) with the marker in the profile.
  const volunteerProfile = one(
    await admin.send("PATCH", "/api/v1/volunteer_profile", {
      json: { data: { type: "volunteer_profiles", attributes: { opted_in: true, skills: [`Geheim${marker}`], about: `Geheim profiel ${marker}` } } },
    }),
    "volunteer profile",
  );
  // Activities (issue 14, decision 040): a draft activity's date, and a sign-up for a published activity's date.
  const activity = (title: string, status: string) =>
    post("/api/v1/vacancies", { data: { type: "vacancies", attributes: { organization_id: someOrganization.id, title, status, vacancy_type: "activity" } } }).then((reply) => one(reply, title));
  const dateOf = async (vacancyId: string) => {
    documentOf(
      await admin.send("PUT", `/api/v1/vacancies/${vacancyId}/schedule`, {
        json: { data: { type: "activity_schedules", attributes: { rule: { frequency: "once", starts_at: "2031-06-07T10:00", ends_at: "2031-06-07T12:00" }, capacity: 5 } } },
      }),
      "schedule",
    );
    return many(await admin.send("GET", `/api/v1/vacancies/${vacancyId}/activity_occurrences`), "occurrences")[0]!.id;
  };
  const occurrenceId = await dateOf((await activity(`Geheime activiteit ${marker}`, "draft")).id);
  const openDate = await dateOf((await activity(`Open activiteit ${crypto.randomUUID().slice(0, 8)}`, "published")).id);
  const signup = one(
    await post(`/api/v1/activity_occurrences/${openDate}/signups`, {
      data: { type: "activity_signups", attributes: { name: `Geheime deelnemer ${marker}`, email: `deelnemer-${marker.toLowerCase()}@example.org` } },
    }),
    "sign-up",
  );
  // A neighbour help request with the marker (issue 14): asked, approved, answered and closed by the center's
  // decision — so it is on no public listing, and its id is a private one.
  const helpRequest = one(
    await post("/api/v1/neighbour_help_requests", {
      data: { type: "neighbour_help_requests", attributes: { direction: "ask", kind: "neighbour-help", category: "other", description: `Geheime hulpvraag ${marker}`, postcode: "8091 AB", name: `Geheim${marker}`, email: `hulp-${marker.toLowerCase()}@example.org` } },
    }),
    "neighbour help request",
  );
  documentOf(await admin.send("PATCH", `/api/v1/neighbour_help_reviews/${helpRequest.id}`, { json: { data: { type: "neighbour_help_requests", id: helpRequest.id, attributes: { status: "approved" } } } }), "approval");
  documentOf(
    await post(`/api/v1/neighbour_help_requests/${helpRequest.id}/responses`, { data: { type: "neighbour_help_responses", attributes: { name: `Helper${marker}`, email: `helper-${marker.toLowerCase()}@example.org`, message: `Geheime reactie ${marker}` } } }),
    "response",
  );
  const helpResponseId = (one(await admin.send("GET", `/api/v1/neighbour_help_reviews/${helpRequest.id}`), "review").attributes.responses as Array<{ id: string }>)[0]!.id;
  documentOf(await post(`/api/v1/neighbour_help_reviews/${helpRequest.id}/decisions`, { data: { type: "neighbour_help_decisions", attributes: { response_id: helpResponseId, status: "accepted" } } }), "decision");
  // The center's own settings (issue 15, decision 045). Its contact details are public since decision 049 (the
  // footer shows them), so they carry no marker; who may read and change the settings is tests/api/settings.test.ts.
  documentOf(
    await admin.send("PATCH", "/api/v1/volunteer_centers/current/settings", {
      json: { data: { type: "volunteer_center_settings", attributes: { address: "Stationsplein 1, Demostad" } } },
    }),
    "center settings",
  );
  const page = one(await post("/api/v1/pages", { data: { type: "pages", attributes: { title: `Geheime pagina ${marker}` } } }), "page");
  const userEmail = `geheim-${marker.toLowerCase()}@demo.example`;
  const invited = await post("/api/v1/users", { data: { type: "user", attributes: { email: userEmail, first_name: `Geheim${marker}`, last_name: "Persoon", roles: ["volunteer"] } } });
  expect(invited.status, invited.text.slice(0, 300)).toBe(202);
  // An invitation's answer names no account (the same for every address): the center's list does.
  const user = many(await admin.send("GET", `/api/v1/users?filter[q]=${encodeURIComponent(userEmail)}`), "user")[0]!;
  const applications = many(await admin.send("GET", "/api/v1/applications?page[size]=5"), "applications");
  const mails = many(await admin.send("GET", "/api/v1/outbox_messages?page[size]=5"), "outbox");
  expect(applications.length, "the demo center has applications").toBeGreaterThan(0);

  const ids = { centerId, organizationId: organization.id, vacancyId: vacancy.id, formId: form.id, invitationId, submissionId, pageId: page.id, userId: user.id, applicationId: applications[0]!.id, notificationId: notification.id, conversationId: conversation.id, volunteerProfileId: volunteerProfile.id, occurrenceId, signupId: signup.id };
  return {
    marker,
    ...ids,
    pageSlug: String(page.attributes.slug),
    // Not one of the private ids: the tenant's audit log (read by every admin of the tenant, the partner center's
    // too) names the subjects of the center's reviews and decisions, as it names users. The marker is still watched.
    neighbourHelpRequestId: helpRequest.id,
    privateIds: [...new Set([...Object.values(ids).filter((id) => id !== centerId), invitationForm.id, ...applications.map((a) => a.id), ...mails.map((m) => m.id)])],
    admin,
  };
}

/**
 * What of the victim's a body shows: the marker or a private id, or nothing (null). Ids the request itself
 * carried do not count: error pages name the path they could not find.
 */
export function leakIn(victim: Victim, text: string, sent = ""): string | null {
  if (text.includes(victim.marker)) return `the marker ${victim.marker}`;
  const id = victim.privateIds.find((candidate) => text.includes(candidate) && !sent.includes(candidate));
  return id ? `the private id ${id}` : null;
}

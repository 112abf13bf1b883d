import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, i18nContext, sessionContext } from "~/middleware/context";
import type { ApiClient } from "~/modules/api-client/client.server";
import { flattenDocument, type JsonApiDocument } from "~/modules/api-client/flatten";
import { attributeOrRelationshipField, replyWithApiErrors } from "~/modules/api-client/form-errors.server";
import { requireUser, type SessionUser } from "~/modules/users/session-user.server";
import { TEMPLATE_ROLES, TemplateFormSchema } from "./schema";

/*
 * The pages of the notification templates (/notification_templates and its edit page, issue 13): what their
 * loaders read and what the editor's buttons do, through the API like every page.
 */

export type TemplateItem = {
  id: string;
  key: string;
  name: string;
  description: string;
  locale: "nl" | "en";
  subject: string;
  body: string;
  active: boolean;
  optional: boolean;
  customized: boolean;
  placeholders: string[];
};
export type MailPreview = { subject: string; html: string; text: string };

/** The center's admins, center superusers and content managers; everyone else gets 403. */
export async function requireTemplateEditor(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!user.roles.some((role) => (TEMPLATE_ROLES as readonly string[]).includes(role.name))) throw data({ message: "Forbidden" }, { status: 403 });
  return user;
}

export async function loadTemplates(api: ApiClient): Promise<TemplateItem[]> {
  return (await api.getPage<TemplateItem>("/api/v1/notification-templates", { query: { "page[size]": 100 } })).rows;
}

/** A template by its id (`password_reset.nl`); an id that is no template of the center is a 404. */
export async function loadTemplate(api: ApiClient, id: string): Promise<TemplateItem> {
  if (!/^[a-z_]{1,60}\.[a-z]{2}$/.test(id)) throw data({ message: "Not found" }, { status: 404 });
  return (await api.get<TemplateItem>(`/api/v1/notification-templates/${id}`)).data;
}

const FIELDS = ["subject", "body", "active"];

/**
 * Save, preview, send a test or reset (after its question). Preview and test work on the wording as typed and
 * answer with it, so nothing typed is lost; a save or reset goes back to the list with a toast.
 */
export async function runTemplateAction(context: Readonly<RouterContextProvider>, request: Request, template: TemplateItem, listPath: string) {
  const api = context.get(apiContext);
  const t = context.get(i18nContext).t;
  const toast = (key: string, values: Record<string, unknown> = {}) =>
    context.get(sessionContext).flash("toast", { color: "success", message: String(t(`templates:toasts.${key}`, { name: template.name, language: t(`templates:languages.${template.locale}`), ...values })) });
  const formData = await request.formData();
  const path = `/api/v1/notification-templates/${template.id}`;
  if (formData.get("intent") === "reset") {
    await api.delete(path);
    toast("reset");
    throw redirect(listPath);
  }
  const submission = parseWithZod(formData, { schema: TemplateFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null, sentTo: null }, { status: 400 });
  const value = submission.value;
  const wording = { subject: value.subject, body: value.body };
  try {
    if (value.intent === "save") {
      const attributes = template.optional ? { ...wording, active: value.active === "on" } : wording;
      await api.patch(path, { body: { data: { type: "notification_templates", id: template.id, attributes } } });
      toast("saved");
      throw redirect(listPath);
    }
    const body = { data: { type: "notification_templates", id: template.id, attributes: wording } };
    const response = await api.post(`${path}/${value.intent === "preview" ? "preview" : "test_mail"}`, { body });
    const { meta } = flattenDocument<null>((await response.json()) as JsonApiDocument);
    if (value.intent === "preview") return { result: submission.reply(), preview: meta as MailPreview, sentTo: null };
    return { result: submission.reply(), preview: null, sentTo: String(meta.sentTo) };
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    const reply = replyWithApiErrors(submission, thrown, { fields: FIELDS, fieldOf: attributeOrRelationshipField });
    return data({ result: reply.data, preview: null, sentTo: null }, { status: reply.init?.status ?? 422 });
  }
}

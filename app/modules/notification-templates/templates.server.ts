import { and, eq } from "drizzle-orm";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { notificationTemplates } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import type { MailContent } from "~/modules/mail/messages.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { TEMPLATE_KINDS, templateKind, type TemplateKind } from "./catalogue.server";
import { renderTemplate, unknownPlaceholders } from "./render.server";
import { TEMPLATE_ROLES, parseTemplateId, templateId, type TemplateUpdate } from "./schema";

/*
 * The center's notification templates (issue 13, decision 029): every kind of the catalogue in nl and en,
 * the center's own wording where it has one, else the default. Editors are the center's admins, center
 * superusers and content managers (admins of the tenant for any center).
 */

/** The center, its languages (nl, and en where the tenant has i18n), the editor and the language they read. */
type Scope = { tenantId: string; centerId: string; user: CurrentUser | null; locales: readonly Language[]; language: Language };
type Row = typeof notificationTemplates.$inferSelect;

export type TemplateResource = {
  id: string;
  key: string;
  /** The mail's name and when it is sent, in the editor's language. */
  name: string;
  description: string;
  locale: Language;
  subject: string;
  body: string;
  active: boolean;
  optional: boolean;
  customized: boolean;
  placeholders: readonly string[];
  updatedAt: Date | null;
};

function requireEditor(scope: Scope): CurrentUser {
  if (!scope.user) throw unauthorized("You need to sign in or sign up before continuing.");
  const own = scope.user.centerId === scope.centerId || hasRole(scope.user, "admin");
  if (!own || !hasRole(scope.user, ...TEMPLATE_ROLES)) throw forbidden();
  return scope.user;
}

function resource(kind: TemplateKind<unknown>, locale: Language, row: Row | undefined, language: Language): TemplateResource {
  const defaults = kind.defaults(locale);
  const t = tFor(language, "templates");
  return {
    id: templateId(kind.key, locale),
    key: kind.key,
    name: t(`kinds.${kind.key}.name`),
    description: t(`kinds.${kind.key}.description`),
    locale,
    subject: row?.subject ?? defaults.subject,
    body: row?.body ?? defaults.body,
    active: kind.optional ? (row?.active ?? true) : true,
    optional: kind.optional,
    customized: !!row,
    placeholders: kind.placeholders,
    updatedAt: row?.updatedAt ?? null,
  };
}

async function rowsOf(tx: Tx, scope: Pick<Scope, "tenantId" | "centerId">, filter?: { key: string; locale: string }): Promise<Row[]> {
  return tx
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, scope.tenantId),
        eq(notificationTemplates.centerId, scope.centerId),
        filter ? eq(notificationTemplates.key, filter.key) : undefined,
        filter ? eq(notificationTemplates.locale, filter.locale) : undefined,
      ),
    );
}

/** Every template of the center, in catalogue order, optionally of one language. */
export async function listTemplates(tx: Tx, scope: Scope & { locale?: Language }): Promise<TemplateResource[]> {
  requireEditor(scope);
  const rows = await rowsOf(tx, scope);
  const locales = scope.locale ? scope.locales.filter((locale) => locale === scope.locale) : scope.locales;
  return TEMPLATE_KINDS.flatMap((kind) =>
    locales.map((locale) => resource(kind, locale, rows.find((row) => row.key === kind.key && row.locale === locale), scope.language)),
  );
}

/** The kind and language of a template id; a language the center does not offer is no template of it. */
function kindOf(id: string, locales: readonly Language[]): { kind: TemplateKind<unknown>; locale: Language } {
  const parsed = parseTemplateId(id);
  const kind = parsed ? templateKind(parsed.key) : undefined;
  if (!parsed || !kind || !locales.includes(parsed.locale)) throw notFound();
  return { kind, locale: parsed.locale };
}

export async function findTemplate(tx: Tx, scope: Scope & { id: string }): Promise<TemplateResource> {
  requireEditor(scope);
  const { kind, locale } = kindOf(scope.id, scope.locales);
  const [row] = await rowsOf(tx, scope, { key: kind.key, locale });
  return resource(kind, locale, row, scope.language);
}

/**
 * A wording its mail cannot send: a placeholder the mail does not offer (naming the first, on its field), or an
 * account mail switched off. Every problem at once, so the editor shows each field's error.
 */
export function checkWording(kind: TemplateKind<unknown>, values: Pick<TemplateUpdate, "subject" | "body" | "active">, language: Language) {
  const t = tFor(language, "errors");
  const errors: Array<{ code: string; title: string; detail: string; source: { pointer: string } }> = [];
  for (const field of ["subject", "body"] as const) {
    const [unknown] = unknownPlaceholders(values[field], kind.placeholders);
    if (unknown) {
      errors.push({
        code: "unknown_placeholder",
        title: "Invalid attribute",
        detail: t("validation.unknownPlaceholder", { name: `{{${unknown}}}` }),
        source: { pointer: `/data/attributes/${field}` },
      });
    }
  }
  if (!kind.optional && values.active === false) {
    errors.push({ code: "always_sent", title: "Invalid attribute", detail: t("validation.templateAlwaysSent"), source: { pointer: "/data/attributes/active" } });
  }
  if (errors.length > 0) throw new AppError({ status: 422, code: errors[0]!.code, detail: errors[0]!.detail, source: errors[0]!.source, errors });
}

export async function updateTemplate(tx: Tx, scope: Scope & { id: string; values: TemplateUpdate; now: Date }): Promise<TemplateResource> {
  const user = requireEditor(scope);
  const { kind, locale } = kindOf(scope.id, scope.locales);
  checkWording(kind, scope.values, scope.language);
  const active = kind.optional ? (scope.values.active ?? true) : true;
  const values = { subject: scope.values.subject, body: scope.values.body, active, updatedById: user.id, updatedAt: scope.now };
  await tx
    .insert(notificationTemplates)
    .values({ tenantId: scope.tenantId, centerId: scope.centerId, key: kind.key, locale, ...values })
    .onConflictDoUpdate({ target: [notificationTemplates.tenantId, notificationTemplates.centerId, notificationTemplates.key, notificationTemplates.locale], set: values });
  return findTemplate(tx, scope);
}

/** Back to the default wording (and active). */
export async function resetTemplate(tx: Tx, scope: Scope & { id: string }): Promise<void> {
  requireEditor(scope);
  const { kind, locale } = kindOf(scope.id, scope.locales);
  await tx
    .delete(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, scope.tenantId),
        eq(notificationTemplates.centerId, scope.centerId),
        eq(notificationTemplates.key, kind.key),
        eq(notificationTemplates.locale, locale),
      ),
    );
}

/** A template's mail with its sample values (the editor's preview and test mail). */
export function sampleMail(kind: TemplateKind<unknown>, locale: Language, wording: { subject: string; body: string }): MailContent {
  return renderTemplate(wording, kind.values(locale, kind.sample(locale)));
}

/** The mail a wording (as typed, saved or not) makes with sample values; checked like a save. */
export function previewTemplate(scope: Scope & { id: string; wording: Pick<TemplateUpdate, "subject" | "body"> }): MailContent {
  requireEditor(scope);
  const { kind, locale } = kindOf(scope.id, scope.locales);
  checkWording(kind, scope.wording, scope.language);
  return sampleMail(kind, locale, scope.wording);
}

/** "Send me a test": the sample mail of a wording, through the outbox, to the signed-in editor's own address. */
export async function sendTestMail(tx: Tx, scope: Scope & { id: string; wording: Pick<TemplateUpdate, "subject" | "body"> }): Promise<string> {
  const user = requireEditor(scope);
  const mail = previewTemplate(scope);
  const subject = tFor(scope.language, "templates")("testSubject", { subject: mail.subject });
  await enqueueMail(tx, { tenantId: scope.tenantId, centerId: scope.centerId, to: user.email, ...mail, subject });
  return user.email;
}

/**
 * The mail of one kind for one recipient: in the center's own wording where it has one, else today's
 * default. Null when the center switched this (optional) mail off.
 */
export async function composeMail<Input>(
  tx: Tx,
  input: { tenantId: string; centerId: string | null; kind: TemplateKind<Input>; language: Language; values: Input },
): Promise<MailContent | null> {
  const { kind, language } = input;
  if (!input.centerId) return kind.build(language, input.values);
  const [row] = await rowsOf(tx, { tenantId: input.tenantId, centerId: input.centerId }, { key: kind.key, locale: language });
  if (!row) return kind.build(language, input.values);
  if (kind.optional && !row.active) return null;
  return renderTemplate(row, kind.values(language, input.values));
}

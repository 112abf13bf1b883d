import { and, eq } from "drizzle-orm";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { notificationTemplates } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import type { MailContent } from "~/modules/mail/messages.server";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import { TEMPLATE_KINDS, templateKind, type TemplateKind } from "./catalogue.server";
import { renderTemplate, unknownPlaceholders } from "./render.server";
import { TEMPLATE_ROLES, parseTemplateId, templateId, type TemplateUpdate } from "./schema";

/*
 * The center's notification templates (issue 13, decision 029): every kind of the catalogue in nl and en,
 * the center's own wording where it has one, else the default. Editors are the center's admins, center
 * superusers and content managers (admins of the tenant for any center).
 */

type Scope = { tenantId: string; centerId: string; user: CurrentUser | null };
type Row = typeof notificationTemplates.$inferSelect;

export type TemplateResource = {
  id: string;
  key: string;
  locale: Language;
  subject: string;
  body: string;
  active: boolean;
  optional: boolean;
  customized: boolean;
  placeholders: readonly string[];
  updatedAt: Date | null;
};

const LOCALES: Language[] = ["nl", "en"];

function requireEditor(scope: Scope): CurrentUser {
  if (!scope.user) throw unauthorized("You need to sign in or sign up before continuing.");
  const own = scope.user.centerId === scope.centerId || hasRole(scope.user, "admin");
  if (!own || !hasRole(scope.user, ...TEMPLATE_ROLES)) throw forbidden();
  return scope.user;
}

function resource(kind: TemplateKind<unknown>, locale: Language, row: Row | undefined): TemplateResource {
  const defaults = kind.defaults(locale);
  return {
    id: templateId(kind.key, locale),
    key: kind.key,
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

async function rowsOf(tx: Tx, scope: Scope, filter?: { key: string; locale: string }): Promise<Row[]> {
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
  const locales = scope.locale ? [scope.locale] : LOCALES;
  return TEMPLATE_KINDS.flatMap((kind) =>
    locales.map((locale) => resource(kind, locale, rows.find((row) => row.key === kind.key && row.locale === locale))),
  );
}

function kindOf(id: string): { kind: TemplateKind<unknown>; locale: Language } {
  const parsed = parseTemplateId(id);
  const kind = parsed ? templateKind(parsed.key) : undefined;
  if (!parsed || !kind) throw notFound();
  return { kind, locale: parsed.locale };
}

export async function findTemplate(tx: Tx, scope: Scope & { id: string }): Promise<TemplateResource> {
  requireEditor(scope);
  const { kind, locale } = kindOf(scope.id);
  const [row] = await rowsOf(tx, scope, { key: kind.key, locale });
  return resource(kind, locale, row);
}

/** The placeholders a wording uses that its mail does not offer: a 422 naming the first, on its field. */
export function checkPlaceholders(kind: TemplateKind<unknown>, values: Pick<TemplateUpdate, "subject" | "body">, language: Language) {
  for (const field of ["subject", "body"] as const) {
    const [unknown] = unknownPlaceholders(values[field], kind.placeholders);
    if (unknown) {
      throw new AppError({
        status: 422,
        code: "unknown_placeholder",
        title: "Invalid attribute",
        detail: tFor(language, "errors")("validation.unknownPlaceholder", { name: `{{${unknown}}}` }),
        source: { pointer: `/data/attributes/${field}` },
      });
    }
  }
}

export async function updateTemplate(tx: Tx, scope: Scope & { id: string; values: TemplateUpdate; now: Date; language: Language }): Promise<TemplateResource> {
  const user = requireEditor(scope);
  const { kind, locale } = kindOf(scope.id);
  checkPlaceholders(kind, scope.values, scope.language);
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
  const { kind, locale } = kindOf(scope.id);
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
  const [row] = await rowsOf(tx, { tenantId: input.tenantId, centerId: input.centerId, user: null }, { key: kind.key, locale: language });
  if (!row) return kind.build(language, input.values);
  if (kind.optional && !row.active) return null;
  return renderTemplate(row, kind.values(language, input.values));
}

import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { AppError, forbidden, notFound, unauthorized } from "~/lib/app-error";
import type { Tx } from "~/modules/db/client.server";
import { forms, pages } from "~/modules/db/schema";
import { tFor } from "~/modules/i18n/instance.server";
import type { Language } from "~/modules/i18n/languages";
import { containsPattern } from "~/modules/organizations/filters.server";
import { hasRole, type CurrentUser } from "~/modules/users/current-user.server";
import type { Block } from "./blocks";
import { slugify, type PageCreate, type PageFilters, type PageUpdate } from "./schema";

export type PageRow = typeof pages.$inferSelect;
/** A form a page embeds (BuilderForm): its public link only for a form anyone may fill in. */
export type EmbeddedForm = { id: string; title: string; publicToken: string | null };
export type PageResource = PageRow & { blocks: Block[]; canEdit: boolean; forms: EmbeddedForm[] };

/**
 * Who edits content (issue 12): admins, center superusers, content managers and page managers. Page
 * managers edit and publish pages but do not delete them (nor, later, the menus): decision 024.
 */
export const CONTENT_ROLES = ["admin", "center_superuser", "content_manager", "page_manager"] as const;
export const DELETING_ROLES = ["admin", "center_superuser", "content_manager"] as const;

export const editsContent = (user: CurrentUser | null, centerId: string): user is CurrentUser =>
  !!user && hasRole(user, ...CONTENT_ROLES) && (user.centerId === centerId || hasRole(user, "admin"));

type Scope = { tenantId: string; centerId: string; user: CurrentUser | null };

function resource(row: PageRow, scope: Scope, forms: EmbeddedForm[] = []): PageResource {
  const blocks = row.blocks as Block[];
  const embedded = new Set(blocks.flatMap((block) => (block.type === "BuilderForm" ? [block.formId] : [])));
  return { ...row, blocks, canEdit: editsContent(scope.user, scope.centerId), forms: forms.filter((form) => embedded.has(form.id)) };
}

/** The forms the pages embed, as visitors may see them. */
async function embeddedForms(tx: Tx, tenantId: string, rows: PageRow[]): Promise<EmbeddedForm[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.blocks as Block[]).flatMap((block) => (block.type === "BuilderForm" ? [block.formId] : []))))];
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: forms.id, title: forms.title, publicToken: forms.publicToken, accessPermission: forms.accessPermission, archivedAt: forms.archivedAt })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), inArray(forms.id, ids)));
  return found.map((form) => ({ id: form.id, title: form.title, publicToken: form.accessPermission === "anonymous" && !form.archivedAt ? form.publicToken : null }));
}

const SORTS: Record<string, SQL[]> = {
  "-published_at": [sql`${pages.publishedAt} desc nulls last`, desc(pages.createdAt)],
  published_at: [sql`${pages.publishedAt} asc nulls last`, asc(pages.createdAt)],
  title: [asc(pages.title)],
  "-title": [desc(pages.title)],
  "-updated_at": [desc(pages.updatedAt)],
  updated_at: [asc(pages.updatedAt)],
};

/** A center's pages: all of them for its editors, the published ones for everyone else. */
export async function listPages(
  tx: Tx,
  scope: Scope & { filters: PageFilters; sort?: string; page: { size: number; offset: number } },
): Promise<{ rows: PageResource[]; total: number }> {
  const { filters } = scope;
  const editor = editsContent(scope.user, scope.centerId);
  const where = and(
    eq(pages.tenantId, scope.tenantId),
    eq(pages.centerId, scope.centerId),
    editor ? undefined : eq(pages.isPublished, true),
    filters.page_type ? eq(pages.pageType, filters.page_type) : undefined,
    filters.is_published ? eq(pages.isPublished, filters.is_published === "true") : undefined,
    filters.featured ? eq(pages.featured, filters.featured === "true") : undefined,
    filters.locale ? eq(pages.locale, filters.locale) : undefined,
    filters.slug ? eq(pages.slug, filters.slug) : undefined,
    filters.q ? or(ilike(pages.title, containsPattern(filters.q)), ilike(pages.summary, containsPattern(filters.q))) : undefined,
  );
  const order = SORTS[scope.sort ?? (editor ? "-updated_at" : "-published_at")] ?? SORTS["-updated_at"]!;
  const [rows, counted] = await Promise.all([
    tx.select().from(pages).where(where).orderBy(...order, asc(pages.id)).limit(scope.page.size).offset(scope.page.offset),
    tx.select({ value: count() }).from(pages).where(where),
  ]);
  const found = await embeddedForms(tx, scope.tenantId, rows);
  return { rows: rows.map((row) => resource(row, scope, found)), total: counted[0]?.value ?? 0 };
}

/** One page of the center; an unpublished one only for its editors (else 404, as if it did not exist). */
export async function findPage(tx: Tx, scope: Scope & { id: string }): Promise<PageResource> {
  const [row] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, scope.tenantId), eq(pages.centerId, scope.centerId), eq(pages.id, scope.id)));
  if (!row || (!row.isPublished && !editsContent(scope.user, scope.centerId))) throw notFound();
  return resource(row, scope, await embeddedForms(tx, scope.tenantId, [row]));
}

function requireEditor(scope: Scope): CurrentUser {
  if (!scope.user) throw unauthorized("You need to sign in or sign up before continuing.");
  if (!editsContent(scope.user, scope.centerId)) throw forbidden();
  return scope.user!;
}

/** A slug is the center's per language: a clash names the page that holds it. */
async function checkSlugFree(tx: Tx, scope: Scope & { locale: string; slug: string; except?: string; language: Language }) {
  const [holder] = await tx
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .where(and(eq(pages.tenantId, scope.tenantId), eq(pages.centerId, scope.centerId), eq(pages.locale, scope.locale), eq(pages.slug, scope.slug), scope.except ? ne(pages.id, scope.except) : undefined));
  if (holder) throw slugTaken(holder.title, scope.language);
}

function slugTaken(title: string, language: Language) {
  return new AppError({
    status: 422,
    code: "taken",
    title: "Invalid attribute",
    detail: tFor(language, "errors")("validation.slugTaken", { title }),
    source: { pointer: "/data/attributes/slug" },
  });
}

export async function createPage(tx: Tx, scope: Scope & { values: PageCreate; now: Date; language: Language }): Promise<PageResource> {
  const user = requireEditor(scope);
  const { values } = scope;
  const slug = values.slug ?? (slugify(values.title) || "pagina");
  await checkSlugFree(tx, { ...scope, locale: values.locale, slug });
  const [row] = await tx
    .insert(pages)
    .values({
      ...values,
      slug,
      image: values.image ?? null,
      tenantId: scope.tenantId,
      centerId: scope.centerId,
      publishedAt: values.isPublished ? scope.now : null,
      createdById: user.id,
      createdAt: scope.now,
      updatedAt: scope.now,
    })
    .returning();
  return resource(row!, scope, await embeddedForms(tx, scope.tenantId, [row!]));
}

export async function updatePage(tx: Tx, scope: Scope & { id: string; values: PageUpdate; now: Date; language: Language }): Promise<PageResource> {
  requireEditor(scope);
  const current = await findPage(tx, scope);
  const { values } = scope;
  const locale = values.locale ?? current.locale;
  const slug = values.slug ?? current.slug;
  if (slug !== current.slug || locale !== current.locale) await checkSlugFree(tx, { ...scope, locale, slug, except: current.id });
  // The first publication dates the page; publishing again later keeps that date.
  const publishedAt = values.isPublished && !current.publishedAt ? scope.now : current.publishedAt;
  const [row] = await tx
    .update(pages)
    .set({ ...values, publishedAt, updatedAt: scope.now })
    .where(and(eq(pages.tenantId, scope.tenantId), eq(pages.id, current.id)))
    .returning();
  return resource(row!, scope, await embeddedForms(tx, scope.tenantId, [row!]));
}

export async function deletePage(tx: Tx, scope: Scope & { id: string }): Promise<void> {
  requireEditor(scope);
  if (!hasRole(scope.user, ...DELETING_ROLES)) throw forbidden();
  const current = await findPage(tx, scope);
  await tx.delete(pages).where(and(eq(pages.tenantId, scope.tenantId), eq(pages.id, current.id)));
}

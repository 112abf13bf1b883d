import { and, eq } from "drizzle-orm";
import type { Tx } from "~/modules/db/client.server";
import { menuItems, pages } from "~/modules/db/schema";
import type { Menu } from "./schema";
import type { SystemPageId } from "./system-pages";

/*
 * Demo menus of a volunteer center (issue 12): a header menu with a submenu and three footer columns in
 * Dutch, and in English for centers of tenants with i18n. Content pages are linked by slug (the content seed's).
 */
type Link = { system: SystemPageId } | { slug: string };
type DemoItem = { name: string; link: Link; children?: DemoItem[] };
type DemoMenus = Partial<Record<Menu, DemoItem[]>>;

const DUTCH: DemoMenus = {
  header: [
    { name: "Vacaturebank", link: { system: "vacancy_bank" } },
    { name: "Sociale kaart", link: { system: "social_map" } },
    { name: "Nieuws", link: { system: "news" } },
    {
      name: "Over ons",
      link: { slug: "over-ons" },
      children: [
        { name: "Veelgestelde vragen", link: { slug: "veelgestelde-vragen" } },
        { name: "Succesverhalen", link: { system: "success_stories" } },
        { name: "Partners", link: { system: "partners" } },
      ],
    },
  ],
  footer_1: [
    { name: "Vacaturebank", link: { system: "vacancy_bank" } },
    { name: "Aanmelden als vrijwilliger", link: { system: "volunteer_signup" } },
    { name: "Succesverhalen", link: { system: "success_stories" } },
  ],
  footer_2: [
    { name: "Organisatie aanmelden", link: { system: "organization_signup" } },
    { name: "Sociale kaart", link: { system: "social_map" } },
  ],
  footer_3: [
    { name: "Over ons", link: { slug: "over-ons" } },
    { name: "Veelgestelde vragen", link: { slug: "veelgestelde-vragen" } },
    { name: "Nieuws", link: { system: "news" } },
    { name: "Contact", link: { system: "contact_form" } },
  ],
};

const ENGLISH: DemoMenus = {
  header: [
    { name: "Vacancy bank", link: { system: "vacancy_bank" } },
    { name: "Social map", link: { system: "social_map" } },
    { name: "About us", link: { slug: "about-us" }, children: [{ name: "Partners", link: { system: "partners" } }] },
  ],
  footer_1: [
    { name: "Vacancy bank", link: { system: "vacancy_bank" } },
    { name: "Sign up as a volunteer", link: { system: "volunteer_signup" } },
  ],
  footer_2: [
    { name: "Register an organization", link: { system: "organization_signup" } },
    { name: "Social map", link: { system: "social_map" } },
  ],
  footer_3: [
    { name: "About us", link: { slug: "about-us" } },
    { name: "Contact", link: { system: "contact_form" } },
  ],
};

export async function seedDemoMenus(tx: Tx, input: { tenantId: string; centerId: string; english: boolean; now?: Date }) {
  const now = input.now ?? new Date();
  for (const [locale, menus] of input.english ? ([["nl", DUTCH], ["en", ENGLISH]] as const) : ([["nl", DUTCH]] as const)) {
    const centerPages = await tx
      .select({ id: pages.id, slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.tenantId, input.tenantId), eq(pages.centerId, input.centerId), eq(pages.locale, locale), eq(pages.pageType, "default")));
    const pageIds = new Map(centerPages.map((page) => [page.slug, page.id]));
    const insert = async (menu: Menu, item: DemoItem, position: number, parentId: string | null) => {
      const pageId = "slug" in item.link ? pageIds.get(item.link.slug) : undefined;
      if ("slug" in item.link && !pageId) throw new Error(`The demo menu links to the page '${item.link.slug}' (${locale}), which the content seed did not make.`);
      const [row] = await tx
        .insert(menuItems)
        .values({
          tenantId: input.tenantId,
          centerId: input.centerId,
          locale,
          menu,
          parentId,
          name: item.name,
          linkType: "slug" in item.link ? "content_page" : "system_page",
          pageId: pageId ?? null,
          systemPageId: "system" in item.link ? item.link.system : null,
          position,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: menuItems.id });
      for (const [index, child] of (item.children ?? []).entries()) await insert(menu, child, index, row!.id);
    };
    for (const [menu, items] of Object.entries(menus) as Array<[Menu, DemoItem[]]>) {
      for (const [index, item] of items.entries()) await insert(menu, item, index, null);
    }
  }
}

import type { ApiClient } from "~/modules/api-client/client.server";
import { youTubeId, type Block, type BlockOf } from "./blocks";
import { renderMarkdown } from "./markdown.server";
import { pagePath } from "./paths";

/*
 * A page's blocks made ready to render: Markdown as sanitized HTML, the YouTube video id, and the data of
 * the blocks that show other content (cards of pages or vacancies, the latest news, an embedded form).
 * The components in app/components/content render the result without further requests.
 */

export type Card = { title: string; href: string; text?: string; image?: { url: string; alt: string } | null; date?: string | null };

type WithHtml<T, K extends string> = Omit<T, K> & { html?: string };

export type RenderedBlock =
  | WithHtml<BlockOf<"MarkdownText">, "markdown">
  | Exclude<Block, { type: "MarkdownText" | "ImageTextButtons" | "TextWithUsps" | "CallToAction" | "DualCta" | "YouTube" | "DynamicCards" | "NewsCarousel" | "BuilderForm" }>
  | WithHtml<BlockOf<"ImageTextButtons">, "markdown">
  | WithHtml<BlockOf<"TextWithUsps">, "markdown">
  | WithHtml<BlockOf<"CallToAction">, "markdown">
  | (Omit<BlockOf<"DualCta">, "items"> & { items: Array<Omit<BlockOf<"DualCta">["items"][number], "markdown"> & { html?: string }> })
  | (BlockOf<"YouTube"> & { videoId: string })
  | (BlockOf<"DynamicCards"> & { cards: Card[] })
  | (BlockOf<"NewsCarousel"> & { cards: Card[] })
  | (BlockOf<"BuilderForm"> & { form: { title: string; href: string } | null });

type PageRow = { title: string; slug: string; locale: string; summary: string; image: { url: string; alt: string } | null; publishedAt: string | null; pageType: string };
type VacancyRow = { id: string; title: string; city?: string | null; organizationName?: string | null };


export async function prepareBlocks(
  blocks: Block[],
  input: { api: ApiClient; locale: string; prefix: string; forms: Array<{ id: string; title: string; publicToken: string | null }> },
): Promise<RenderedBlock[]> {
  const html = (markdown?: string) => (markdown ? renderMarkdown(markdown) : undefined);
  const pageCards = async (pageType: string | undefined, count: number): Promise<Card[]> => {
    const { data } = await input.api.get<PageRow[]>("/api/v1/pages", {
      query: { ...(pageType ? { "filter[page_type]": pageType } : {}), "filter[locale]": input.locale, "filter[is_published]": "true", sort: "-published_at", "page[size]": count },
    });
    return data.map((page) => ({ title: page.title, href: pagePath(page), text: page.summary || undefined, image: page.image, date: page.publishedAt }));
  };
  const vacancyCards = async (vacancyType: string | undefined, count: number): Promise<Card[]> => {
    const { data } = await input.api.get<VacancyRow[]>("/api/v1/vacancies", {
      query: { ...(vacancyType ? { "filter[vacancy_type]": vacancyType } : {}), sort: "-created_at", "page[size]": count },
    });
    return data.map((vacancy) => ({ title: vacancy.title, href: `${input.prefix}/vacancies/${vacancy.id}`, text: [vacancy.organizationName, vacancy.city].filter(Boolean).join(" · ") || undefined }));
  };
  return Promise.all(
    blocks.map(async (block): Promise<RenderedBlock> => {
      switch (block.type) {
        case "MarkdownText": {
          const { markdown, ...rest } = block;
          return { ...rest, html: html(markdown) };
        }
        case "ImageTextButtons":
        case "TextWithUsps":
        case "CallToAction": {
          const { markdown, ...rest } = block;
          return { ...rest, html: html(markdown) } as RenderedBlock;
        }
        case "DualCta":
          return { ...block, items: block.items.map(({ markdown, ...item }) => ({ ...item, html: html(markdown) })) };
        case "YouTube":
          return { ...block, videoId: youTubeId(block.video)! };
        case "DynamicCards":
          return { ...block, cards: block.source === "pages" ? await pageCards(block.pageType, block.count) : await vacancyCards(block.vacancyType, block.count) };
        case "NewsCarousel":
          return { ...block, cards: await pageCards("news", block.count) };
        case "BuilderForm": {
          const form = input.forms.find((f) => f.id === block.formId);
          return { ...block, form: form?.publicToken ? { title: form.title, href: `${input.prefix}/forms/${form.publicToken}` } : null };
        }
        default:
          return block;
      }
    }),
  );
}

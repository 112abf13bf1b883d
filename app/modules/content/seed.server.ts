import { randomUUID } from "node:crypto";
import type { Tx } from "~/modules/db/client.server";
import { pages } from "~/modules/db/schema";
import type { Block } from "./blocks";
import { exampleBlocks } from "./examples";

/*
 * Demo content of a volunteer center (issue 12): a home page of twelve blocks (the benchmark's content page), five news items, three
 * success stories and two information pages in Dutch, and the home and an information page in English.
 */
const day = 24 * 60 * 60 * 1000;

const markdown = (text: string): Block => ({ id: randomUUID(), type: "MarkdownText", markdown: text });

export async function seedDemoContent(tx: Tx, input: { tenantId: string; centerId: string; centerName: string; createdById: string; now?: Date }) {
  const now = input.now ?? new Date();
  const { BuilderForm: _form, ...examples } = exampleBlocks();
  const base = { tenantId: input.tenantId, centerId: input.centerId, createdById: input.createdById, isPublished: true };
  const rows: Array<typeof pages.$inferInsert> = [
    {
      ...base,
      slug: "home",
      title: `Welkom bij ${input.centerName}`,
      metaTitle: "Welkom",
      summary: "Vind vrijwilligerswerk bij jou in de buurt, of zet je organisatie in de schijnwerpers.",
      publishedAt: new Date(now.getTime() - 30 * day),
      blocks: [
        examples.HeroWithSearch,
        examples.VacancyCategories,
        examples.DynamicCards,
        examples.ImageTextButtons,
        examples.TextWithUsps,
        examples.QuoteBlock,
        examples.NewsCarousel,
        examples.DualCta,
        examples.PhotoSlideshow,
        examples.Hotlinks,
        examples.LogoBar,
        examples.CallToAction,
      ],
    },
    {
      ...base,
      locale: "en",
      slug: "home",
      title: `Welcome to ${input.centerName}`,
      metaTitle: "Welcome",
      summary: "Find volunteering near you, or put your organization in the spotlight.",
      publishedAt: new Date(now.getTime() - 30 * day),
      blocks: [
        { id: randomUUID(), type: "HeroWithSearch", title: "Find volunteering", subtitle: "Over a hundred organizations are looking for you" },
        markdown("## Make a difference\n\nVolunteers help people in the neighbourhood **every day**. [See the vacancies](/vacancies/search)."),
        { id: randomUUID(), type: "NewsCarousel", title: "News", count: 3 },
      ],
    },
    {
      ...base,
      slug: "over-ons",
      title: "Over ons",
      summary: `Wie we zijn en wat ${input.centerName} doet.`,
      publishedAt: new Date(now.getTime() - 60 * day),
      blocks: [markdown(`## Wie we zijn\n\n${input.centerName} brengt vrijwilligers en organisaties samen.\n\n- Advies voor vrijwilligers\n- Ondersteuning van organisaties\n- Trainingen en bijeenkomsten`), examples.SectionTitle, examples.FourCards],
    },
    {
      ...base,
      locale: "en",
      slug: "about-us",
      title: "About us",
      summary: `Who we are and what ${input.centerName} does.`,
      publishedAt: new Date(now.getTime() - 60 * day),
      blocks: [markdown(`## Who we are\n\n${input.centerName} brings volunteers and organizations together.`)],
    },
    {
      ...base,
      slug: "veelgestelde-vragen",
      title: "Veelgestelde vragen",
      summary: "Antwoorden op de vragen die we het vaakst krijgen.",
      publishedAt: new Date(now.getTime() - 50 * day),
      blocks: [markdown("## Kost vrijwilligerswerk geld?\n\nNee. Soms krijg je een onkostenvergoeding.\n\n## Ben ik verzekerd?\n\nJa, via de vrijwilligersverzekering van de gemeente."), examples.CallToAction],
    },
    ...["Nieuwe vacaturebank online", "Vrijwilligersprijs uitgereikt", "Training omgaan met dementie", "Buurtkracht zoekt kookmaatjes", "Terugblik op NLdoet"].map((title, index) => ({
      ...base,
      pageType: "news" as const,
      slug: title.toLowerCase().replaceAll(" ", "-"),
      title,
      summary: `${title}: lees het hele bericht.`,
      featured: index === 0,
      image: { url: "/uploads/demo/garden.svg", alt: "Vrijwilligers in de buurttuin", decorative: false },
      publishedAt: new Date(now.getTime() - (index + 1) * 3 * day),
      blocks: [markdown(`${title}. Dit is een nieuwsbericht van ${input.centerName}.`)],
    })),
    ...["Fatima werd taalmaatje", "Henk fietst met ouderen", "De buurttuin bloeit op"].map((title, index) => ({
      ...base,
      pageType: "success_story" as const,
      slug: title.toLowerCase().replaceAll(" ", "-"),
      title,
      summary: `${title}: een verhaal uit de buurt.`,
      image: { url: "/uploads/demo/coffee.svg", alt: "Twee mensen aan de koffie", decorative: false },
      publishedAt: new Date(now.getTime() - (index + 2) * 10 * day),
      blocks: [examples.QuoteBlock, markdown(`${title}. Een succesverhaal van ${input.centerName}.`)],
    })),
  ];
  await tx.insert(pages).values(rows.map((row) => ({ ...row, createdAt: row.publishedAt ?? now, updatedAt: row.publishedAt ?? now })));
}

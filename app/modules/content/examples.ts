import { randomUUID } from "node:crypto";
import type { Block, BlockOf, BlockType } from "./blocks";

/**
 * One filled-in block of every type: the demo content's home page and the tests use them. Images are the
 * repository's own demo images (public/demo), links stay on the site.
 */
export function exampleBlocks(options: { formId?: string } = {}): { [T in BlockType]: BlockOf<T> } {
  const id = () => randomUUID();
  const photo = (name: string, alt: string) => ({ url: `/uploads/demo/${name}.svg`, alt, decorative: false });
  return {
    MarkdownText: { id: id(), type: "MarkdownText", markdown: "## Samen maken we het verschil\n\nVrijwilligers helpen **elke dag** mensen in de buurt. [Bekijk de vacatures](/vacancies/search)." },
    Image: { id: id(), type: "Image", image: photo("garden", "Vrijwilligers werken samen in een buurttuin"), caption: "De buurttuin in de zomer" },
    ImageTextButtons: {
      id: id(),
      type: "ImageTextButtons",
      image: photo("coffee", "Twee mensen drinken koffie aan een keukentafel"),
      title: "Word maatje",
      markdown: "Een uur per week maakt voor iemand een wereld van verschil.",
      imagePosition: "right",
      buttons: [{ label: "Bekijk maatjesvacatures", href: "/vacancies/search?q=maatje", variant: "primary" }],
    },
    FourCards: {
      id: id(),
      type: "FourCards",
      title: "Waar kun je helpen?",
      cards: [
        { title: "Sport", text: "Trainers en begeleiders gezocht.", href: "/vacancies/search?q=sport" },
        { title: "Zorg", text: "Bezoek ouderen in de buurt.", href: "/vacancies/search?q=ouderen" },
      ],
    },
    DynamicCards: { id: id(), type: "DynamicCards", title: "Nieuwste vacatures", source: "vacancies", count: 3 },
    YouTube: { id: id(), type: "YouTube", video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Vrijwilligers vertellen over hun werk" },
    TextWithUsps: { id: id(), type: "TextWithUsps", title: "Waarom vrijwilligerswerk?", markdown: "Het is goed voor jou én voor een ander.", usps: ["Nieuwe mensen ontmoeten", "Ervaring opdoen", "Iets betekenen in je buurt"] },
    QuoteBlock: { id: id(), type: "QuoteBlock", quote: "Ik kwam om te helpen en vond vrienden.", author: "Fatima", role: "Taalmaatje" },
    PhotoSlideshow: {
      id: id(),
      type: "PhotoSlideshow",
      title: "Een jaar vrijwilligerswerk",
      photos: [photo("garden", "De buurttuin"), photo("coffee", "Koffie in het buurthuis"), photo("bike", "Een fietstocht met ouderen")],
      autoplay: false,
      intervalSeconds: 6,
    },
    PhotoHero: { id: id(), type: "PhotoHero", image: photo("bike", "Vrijwilligers op de fiets"), title: "Doe mee in je buurt", subtitle: "Vind vrijwilligerswerk dat bij je past", button: { label: "Zoek vacatures", href: "/vacancies/search", variant: "white" } },
    Hotlinks: { id: id(), type: "Hotlinks", title: "Direct naar", links: [{ label: "Vacaturebank", href: "/vacancies/search" }, { label: "Sociale kaart", href: "/sociale-kaart" }] },
    CallToAction: { id: id(), type: "CallToAction", title: "Heb je een organisatie?", markdown: "Plaats gratis je vacatures.", button: { label: "Meld je organisatie aan", href: "/organizations/signup", variant: "secondary" } },
    DualCta: {
      id: id(),
      type: "DualCta",
      items: [
        { title: "Ik wil helpen", button: { label: "Vacatures", href: "/vacancies/search", variant: "primary" } },
        { title: "Ik zoek hulp", button: { label: "Neem contact op", href: "/contactformulier", variant: "outline" } },
      ],
    },
    NewsCarousel: { id: id(), type: "NewsCarousel", title: "Nieuws", count: 6 },
    SectionTitle: { id: id(), type: "SectionTitle", title: "Uitgelicht", subtitle: "Wat er speelt in de buurt" },
    BuilderForm: { id: id(), type: "BuilderForm", formId: options.formId ?? randomUUID() },
    LogoBar: { id: id(), type: "LogoBar", title: "Onze partners", logos: [{ image: photo("logo-gemeente", "Gemeente"), href: "/partners" }] },
    VacancyCategories: { id: id(), type: "VacancyCategories", title: "Kies een categorie", categories: [{ label: "Taal", vacancyType: "language" }, { label: "Eenmalig", tag: "once" }, { label: "Koken", q: "koken" }] },
    HeroWithSearch: { id: id(), type: "HeroWithSearch", title: "Vind vrijwilligerswerk", subtitle: "Meer dan honderd organisaties zoeken jou" },
  };
}

export function exampleBlockList(options: { formId?: string } = {}): Block[] {
  return Object.values(exampleBlocks(options)) as Block[];
}

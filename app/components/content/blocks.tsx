import { Link } from "react-router";
import type { ButtonVariant, Image as ContentImage } from "~/modules/content/blocks";
import type { Card, RenderedBlock } from "~/modules/content/render.server";
import { useTranslation } from "~/modules/i18n/use-translation";
import { useLocalizedPath } from "~/lib/i18n";
import { formatDay } from "~/lib/dates";
import { imageSources } from "~/modules/media/sources";

/*
 * The content blocks as visitors see them (issue 12), rendered on the server: every block works without
 * JavaScript. Headings below the page title start at h2. Texts of the platform itself come from the
 * `content` namespace; everything else is the editor's.
 */

const BUTTON_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary-hover",
  secondary: "bg-secondary text-on-secondary hover:opacity-90",
  tertiary: "bg-surface-muted text-text hover:bg-border",
  outline: "border-2 border-primary text-primary hover:bg-primary hover:text-on-primary",
  outlineSecondary: "border-2 border-secondary text-secondary hover:bg-secondary hover:text-on-secondary",
  light: "bg-surface text-primary hover:bg-surface-muted",
  white: "bg-white text-gray-900 hover:bg-gray-100",
};

function ContentLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const lp = useLocalizedPath();
  if (href.startsWith("/")) {
    return (
      <Link to={lp(href)} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={className} rel={external ? "noopener noreferrer" : undefined}>
      {children}
    </a>
  );
}

function ContentButton({ button }: { button: { label: string; href: string; variant: ButtonVariant } }) {
  return (
    <ContentLink
      href={button.href}
      className={`inline-flex items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${BUTTON_CLASSES[button.variant]}`}
    >
      {button.label}
    </ContentLink>
  );
}

/**
 * An image of a block. An upload (decision 026) comes with its WebP widths as srcset, its JPEG or PNG as src
 * (for browsers without srcset) and its size, so the page does not jump while it loads.
 */
function Picture({ image, className, sizes = "(min-width: 1280px) 1280px, 100vw" }: { image: ContentImage | { url: string; alt: string }; className?: string; sizes?: string }) {
  const decorative = "decorative" in image && image.decorative;
  const sources = imageSources(image.url);
  const responsive = sources ? { srcSet: sources.webpSrcSet, sizes, width: sources.width, height: sources.height } : {};
  return <img src={image.url} {...responsive} alt={decorative ? "" : image.alt} className={className} loading="lazy" decoding="async" />;
}

function Prose({ html }: { html?: string }) {
  if (!html) return null;
  return <div className="prose max-w-none dark:prose-invert" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Heading({ title }: { title?: string }) {
  return title ? <h2 className="text-2xl font-bold">{title}</h2> : null;
}

/** A block with an optional title over its content; a landmark (named by its title, else `label`) when `label` is given. */
function Titled({ title, label, children }: { title?: string; label?: string; children: React.ReactNode }) {
  const body = (
    <>
      <Heading title={title} />
      {children}
    </>
  );
  return label ? (
    <section className="flex flex-col gap-4" aria-label={title ?? label}>
      {body}
    </section>
  ) : (
    <div className="flex flex-col gap-4">{body}</div>
  );
}

function Cards({ cards, empty }: { cards: Card[]; empty: string }) {
  const { i18n } = useTranslation();
  if (cards.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
          {card.image ? <Picture image={card.image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-video w-full rounded object-cover" /> : null}
          <ContentLink href={card.href} className="text-lg font-semibold text-primary underline-offset-4 hover:underline">
            {card.title}
          </ContentLink>
          {card.date ? <p className="text-sm text-muted">{formatDay(card.date, i18n.language)}</p> : null}
          {card.text ? <p>{card.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Block({ block }: { block: RenderedBlock }) {
  const { t } = useTranslation("content");
  const lp = useLocalizedPath();
  switch (block.type) {
    case "MarkdownText":
      return <Prose html={block.html} />;
    case "Image":
      return (
        <figure className="flex flex-col gap-2">
          <Picture image={block.image} className="w-full rounded-lg" />
          {block.caption ? <figcaption className="text-sm text-muted">{block.caption}</figcaption> : null}
        </figure>
      );
    case "ImageTextButtons":
      return (
        <div className={`grid items-center gap-6 md:grid-cols-2 ${block.imagePosition === "right" ? "md:[&>img]:order-2" : ""}`}>
          <Picture image={block.image} className="w-full rounded-lg" />
          <div className="flex flex-col gap-4">
            <Heading title={block.title} />
            <Prose html={block.html} />
            {block.buttons.length > 0 ? (
              <div className="flex flex-wrap gap-3">
                {block.buttons.map((button) => (
                  <ContentButton key={`${button.href}-${button.label}`} button={button} />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      );
    case "FourCards":
      return (
        <Titled title={block.title}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {block.cards.map((card) => (
              <li key={card.title} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                {card.image ? <Picture image={card.image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-video w-full rounded object-cover" /> : null}
                <h3 className="text-lg font-semibold">{card.href ? <ContentLink href={card.href} className="text-primary underline-offset-4 hover:underline">{card.title}</ContentLink> : card.title}</h3>
                {card.text ? <p>{card.text}</p> : null}
              </li>
            ))}
          </ul>
        </Titled>
      );
    case "DynamicCards":
      return (
        <Titled title={block.title}>
          <Cards cards={block.cards} empty={t("noCards")} />
        </Titled>
      );
    case "YouTube":
      // No request to YouTube before the visitor asks: a link to the privacy-enhanced player, no thumbnail.
      return (
        <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-gray-900 p-6 text-center text-white">
          <a
            href={`https://www.youtube-nocookie.com/embed/${block.videoId}?autoplay=1`}
            className="inline-flex flex-col items-center gap-3 rounded-md p-4 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            rel="noopener noreferrer"
          >
            <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-2xl text-gray-900">
              ▶
            </span>
            <span className="text-lg font-semibold">{t("playVideo", { title: block.title })}</span>
            <span className="text-sm">{t("youTubeNotice")}</span>
          </a>
        </div>
      );
    case "TextWithUsps":
      return (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <Heading title={block.title} />
            <Prose html={block.html} />
          </div>
          <ul className="flex flex-col gap-3">
            {block.usps.map((usp) => (
              <li key={usp} className="flex items-start gap-2">
                <span aria-hidden="true" className="font-bold text-primary">
                  ✓
                </span>
                {usp}
              </li>
            ))}
          </ul>
        </div>
      );
    case "QuoteBlock":
      return (
        <figure className="flex items-center gap-6 rounded-lg bg-surface p-6">
          {block.image ? <Picture image={block.image} sizes="80px" className="h-20 w-20 rounded-full object-cover" /> : null}
          <div className="flex flex-col gap-2">
            <blockquote className="text-xl italic">“{block.quote}”</blockquote>
            <figcaption className="font-semibold">
              {block.author}
              {block.role ? <span className="font-normal text-muted">, {block.role}</span> : null}
            </figcaption>
          </div>
        </figure>
      );
    case "PhotoSlideshow":
      // Without JavaScript the photos are a row the visitor scrolls (by keyboard too): nothing moves by itself.
      return (
        <Titled title={block.title} label={t("slideshow")}>
          <ul className="flex snap-x gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-primary" tabIndex={0} aria-label={t("slideshowPhotos", { count: block.photos.length })}>
            {block.photos.map((photo, index) => (
              <li key={`${photo.url}-${index}`} className="w-4/5 shrink-0 snap-start sm:w-1/2">
                <Picture image={photo} sizes="(min-width: 768px) 50vw, 100vw" className="aspect-video w-full rounded-lg object-cover" />
              </li>
            ))}
          </ul>
        </Titled>
      );
    case "PhotoHero":
      return (
        <div className="relative overflow-hidden rounded-lg">
          <Picture image={block.image} className="h-80 w-full object-cover" />
          <div className="absolute inset-0 flex flex-col items-start justify-end gap-3 bg-gradient-to-t from-black/70 to-transparent p-6 text-white">
            <h2 className="text-3xl font-bold">{block.title}</h2>
            {block.subtitle ? <p className="text-lg">{block.subtitle}</p> : null}
            {block.button ? <ContentButton button={block.button} /> : null}
          </div>
        </div>
      );
    case "Hotlinks":
      return (
        <nav className="flex flex-col gap-3" aria-label={block.title ?? t("hotlinks")}>
          <Heading title={block.title} />
          <ul className="flex flex-wrap gap-3">
            {block.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <ContentLink href={link.href} className="inline-flex rounded-full border border-border bg-surface px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      );
    case "CallToAction":
      return (
        <div className="flex flex-col items-start gap-4 rounded-lg bg-primary p-8 text-on-primary">
          <h2 className="text-2xl font-bold">{block.title}</h2>
          {/* The text takes the colour on primary (light or dark theme), not prose's own colours. */}
          {block.html ? <div className="flex flex-col gap-2 [&_a]:font-semibold [&_a]:underline" dangerouslySetInnerHTML={{ __html: block.html }} /> : null}
          <ContentButton button={block.button} />
        </div>
      );
    case "DualCta":
      return (
        <div className="grid gap-4 md:grid-cols-2">
          {block.items.map((item) => (
            <div key={item.title} className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-6">
              <h2 className="text-xl font-bold">{item.title}</h2>
              <Prose html={item.html} />
              <ContentButton button={item.button} />
            </div>
          ))}
        </div>
      );
    case "NewsCarousel":
      return (
        <Titled title={block.title} label={t("news")}>
          <Cards cards={block.cards} empty={t("noNews")} />
        </Titled>
      );
    case "SectionTitle":
      return (
        <div className="flex flex-col gap-1">
          <h2 className="text-3xl font-bold">{block.title}</h2>
          {block.subtitle ? <p className="text-lg text-muted">{block.subtitle}</p> : null}
        </div>
      );
    case "BuilderForm":
      return block.form ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-surface p-6">
          <h2 className="text-xl font-bold">{block.form.title}</h2>
          <Link to={block.form.href} className="inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover">
            {t("fillInForm")}
          </Link>
        </div>
      ) : null;
    case "LogoBar":
      return (
        <Titled title={block.title} label={t("logos")}>
          <ul className="flex flex-wrap items-center gap-8">
            {block.logos.map((logo, index) => (
              <li key={`${logo.image.url}-${index}`}>
                {logo.href ? (
                  <ContentLink href={logo.href}>
                    <Picture image={logo.image} sizes="12rem" className="h-12 w-auto" />
                  </ContentLink>
                ) : (
                  <Picture image={logo.image} sizes="12rem" className="h-12 w-auto" />
                )}
              </li>
            ))}
          </ul>
        </Titled>
      );
    case "VacancyCategories":
      return (
        <Titled title={block.title} label={t("categories")}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {block.categories.map((category) => {
              const query = new URLSearchParams();
              if (category.vacancyType) query.set("type", category.vacancyType);
              if (category.tag) query.set("tags", category.tag);
              if (category.q) query.set("q", category.q);
              return (
                <li key={category.label}>
                  <Link to={`${lp("/vacancies/search")}?${query}`} className="flex rounded-lg border border-border bg-surface p-4 font-semibold text-primary hover:bg-surface-muted">
                    {category.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Titled>
      );
    case "HeroWithSearch":
      return (
        <div className="relative overflow-hidden rounded-lg bg-primary text-on-primary">
          {block.image ? <Picture image={block.image} className="absolute inset-0 h-full w-full object-cover opacity-30" /> : null}
          <div className="relative flex flex-col gap-4 p-8 md:p-12">
            <h2 className="text-3xl font-bold">{block.title}</h2>
            {block.subtitle ? <p className="text-lg">{block.subtitle}</p> : null}
            <form method="get" action={lp("/vacancies/search")} role="search" className="flex max-w-xl flex-wrap gap-2">
              <label className="sr-only" htmlFor={`hero-search-${block.id}`}>
                {t("searchLabel")}
              </label>
              <input id={`hero-search-${block.id}`} name="q" type="search" placeholder={t("searchPlaceholder")} className="min-w-0 flex-1 rounded-md border border-border bg-surface px-3 py-2 text-text" />
              <button type="submit" className="rounded-md bg-surface px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
                {t("search")}
              </button>
            </form>
          </div>
        </div>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: RenderedBlock[] }) {
  return (
    <div className="flex flex-col gap-12">
      {blocks.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </div>
  );
}

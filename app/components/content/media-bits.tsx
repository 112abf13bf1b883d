import { Link } from "react-router";
import { secondaryLinkClass } from "~/components/list-kit";
import { useLocalizedPath } from "~/lib/i18n";
import { useTranslation } from "~/modules/i18n/use-translation";
import { formatBytes, IMAGE_MAX_BYTES } from "~/modules/media/limits";
import type { ImageSources } from "~/modules/media/sources";

/*
 * What the image pages of /content (file-upload, stock-images) share: the small picture of a list row, the
 * links between the content pages, and the media namespace's own messages.
 */

/** A list row's picture: the WebP widths, the JPEG/PNG fallback, 96 px wide; decorative (the row names it). */
export function Thumbnail({ sources }: { sources: ImageSources }) {
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes="96px" />
      <img src={sources.src} srcSet={sources.srcSet} sizes="96px" width={96} height={Math.round((96 * sources.height) / sources.width)} alt="" className="h-auto w-24 rounded" loading="lazy" decoding="async" />
    </picture>
  );
}

export type ContentSection = "pages" | "file-upload" | "stock-images";

/** Links to the other content pages an editor uses beside this one (spec §2: the children of Content). */
export function ContentLinks({ current }: { current: ContentSection }) {
  const { t } = useTranslation("media");
  const lp = useLocalizedPath();
  const links = [
    { section: "pages", to: "/content" },
    { section: "file-upload", to: "/content/file-upload" },
    { section: "stock-images", to: "/content/stock-images" },
  ] as const;
  return (
    <>
      {links
        .filter((link) => link.section !== current)
        .map((link) => (
          <Link key={link.section} to={lp(link.to)} className={secondaryLinkClass}>
            {t(`links.${link.section}`)}
          </Link>
        ))}
    </>
  );
}

/** Messages of the media forms: keys of this namespace (told with the field's name and the limit), or the API's sentences. */
export function useMediaMessage() {
  const { t } = useTranslation("media");
  const size = formatBytes(IMAGE_MAX_BYTES);
  return (message: string) => (message.startsWith("media:") ? t(message.slice("media:".length), { field: t("errors.theImage"), size }) : message);
}

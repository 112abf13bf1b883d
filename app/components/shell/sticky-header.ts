import { useEffect, useRef, useState } from "react";

/** The most of the screen's height a sticky header may take; a taller one scrolls away with the page (decision 064). */
const MAX_SHARE_OF_SCREEN = 0.25;

/**
 * A center's sticky header (theme.header.sticky), what both headers spread on their <header>: the ref that measures
 * it, its class and its `data-sticky` mark (the theme's wish, for the tests).
 *
 * It stays at the top of screens from lg (64rem) wide only (decision 063): narrower, the header wraps to 13rem and more
 * (203 px of a 375 × 700 phone, 251 px of 256 at 320 px wide, a laptop zoomed to 400 %), and would hide most of the page.
 *
 * And only once it has measured itself, while it takes at most a quarter of the screen's height (decision 064): its
 * height depends on the menu's items (a role's, a center's), the language, the person's font size and the width, from
 * 65 px to 521 px at 1024 px wide. Without JavaScript no estimate fits them all, so the header then scrolls away.
 * It tells the page its height (--sticky-header-height on <html>, read by app.css's scroll-padding-top), so that an
 * element scrolled into view by focus (Shift+Tab upwards, a skip link, a form's first error) lands below the header
 * instead of under it (WCAG 2.4.11).
 */
export function useStickyHeader<T extends HTMLElement>(sticky: boolean) {
  const ref = useRef<T>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const header = ref.current;
    if (!sticky || !header) return;
    const root = document.documentElement;
    let stuck = false;
    const measure = () => {
      const height = header.offsetHeight;
      const small = height <= window.innerHeight * MAX_SHARE_OF_SCREEN;
      if (small) root.style.setProperty("--sticky-header-height", `${height}px`);
      else root.style.removeProperty("--sticky-header-height");
      // A page opened at a fragment was scrolled to it before the header stuck: it would now cover the target's top.
      if (small && !stuck) document.querySelector(":target")?.scrollIntoView();
      stuck = small;
      setFits(small);
    };
    // The header's height changes with the menu's wrapping and the font size; the screen's with the window.
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--sticky-header-height");
      setFits(false);
    };
  }, [sticky]);
  return { ref, className: sticky && fits ? "lg:sticky lg:top-0" : "", "data-sticky": sticky ? "" : undefined };
}

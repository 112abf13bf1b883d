import { useEffect, useRef } from "react";

/**
 * A center's sticky header (theme.header.sticky), what both headers spread on their <header>: the ref that measures
 * it, its class and its `data-sticky` mark (for app.css's scroll-padding and the tests).
 *
 * It stays at the top of screens from lg (64rem) wide only (decision 063): narrower, the header wraps to 13rem and more
 * (203 px of a 375 × 700 phone, 251 px of 256 at 320 px wide, a laptop zoomed to 400 %), and would hide most of the page.
 *
 * It tells the page its height (--sticky-header-height on <html>, read by app.css's scroll-padding-top), so that an
 * element scrolled into view by focus (Shift+Tab upwards, a skip link, a form's first error) lands below the header
 * instead of under it (WCAG 2.4.11). The height changes with the menu's wrapping and the font size.
 */
export function useStickyHeader<T extends HTMLElement>(sticky: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!sticky || !header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--sticky-header-height", `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--sticky-header-height");
    };
  }, [sticky]);
  return sticky ? { ref, className: "lg:sticky lg:top-0", "data-sticky": "" } : { ref, className: "", "data-sticky": undefined };
}

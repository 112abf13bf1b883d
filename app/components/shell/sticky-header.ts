import { useEffect, useRef } from "react";

/**
 * A center's sticky header (theme.header.sticky) stays at the top of screens from lg (64rem) wide only (decision 063):
 * narrower, the header wraps to 13rem and more (203 px of a 375 × 700 phone, 251 px of 256 at 320 px wide, a laptop
 * zoomed to 400 %), and would hide most of the page. `data-sticky` marks it for app.css's scroll-padding and the tests.
 */
export function stickyHeaderAttributes(sticky: boolean) {
  return sticky ? { className: "lg:sticky lg:top-0", "data-sticky": "" } : { className: "", "data-sticky": undefined };
}

/**
 * A sticky header tells the page its height (--sticky-header-height on <html>, read by app.css's scroll-padding-top),
 * so that an element scrolled into view by focus (Shift+Tab upwards, a skip link, a form's first error) lands below
 * the header instead of under it (WCAG 2.4.11). The height changes with the menu's wrapping and the font size.
 */
export function useStickyHeaderHeight<T extends HTMLElement>(sticky: boolean) {
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
  return ref;
}

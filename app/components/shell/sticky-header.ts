import { useEffect, useRef } from "react";

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

import { useEffect, type RefObject } from "react";

/** The part of a control's box (getBoundingClientRect) that tells whether it shows on the screen. */
type Box = Pick<DOMRectReadOnly, "top" | "bottom" | "height">;

/**
 * Whether a control is cut off by the top or bottom edge of a screen `viewportHeight` high, in part or in whole, and
 * would fit on it: then it is worth scrolling into view. One taller than the screen (a long editor being typed in)
 * is left where it is; scrolling would only move its other end out of sight.
 */
export function isCutOff(box: Box, viewportHeight: number) {
  const cutOff = box.top < 0 || box.bottom > viewportHeight;
  return cutOff && box.height < viewportHeight;
}

/**
 * After a post keeps the keyboard user on the control they pressed, that control is scrolled back into view when the
 * page moved it off the screen: by as little as needed and at once, so the page does not jump further than that.
 */
export function keepInSight(control: Element) {
  if (isCutOff(control.getBoundingClientRect(), window.innerHeight)) control.scrollIntoView({ block: "nearest", behavior: "instant" });
}

/**
 * Keeps the focused control inside `container` in sight while the container resizes (the page above it grows with
 * what was posted, a new editor or a late chunk starts), until the user's next key, pointer or wheel press. Returns
 * the function that stops watching. A scroll at the moment a post comes back can be too early: the page grows after it.
 */
export function keepFocusInSightWhileResizing(container: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    const focused = document.activeElement;
    if (focused && container.contains(focused)) keepInSight(focused);
  });
  observer.observe(container);
  const stops = ["keydown", "pointerdown", "wheel", "touchstart"] as const;
  const stop = () => {
    observer.disconnect();
    for (const type of stops) window.removeEventListener(type, stop);
  };
  for (const type of stops) window.addEventListener(type, stop, { once: true, passive: true });
  return stop;
}

/**
 * For a form that posts with a fetcher and stays on the page (the root's useFocusAfterPost only sees navigations):
 * `posts` counts the posts that came back; after each, the focused control in the form is kept in sight while the form
 * resizes, until the keyboard user's next key or pointer press.
 */
export function useKeepFocusInSight(formRef: RefObject<HTMLElement | null>, posts: number) {
  useEffect(() => {
    const form = formRef.current;
    if (posts === 0 || !form) return;
    return keepFocusInSightWhileResizing(form);
  }, [formRef, posts]);
}

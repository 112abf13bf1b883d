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
 * For a form that posts with a fetcher and stays on the page (the root's useFocusAfterPost only sees navigations):
 * `posts` counts the posts that came back; after each, the focused control in the form is kept in sight while the form
 * resizes (the page above it grows with what was posted, a new editor starts), until the keyboard user's next key or
 * pointer press. A scroll at the moment the post comes back is too early: the form grows after it.
 */
export function useKeepFocusInSight(formRef: RefObject<HTMLElement | null>, posts: number) {
  useEffect(() => {
    const form = formRef.current;
    if (posts === 0 || !form) return;
    const observer = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (focused && form.contains(focused)) keepInSight(focused);
    });
    observer.observe(form);
    const stop = () => observer.disconnect();
    window.addEventListener("keydown", stop, { once: true });
    window.addEventListener("pointerdown", stop, { once: true });
    return () => {
      stop();
      window.removeEventListener("keydown", stop);
      window.removeEventListener("pointerdown", stop);
    };
  }, [formRef, posts]);
}

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus goes to the page's <main> (as the skip link does), so keyboard
 * and screen-reader users start on the new page's content instead of staying on the menu link they followed, or on
 * nothing when that link is gone. Only where nothing on the new page took the focus already (a form's first error, a
 * status it announces) and not for a new search or page of the same list (same path: focus stays in the filter form).
 */
export function useFocusMainAfterNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * For a step that replaces the form it came from on the same page (a preview, a result): the step takes the focus
 * when it shows, so the keyboard user is not left on nothing (the button they pressed is gone) and a screen reader
 * reads the step's heading. Give the element tabIndex={-1}. A step that stays on the page while it is asked for again
 * (a second preview of changed wording) passes what it shows, `shown`: each new one takes the focus as well.
 */
export function useFocusOnShow<T extends HTMLElement>(shown?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [shown]);
  return ref;
}

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

import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigation } from "react-router";
import { keepFocusInSightWhileResizing, keepInSight } from "./keep-in-sight";

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
 * After a form post that comes back to the same page (a save, an approval, a deletion from a list), the keyboard user is
 * not left on nothing or on a button out of sight. The post's redirect scrolls the page to the top (the toast is fixed,
 * so nothing needs that): a focused control that is now off the screen, or cut off by its edge, is scrolled back into
 * view (keepInSight; a form that posts with a fetcher does the same with useKeepFocusInSight); where the pressed
 * button went away with its row (an approved organization), the focus goes to the page's <main>, as after navigating.
 * The page may still grow after the post came back (an editor's blocks mounting again, a late chunk on a slow device):
 * the focused control is kept in sight while <main> resizes, until the user's next key or pointer press.
 *
 * A post is told by the router itself, not by the navigation states React renders: those are transitions, and on a
 * slow or busy device React renders only the last of a quick post's 'submitting', 'loading' and 'idle' — the page came
 * back scrolled to the top with nothing seen posting, and the pressed button stayed out of sight.
 */
export function useFocusAfterPost() {
  const router = useContext(DataRouterContext)?.router;
  const navigation = useNavigation();
  const { key } = useLocation();
  const posting = useRef(false);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);
  useEffect(
    () =>
      router?.subscribe(({ navigation: { state, formMethod } }) => {
        if (state !== "idle" && isMutation(formMethod)) posting.current = true;
      }),
    [router],
  );
  useEffect(() => {
    stopWatching.current?.();
    stopWatching.current = null;
    // The subscription above has seen the post, whichever of its states React rendered.
    if (navigation.state !== "idle" || !posting.current) return;
    posting.current = false;
    const focused = document.activeElement;
    if (!focused || focusWasLost()) {
      document.getElementById("main")?.focus({ preventScroll: true });
      return;
    }
    keepInSight(focused);
    const main = document.getElementById("main");
    if (main?.contains(focused)) stopWatching.current = keepFocusInSightWhileResizing(main);
    // The location's key as well: when React skipped the post's states, only the new location shows it came back.
  }, [navigation.state, key]);
}

const isMutation = (method: string | undefined) => method !== undefined && method.toUpperCase() !== "GET";

/**
 * Whether the keyboard user's focus was lost: it is on nothing (the page's <body>, where the browser leaves it when the
 * focused control goes away), or on an element no longer in the page (Chromium reports <body> at once; a browser that
 * reports the removed element until its next rendering, as the standard's focus fixup allows, gives it no keys either).
 * A hook that places the focus after something went away does so only then, so a control that stays keeps it.
 */
export function focusWasLost() {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
}

/**
 * For a step that replaces the form it came from on the same page (a preview, a result): the step takes the focus
 * when it shows, so the keyboard user is not left on nothing (the button they pressed is gone) and a screen reader
 * reads the step's heading. Give the element tabIndex={-1}. A step that stays on the page while it is asked for again
 * (a second preview of changed wording) passes what it shows, `shown`: each new one takes the focus as well.
 *
 * `onlyWhenLost`: for a step shown by a GET to the same page that may or may not take away the control used (decision
 * 073; the data viewer's table: 'Openen' goes, a sort or filter of the same table stays). The step takes the focus
 * only when `shown` changed and the focus was lost (focusWasLost), not when it mounts: a page load has the focus on
 * nothing as well, and leaves it at the top of the page.
 */
export function useFocusOnShow<T extends HTMLElement>(shown?: unknown, { onlyWhenLost = false } = {}) {
  const ref = useRef<T>(null);
  const previous = useRef(shown);
  useEffect(() => {
    const changed = previous.current !== shown;
    previous.current = shown;
    if (onlyWhenLost && (!changed || !focusWasLost())) return;
    // Scrolled to its start (below a sticky header, app.css's scroll-padding), not only until it shows: a step taller
    // than the screen came up from below with its heading under the header.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [shown, onlyWhenLost]);
  return ref;
}

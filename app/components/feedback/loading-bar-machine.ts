/*
 * The loading bar's states (spec §4: idle → loading → finished | error) and
 * timings (spec §9), free of React so they can be tested with fake timers.
 *
 * A navigation shorter than the throttle never shows the bar. Once shown, the
 * bar creeps toward 90 % (reaching ~85 % after `duration`), jumps to 100 % on
 * finishing, fades out after the hide delay and is back at 0 after the reset
 * delay. A navigation that starts while the bar fades out takes it over.
 */

export const LOADING_BAR_TIMINGS = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 } as const;
export const LOADING_BAR_TICK_MS = 100;
const CEILING = 0.9;

export type LoadingBarStatus = "idle" | "loading" | "finished" | "error";
export type LoadingBarState = { status: LoadingBarStatus; visible: boolean; progress: number };

/** Eases toward the ceiling: fast at first, never quite arriving. */
export function estimatedProgress(elapsed: number, duration: number): number {
  return CEILING * (1 - Math.exp((-3 * elapsed) / duration));
}

export type LoadingBarMachine = ReturnType<typeof createLoadingBarMachine>;

export type LoadingBarTimings = Record<keyof typeof LOADING_BAR_TIMINGS, number>;

export function createLoadingBarMachine(timings: Partial<LoadingBarTimings> = {}, now = () => Date.now()) {
  const { throttle, duration, hideDelay, resetDelay } = { ...LOADING_BAR_TIMINGS, ...timings };
  let state: LoadingBarState = { status: "idle", visible: false, progress: 0 };
  const listeners = new Set<() => void>();
  let pending: ReturnType<typeof setTimeout> | null = null;
  let later: ReturnType<typeof setTimeout> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  let startedAt = 0;

  const set = (next: LoadingBarState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    if (pending !== null) clearTimeout(pending);
    if (later !== null) clearTimeout(later);
    if (ticker !== null) clearInterval(ticker);
    pending = later = ticker = null;
  };

  const show = () => {
    clearTimers();
    startedAt = now();
    set({ status: "loading", visible: true, progress: 0 });
    ticker = setInterval(() => {
      set({ ...state, progress: estimatedProgress(now() - startedAt, duration) });
    }, LOADING_BAR_TICK_MS);
  };

  const end = (status: "finished" | "error") => {
    if (pending !== null) {
      // Shorter than the throttle: it never showed, and stays that way.
      clearTimers();
      return;
    }
    if (state.status === "idle") return;
    if (state.status === "loading") {
      clearTimers();
      set({ status, visible: true, progress: 1 });
      later = setTimeout(() => {
        set({ ...state, visible: false });
        later = setTimeout(() => {
          later = null;
          set({ status: "idle", visible: false, progress: 0 });
        }, resetDelay);
      }, hideDelay);
    } else if (status === "error" && state.status === "finished") {
      // The error became known after the navigation ended (e.g. the error boundary rendered).
      set({ ...state, status });
    }
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (pending !== null || state.status === "loading") return;
      if (state.status === "idle") pending = setTimeout(show, throttle);
      else show();
    },
    finish: () => end("finished"),
    fail: () => end("error"),
    destroy() {
      clearTimers();
      listeners.clear();
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DEFAULT_DURATION } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A store as the browser has it: subscribed (hydrated), so countdowns run. */
function subscribedStore(...args: Parameters<typeof createToastStore>) {
  const store = createToastStore(...args);
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  return { store, listener, unsubscribe };
}

describe("toast store", () => {
  it("fills in the spec's defaults", () => {
    const { store } = subscribedStore();
    store.show({ message: "Opgeslagen", color: "success" });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id: "toast-1",
        message: "Opgeslagen",
        color: "success",
        icon: "check",
        closable: true,
        duration: TOAST_DEFAULT_DURATION,
        createdAt: Date.now(),
        progress: 0,
        paused: false,
      }),
    ]);
    store.show({ message: "x" });
    expect(store.getSnapshot()[1]).toEqual(expect.objectContaining({ id: "toast-2", color: "primary", icon: "bell" }));
  });

  it("grows progress from 0 to 1 over the duration in 16 ms ticks, then removes the toast", () => {
    const { store, listener } = subscribedStore();
    store.show({ message: "x", duration: 1000 });
    listener.mockClear();
    vi.advanceTimersByTime(16);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(0.016);
    vi.advanceTimersByTime(484);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(484);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(32);
    expect(store.getSnapshot()).toEqual([]);
    // Nothing left to count: the interval is gone.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses and resumes with the remaining time", () => {
    const { store } = subscribedStore();
    const id = store.show({ message: "x", duration: 1000 });
    vi.advanceTimersByTime(400);
    store.pause(id);
    const progress = store.getSnapshot()[0]?.progress;
    expect(store.getSnapshot()[0]?.paused).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.progress).toBe(progress);
    store.resume(id);
    vi.advanceTimersByTime(560);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(64);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps a toast with a duration of 0 or less until it is dismissed", () => {
    const { store } = subscribedStore();
    const sticky = store.show({ message: "blijft", duration: 0 });
    store.show({ message: "ook", duration: -1 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((t) => t.progress)).toEqual([0, 0]);
    expect(vi.getTimerCount()).toBe(0);
    store.dismiss(sticky);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["ook"]);
  });

  it("dismisses one toast and leaves the others counting", () => {
    const { store } = subscribedStore();
    const first = store.show({ message: "1", duration: 1000 });
    store.show({ message: "2", duration: 1000 });
    store.dismiss(first);
    store.dismiss("unknown");
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot().map((t) => [t.message, Math.round(t.progress * 10) / 10])).toEqual([["2", 0.5]]);
  });

  it("replaces a toast shown again with the same id", () => {
    const { store } = subscribedStore();
    store.show({ id: "saved", message: "1", duration: 1000 });
    vi.advanceTimersByTime(800);
    store.show({ id: "saved", message: "2", duration: 1000 });
    vi.advanceTimersByTime(800);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["2"]);
  });

  it("renders initial toasts with stable ids and counts only once subscribed (after hydration)", () => {
    const store = createToastStore({ initial: [{ message: "flash", color: "danger", duration: 1000 }] });
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: "toast-1", icon: "error", progress: 0 })]);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    store.subscribe(() => {});
    vi.advanceTimersByTime(992);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(16);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("holds the countdowns while nobody is subscribed", () => {
    const { store, unsubscribe } = subscribedStore();
    store.show({ message: "x", duration: 1000 });
    vi.advanceTimersByTime(496);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()[0]?.progress).toBeCloseTo(0.496);
    store.subscribe(() => {});
    vi.advanceTimersByTime(512);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps a paused toast paused across a resubscription", () => {
    const { store, unsubscribe } = subscribedStore();
    const id = store.show({ message: "x", duration: 1000 });
    store.pause(id);
    unsubscribe();
    store.subscribe(() => {});
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

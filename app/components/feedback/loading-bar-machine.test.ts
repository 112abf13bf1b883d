import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBarMachine, estimatedProgress } from "./loading-bar-machine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("loading bar", () => {
  it("never shows for a navigation shorter than the 200 ms throttle", () => {
    const bar = createLoadingBarMachine();
    const listener = vi.fn();
    bar.subscribe(listener);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
    expect(bar.getSnapshot()).toEqual({ status: "idle", visible: false, progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows after 200 ms, creeps toward 90 %, finishes, hides after 500 ms and resets after 400 ms more", () => {
    const bar = createLoadingBarMachine();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getSnapshot()).toEqual({ status: "loading", visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    const halfway = bar.getSnapshot().progress;
    expect(halfway).toBeCloseTo(estimatedProgress(1000, 2000));
    vi.advanceTimersByTime(1000);
    expect(bar.getSnapshot().progress).toBeGreaterThan(halfway);
    expect(bar.getSnapshot().progress).toBeCloseTo(0.855, 2);
    vi.advanceTimersByTime(60_000);
    expect(bar.getSnapshot().progress).toBeLessThanOrEqual(0.9);

    bar.finish();
    expect(bar.getSnapshot()).toEqual({ status: "finished", visible: true, progress: 1 });
    vi.advanceTimersByTime(499);
    expect(bar.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ status: "finished", visible: false, progress: 1 });
    vi.advanceTimersByTime(399);
    expect(bar.getSnapshot().status).toBe("finished");
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ status: "idle", visible: false, progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("ends in the error state on a failed navigation, or when the error shows after finishing", () => {
    const bar = createLoadingBarMachine();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(bar.getSnapshot()).toEqual({ status: "error", visible: true, progress: 1 });

    const late = createLoadingBarMachine();
    late.start();
    vi.advanceTimersByTime(300);
    late.finish();
    late.fail();
    expect(late.getSnapshot().status).toBe("error");
    vi.advanceTimersByTime(900);
    expect(late.getSnapshot()).toEqual({ status: "idle", visible: false, progress: 0 });
  });

  it("ignores finish and fail while idle, and a second start while loading", () => {
    const bar = createLoadingBarMachine();
    bar.finish();
    bar.fail();
    expect(bar.getSnapshot().status).toBe("idle");
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(50);
    expect(bar.getSnapshot().status).toBe("loading");
    vi.advanceTimersByTime(500);
    const progress = bar.getSnapshot().progress;
    bar.start();
    expect(bar.getSnapshot().progress).toBe(progress);
  });

  it("takes over a bar that is still fading out without waiting for the throttle", () => {
    const bar = createLoadingBarMachine();
    bar.start();
    vi.advanceTimersByTime(200);
    bar.finish();
    vi.advanceTimersByTime(600);
    bar.start();
    expect(bar.getSnapshot()).toEqual({ status: "loading", visible: true, progress: 0 });
    // The old reset timer no longer fires.
    vi.advanceTimersByTime(1000);
    expect(bar.getSnapshot().status).toBe("loading");
  });

  it("takes custom timings", () => {
    const bar = createLoadingBarMachine({ throttle: 0, hideDelay: 0, resetDelay: 0 });
    bar.start();
    vi.advanceTimersByTime(0);
    expect(bar.getSnapshot().visible).toBe(true);
    bar.finish();
    vi.advanceTimersByTime(1);
    expect(bar.getSnapshot().status).toBe("idle");
    bar.destroy();
  });
});

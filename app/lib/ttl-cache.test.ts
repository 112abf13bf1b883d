import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("loads once within the lifetime and again after it", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    now = 999;
    expect(await cache.get("a", load)).toBe(1);
    now = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  });

  it("reloads on demand within the lifetime and keeps the new value", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    now = 500;
    expect(await cache.reload("a", load)).toBe(2);
    now = 1400;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    let loads = 0;
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    const load = (key: string) => async () => `${key}${++loads}`;
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("c", load("c"));
    expect(await cache.get("b", load("b"))).toBe("b2");
    expect(await cache.get("a", load("a"))).toBe("a4");
  });
});

/**
 * A small in-process cache whose entries live `ttlMs` and of which at most
 * `maxEntries` are kept (the oldest go first). Concurrent misses for one key
 * share one load, and a failed load is not kept.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value;
    return this.reload(key, load);
  }

  /** Loads anew and keeps the result, whatever is kept: for a caller that knows the kept value is out of date. */
  reload(key: string, load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

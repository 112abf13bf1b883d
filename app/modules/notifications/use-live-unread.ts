import { useEffect, useState } from "react";

/** How often the fallback asks for the count when EventSource is missing or has given up. */
export const POLL_MS = 30_000;

/**
 * The bell's unread count, live (decision 033): the server-rendered number first, then every `unread` event of
 * the stream at `url`; without EventSource, or once it has given up (a non-200 answer closes it for good), the
 * count is asked for every POLL_MS. Without JavaScript the server-rendered number stays.
 */
export function useLiveUnread(initial: number, url: string): number {
  const [count, setCount] = useState(initial);
  // A navigation renders the server's newer number.
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`${url}?poll`, { headers: { accept: "application/json" } });
        if (response.status === 401) return stop();
        if (!response.ok) return;
        const body = (await response.json()) as { unread?: unknown };
        if (!stopped && typeof body.unread === "number") setCount(body.unread);
      } catch {
        // Offline for a moment: the next round asks again.
      }
    };
    const startPolling = () => {
      if (timer || stopped) return;
      timer = setInterval(() => void poll(), POLL_MS);
      void poll();
    };
    const stop = () => {
      stopped = true;
      source?.close();
      if (timer) clearInterval(timer);
    };
    if (typeof EventSource === "undefined") {
      startPolling();
    } else {
      source = new EventSource(url);
      source.addEventListener("unread", (event) => {
        const value = Number((event as MessageEvent<string>).data);
        if (Number.isFinite(value)) setCount(value);
      });
      // The browser reconnects by itself after a lost connection; CLOSED means it gave up.
      source.addEventListener("error", () => {
        if (source?.readyState === EventSource.CLOSED) startPolling();
      });
    }
    return stop;
  }, [url]);
  return count;
}

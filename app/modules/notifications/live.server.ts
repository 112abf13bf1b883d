import { listenerOf, withTenant, type Database } from "~/modules/db/client.server";
import { NOTIFICATIONS_CHANNEL, unreadKey as keyOf } from "./channel.server";
import { countUnread } from "./notifications.server";

/*
 * The live bell (issue 13, decision 033). A notification's transaction also sends NOTIFY on one channel, naming
 * the tenant and the user; after it commits every process hears it (PostgreSQL LISTEN/NOTIFY; the embedded
 * database notifies within its one process). One notifier per process and database holds the open streams by
 * user: a notify re-counts once for the user it names and tells that user's streams; nothing polls the database
 * per stream.
 */

/** After losing the channel, listen again after this long (streams meanwhile re-count once and reconnect). */
const RELISTEN_MS = 5_000;

type Scope = { tenantId: string; userId: string };

export type UnreadListener = {
  /** The user's unread count after a change. */
  count(value: number): void;
  /** The channel was lost: the stream should end so that its client reconnects (and re-counts). */
  lost(): void;
};

export type NotifierOptions = {
  /** How changes are heard; by default the database's own LISTEN. */
  listen?: ReturnType<typeof listenerOf>;
  /** How a user's unread count is read; by default one indexed count. */
  count?: (scope: Scope) => Promise<number>;
};

export class UnreadNotifier {
  private readonly listeners = new Map<string, Set<UnreadListener>>();
  private readonly counting = new Map<string, Promise<void>>();
  private listening: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly options: NotifierOptions = {},
  ) {}

  /** Follows one user's unread count; resolves once changes are heard. Returns the unsubscribe. */
  async subscribe(scope: Scope, listener: UnreadListener): Promise<() => void> {
    const key = keyOf(scope);
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
    try {
      await this.startListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** How many streams are open (for tests and the bench). */
  get streamCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  close() {
    this.closed = true;
  }

  /** One count per notify and user, however many of their tabs listen; notifies during a count re-count once after it. */
  private heard(payload: string) {
    if (!this.listeners.has(payload)) return;
    const running = this.counting.get(payload);
    const next = (running ?? Promise.resolve()).then(() => this.recount(payload));
    this.counting.set(payload, next);
    void next.finally(() => {
      if (this.counting.get(payload) === next) this.counting.delete(payload);
    });
  }

  private async recount(key: string) {
    const [tenantId, userId] = key.split(":");
    const set = this.listeners.get(key);
    if (!tenantId || !userId || !set) return;
    try {
      const value = await this.count({ tenantId, userId });
      for (const listener of this.listeners.get(key) ?? []) listener.count(value);
    } catch {
      // The database is away: the streams end and their clients reconnect later.
      for (const listener of this.listeners.get(key) ?? []) listener.lost();
    }
  }

  count(scope: Scope): Promise<number> {
    return this.options.count ? this.options.count(scope) : withTenant(this.db, scope.tenantId, (tx) => countUnread(tx, scope));
  }

  private startListening(): Promise<void> {
    if (this.listening) return this.listening;
    const listen = "listen" in this.options ? this.options.listen : listenerOf(this.db);
    if (!listen || this.closed) return Promise.reject(new Error("The database cannot tell of changes."));
    const started = listen(
      NOTIFICATIONS_CHANNEL,
      (payload) => this.heard(payload),
      () => this.lost(),
    );
    this.listening = started;
    started.catch(() => this.lost());
    return started;
  }

  private lost() {
    const everyone = [...this.listeners.values()].flatMap((set) => [...set]);
    for (const listener of everyone) listener.lost();
    setTimeout(() => {
      this.listening = undefined;
    }, RELISTEN_MS).unref();
  }
}

const notifiers = new WeakMap<Database, UnreadNotifier>();

/** The process-wide notifier of a database. */
export function notifierOf(db: Database): UnreadNotifier {
  let notifier = notifiers.get(db);
  if (!notifier) {
    notifier = new UnreadNotifier(db);
    notifiers.set(db, notifier);
  }
  return notifier;
}

/** Seconds between heartbeat comments: proxies close idle connections (often after 60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long a client waits before reconnecting (the stream's `retry`). */
export const RECONNECT_MS = 5_000;

/**
 * The signed-in user's unread count as server-sent events: `unread` with the count at once and after every
 * change, a heartbeat comment every HEARTBEAT_MS, closed when the request is aborted or the channel is lost.
 */
export async function unreadEventStream(db: Database, scope: Scope, signal: AbortSignal): Promise<Response> {
  const notifier = notifierOf(db);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      let last: number | undefined;
      const send = (value: number) => {
        if (value === last) return;
        last = value;
        write(`event: unread\ndata: ${value}\n\n`);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        controller.close();
      };
      write(`retry: ${RECONNECT_MS}\n\n`);
      let unsubscribe = () => {};
      const heartbeat = setInterval(() => write(": heartbeat\n\n"), HEARTBEAT_MS);
      heartbeat.unref?.();
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", close);
      };
      signal.addEventListener("abort", close);
      if (signal.aborted) return close();
      try {
        // Listen first, then count: a notification between the two is not lost.
        unsubscribe = await notifier.subscribe(scope, { count: send, lost: close });
        if (closed) return unsubscribe();
        send(await notifier.count(scope));
      } catch {
        close();
      }
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // nginx and similar proxies would otherwise buffer the stream.
      "x-accel-buffering": "no",
    },
  });
}

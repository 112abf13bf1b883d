/*
 * node-postgres runs one statement at a time per connection and, when a second query() arrives while one is in
 * flight, queues it itself — but that queue is deprecated ("Calling client.query() when the client is already
 * executing a query", refused from pg@9). Code that reads a transaction's rows and its count side by side
 * (Promise.all on one tx, as list helpers do) hits it. Each pooled connection instead chains its queries here: the
 * same order and result, with flow control of our own, so nothing depends on the deprecated queue.
 */

type QueryFn = (...args: unknown[]) => unknown;
type Queryable = { query: QueryFn };

const serialized = new WeakSet<object>();

/** Makes `client.query` wait for the previous promise-returning query of the same client before it starts. */
export function serializeQueries<T extends Queryable>(client: T): T {
  if (serialized.has(client)) return client;
  serialized.add(client);
  const original = client.query.bind(client) as QueryFn;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    // Callback-style calls and submittables (cursors, streams) keep node-postgres's own behaviour.
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === "function" || (first && typeof first === "object" && typeof first.submit === "function")) {
      return original(...args);
    }
    const run = tail.then(() => original(...args));
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }) as T["query"];
  return client;
}

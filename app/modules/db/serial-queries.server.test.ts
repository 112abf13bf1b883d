import { describe, expect, it } from "vitest";
import { serializeQueries } from "./serial-queries.server";

/** A stand-in for a node-postgres client that records how many queries overlap. */
function fakeClient() {
  let running = 0;
  let overlapped = 0;
  const order: string[] = [];
  const client = {
    query(text: unknown) {
      running += 1;
      if (running > 1) overlapped += 1;
      return new Promise((resolve, reject) =>
        setImmediate(() => {
          running -= 1;
          order.push(String(text));
          if (text === "fail") reject(new Error("refused"));
          else resolve({ rows: [{ text }] });
        }),
      );
    },
  };
  return { client, overlaps: () => overlapped, order };
}

describe("serializeQueries", () => {
  it("starts a query only after the previous one of the same client finished, in the order asked", async () => {
    const { client, overlaps, order } = fakeClient();
    serializeQueries(client);
    const results = await Promise.all([client.query("a"), client.query("b"), client.query("c")]);
    expect(overlaps()).toBe(0);
    expect(order).toEqual(["a", "b", "c"]);
    expect(results).toEqual([{ rows: [{ text: "a" }] }, { rows: [{ text: "b" }] }, { rows: [{ text: "c" }] }]);
  });

  it("passes a failure to its own caller and still runs the next query", async () => {
    const { client, order } = fakeClient();
    serializeQueries(client);
    const [failed, next] = await Promise.allSettled([client.query("fail"), client.query("after")]);
    expect(failed.status).toBe("rejected");
    expect(next).toEqual({ status: "fulfilled", value: { rows: [{ text: "after" }] } });
    expect(order).toEqual(["fail", "after"]);
  });

  it("wraps a client once, however often it is handed in", async () => {
    const { client, overlaps } = fakeClient();
    serializeQueries(serializeQueries(client));
    await Promise.all([client.query("a"), client.query("b")]);
    expect(overlaps()).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import type { Database } from "~/modules/db/client.server";
import { UnreadNotifier } from "./live.server";

/*
 * The live bell's notifier (decision 033): one LISTEN per process; a notify re-counts once for the user it names,
 * however many of their tabs are open, and tells only that user's streams; idle streams cost no query.
 */

function fixture() {
  const channel: { onNotify?: (payload: string) => void; onLost?: () => void; listens: number } = { listens: 0 };
  const counted: string[] = [];
  const counts = new Map<string, number>();
  const notifier = new UnreadNotifier({} as Database, {
    listen: async (_name, onNotify, onLost) => {
      channel.listens++;
      channel.onNotify = onNotify;
      channel.onLost = onLost;
    },
    count: async ({ tenantId, userId }) => {
      counted.push(`${tenantId}:${userId}`);
      return counts.get(`${tenantId}:${userId}`) ?? 0;
    },
  });
  const listener = () => {
    const got: number[] = [];
    let lost = 0;
    return { got, lostCount: () => lost, listener: { count: (value: number) => got.push(value), lost: () => void lost++ } };
  };
  return { channel, counted, counts, notifier, listener };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the unread notifier", () => {
  it("listens once, counts once per notify for the named user only, and nothing while idle", async () => {
    const { channel, counted, counts, notifier, listener } = fixture();
    const tabA1 = listener();
    const tabA2 = listener();
    const tabB = listener();
    await notifier.subscribe({ tenantId: "t1", userId: "a" }, tabA1.listener);
    await notifier.subscribe({ tenantId: "t1", userId: "a" }, tabA2.listener);
    const unsubscribeB = await notifier.subscribe({ tenantId: "t1", userId: "b" }, tabB.listener);
    expect(channel.listens).toBe(1);
    await settle();
    expect(counted).toEqual([]);

    counts.set("t1:a", 3);
    channel.onNotify!("t1:a");
    await settle();
    expect(counted).toEqual(["t1:a"]);
    expect(tabA1.got).toEqual([3]);
    expect(tabA2.got).toEqual([3]);
    expect(tabB.got).toEqual([]);

    // The same user id in another tenant is someone else; nobody listening: no count at all.
    channel.onNotify!("t2:a");
    channel.onNotify!("t1:nobody");
    await settle();
    expect(counted).toEqual(["t1:a"]);

    unsubscribeB();
    expect(notifier.streamCount).toBe(2);
    channel.onNotify!("t1:b");
    await settle();
    expect(tabB.got).toEqual([]);
  });

  it("ends every stream when the channel is lost", async () => {
    const { channel, notifier, listener } = fixture();
    const tab = listener();
    await notifier.subscribe({ tenantId: "t1", userId: "a" }, tab.listener);
    channel.onLost!();
    expect(tab.lostCount()).toBe(1);
  });
});

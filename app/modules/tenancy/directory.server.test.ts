import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/modules/db/client.server";
import { LISTENING_TTL_MS, TENANCY_CHANNEL, TenancyDirectory, UNHEARD_TTL_MS, type CenterRow } from "./directory.server";

/** A directory over counted fake loads, a clock the test moves and a channel the test speaks on. */
function setup(options: { listening?: boolean; failListen?: boolean } = {}) {
  let now = 1_000_000;
  const loads = { platform: 0, centers: 0 };
  let name = "Centrum A";
  const channel: { onNotify?: () => void; onLost?: () => void; channels: string[] } = { channels: [] };
  const directory = new TenancyDirectory({} as Database, {
    now: () => now,
    listen:
      options.listening === false
        ? undefined
        : async (name, onNotify, onLost) => {
            channel.channels.push(name);
            if (options.failListen) throw new Error("no connection");
            channel.onNotify = () => onNotify("");
            channel.onLost = onLost;
          },
    load: {
      platform: async () => {
        loads.platform++;
        return { tenants: [], hosts: new Map() };
      },
      centers: async (tenantId) => {
        loads.centers++;
        return [{ id: "c1", tenantId, name, hosts: [] } as unknown as CenterRow];
      },
    },
  });
  return {
    directory,
    loads,
    channel,
    rename: (next: string) => (name = next),
    advance: (ms: number) => (now += ms),
  };
}

/** Lets the listen promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe("the tenancy directory (per-process copy of tenants, hosts and centers)", () => {
  it("reads once and answers from memory while nothing changes", async () => {
    const { directory, loads, channel } = setup();
    await directory.centers("t1");
    await settle();
    expect(channel.channels).toEqual([TENANCY_CHANNEL]);
    await directory.centers("t1");
    await directory.centers("t1");
    expect(loads.centers).toBe(2); // the first read, and once more after the channel was heard
    await directory.centers("t1");
    expect(loads.centers).toBe(2);
  });

  it("shares one read between requests that arrive together", async () => {
    const { directory, loads } = setup({ listening: false });
    await Promise.all([directory.platform(), directory.platform(), directory.platform()]);
    expect(loads.platform).toBe(1);
  });

  it("drops its copy when the database says the tenancy changed", async () => {
    const { directory, channel, rename } = setup();
    await directory.centers("t1");
    await settle();
    expect((await directory.centers("t1"))[0]!.name).toBe("Centrum A");
    rename("Centrum B");
    expect((await directory.centers("t1"))[0]!.name).toBe("Centrum A");
    channel.onNotify!();
    expect((await directory.centers("t1"))[0]!.name).toBe("Centrum B");
  });

  it("keeps a copy at most a second while no change can be heard", async () => {
    const { directory, loads, advance } = setup({ listening: false });
    await directory.centers("t1");
    advance(UNHEARD_TTL_MS - 1);
    await directory.centers("t1");
    expect(loads.centers).toBe(1);
    advance(1);
    await directory.centers("t1");
    expect(loads.centers).toBe(2);
  });

  it("keeps a copy longer while it listens, but not for ever", async () => {
    const { directory, loads, advance } = setup();
    await directory.centers("t1");
    await settle();
    await directory.centers("t1");
    const afterListening = loads.centers;
    advance(LISTENING_TTL_MS - 1);
    await directory.centers("t1");
    expect(loads.centers).toBe(afterListening);
    advance(1);
    await directory.centers("t1");
    expect(loads.centers).toBe(afterListening + 1);
  });

  it("falls back to the short lifetime when the listening connection is lost, and listens again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { directory, loads, channel, advance } = setup();
    await directory.centers("t1");
    await vi.advanceTimersByTimeAsync(0);
    expect(directory.listeningForChanges).toBe(true);
    channel.onLost!();
    expect(directory.listeningForChanges).toBe(false);
    const before = loads.centers;
    await directory.centers("t1");
    expect(loads.centers).toBe(before + 1);
    advance(UNHEARD_TTL_MS);
    await directory.centers("t1");
    expect(loads.centers).toBe(before + 2);
    await vi.advanceTimersByTimeAsync(5_000);
    await directory.centers("t1");
    await vi.advanceTimersByTimeAsync(0);
    expect(channel.channels).toHaveLength(2);
    expect(directory.listeningForChanges).toBe(true);
  });

  it("does not keep a failed read", async () => {
    let fail = true;
    const directory = new TenancyDirectory({} as Database, {
      listen: undefined,
      load: {
        platform: async () => {
          if (fail) throw new Error("database down");
          return { tenants: [], hosts: new Map() };
        },
        centers: async () => [],
      },
    });
    await expect(directory.platform()).rejects.toThrow("database down");
    fail = false;
    await expect(directory.platform()).resolves.toMatchObject({ tenants: [] });
  });

  it("keeps working on short-lived copies when listening fails", async () => {
    const { directory, loads, advance } = setup({ failListen: true });
    await directory.centers("t1");
    await settle();
    expect(directory.listeningForChanges).toBe(false);
    advance(UNHEARD_TTL_MS);
    await directory.centers("t1");
    expect(loads.centers).toBe(2);
  });

  it("tells what it holds without reading: nothing while a read is under way, nothing once the copy is dropped", async () => {
    const { directory, loads } = setup({ listening: false });
    expect(directory.heldCenters("t1")).toBeUndefined();
    expect(directory.heldPlatform()).toBeUndefined();
    const reading = directory.centers("t1");
    // Under way: work in a transaction must not wait for it (the embedded database's one connection).
    expect(directory.heldCenters("t1")).toBeUndefined();
    await reading;
    await directory.platform();
    expect(directory.heldCenters("t1")?.map((center) => center.name)).toEqual(["Centrum A"]);
    expect(directory.heldPlatform()?.tenants).toEqual([]);
    expect(directory.heldCenters("t2")).toBeUndefined();
    directory.invalidate();
    expect(directory.heldCenters("t1")).toBeUndefined();
    expect(directory.heldPlatform()).toBeUndefined();
    expect(loads).toEqual({ platform: 1, centers: 1 });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { createVacancy } from "~/modules/db/factories.server";
import { notifierOf } from "~/modules/notifications/live.server";
import { demoCenter, testApi, testDatabase, tokenHeadersFor, type TestApi } from "../support/api";
import { vacancyFixture } from "../support/vacancies";

/*
 * The live bell (issue 13, decision 033): /api/v1/notifications/stream tells the signed-in user's unread count at
 * once and again after a notification is written (NOTIFY in its transaction, heard by the process's one notifier),
 * only their own, and ends when the client goes.
 */

let t: TestApi;
let f: Awaited<ReturnType<typeof vacancyFixture>>;
let contact: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  t = await testApi();
  f = await vacancyFixture();
  [contact, member] = await Promise.all([tokenHeadersFor(`contact-${f.tag}@demo.example`.toLowerCase()), tokenHeadersFor(f.orgUser)]);
});

/** Opens the stream as a browser would and reads its `unread` events one by one. */
async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await t.api.fetch(
    new Request("http://localhost/api/v1/notifications/stream", { headers: { ...headers, host: "localhost", accept: "text/event-stream" }, signal: controller.signal }),
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const nextUnread = async (): Promise<number> => {
    for (;;) {
      const match = /event: unread\ndata: (\d+)\n\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return Number(match[1]);
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("The stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const ended = async () => {
    for (;;) if ((await reader.read()).done) return true;
  };
  return { response, nextUnread, close: () => controller.abort(), ended, text: () => buffer };
}

const apply = (vacancyId: string, email: string) =>
  t.request(`/api/v1/vacancies/${vacancyId}/applications`, { method: "POST", json: { name: "Esra Yilmaz", email, phone_number: "", message: "Graag!" } });

describe("notifications: the live stream", () => {
  it("tells the count at once and after a notification is written, each user their own", async () => {
    const mine = await openStream(contact);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(mine.response.headers.get("cache-control")).toContain("no-store");
    const theirs = await openStream(member);
    expect(await mine.nextUnread()).toBe(0);
    expect(await theirs.nextUnread()).toBe(0);

    expect((await apply(f.fiets, `live1-${f.tag}@example.nl`.toLowerCase())).status).toBe(201);
    expect(await mine.nextUnread()).toBe(1);

    // A vacancy without a contact person tells the organization's users: the member's stream, not the contact's.
    const noContact = await (await demoCenter()).run((tx, base) =>
      createVacancy(tx, { ...base, organizationId: f.organizationId, title: `Live ${f.tag}`, status: "published" }),
    );
    expect((await apply(noContact.id, `live2-${f.tag}@example.nl`.toLowerCase())).status).toBe(201);
    expect(await theirs.nextUnread()).toBe(1);
    expect((await apply(f.fiets, `live3-${f.tag}@example.nl`.toLowerCase())).status).toBe(201);
    expect(await mine.nextUnread()).toBe(2);

    // Reading them all in another tab brings this one's count down too.
    expect((await t.request("/api/v1/notifications/read_all", { method: "POST", headers: contact })).status).toBe(200);
    expect(await mine.nextUnread()).toBe(0);

    mine.close();
    theirs.close();
    expect(await mine.ended()).toBe(true);
    expect(await theirs.ended()).toBe(true);
  });

  it("ends with the client: no stream is left behind in the notifier", async () => {
    const { db } = await testDatabase();
    const before = notifierOf(db).streamCount;
    const stream = await openStream(contact);
    await stream.nextUnread();
    expect(notifierOf(db).streamCount).toBe(before + 1);
    stream.close();
    await stream.ended();
    expect(notifierOf(db).streamCount).toBe(before);
  });

  it("is only for the signed-in", async () => {
    const response = await t.request("/api/v1/notifications/stream");
    expect(response.status).toBe(401);
  });
});

import { describe, expect, it } from "vitest";
import { withTenant } from "~/modules/db/client.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { resolveTenancy } from "~/modules/tenancy/tenancy.server";
import { testApi, testDatabase, tokenHeadersFor } from "../support/api";

/** GET /api/v1/outbox_messages: the tenant's kept mail, for admins only. */
async function queueMail(host: string, to: string, subject: string) {
  const { db } = await testDatabase();
  const { tenant } = await resolveTenancy(db, host);
  await withTenant(db, tenant.id, (tx) => enqueueMail(tx, { tenantId: tenant.id, to, subject, text: `${subject} — tekst` }));
}

describe("GET /api/v1/outbox_messages", () => {
  it("shows an admin the mail to one address, newest first", async () => {
    const { request } = await testApi();
    const to = `Lees.${crypto.randomUUID()}@example.nl`;
    await queueMail("localhost", to, "Eerste");
    await queueMail("localhost", to, "Tweede");
    const response = await request(`/api/v1/outbox_messages?filter[to]=${encodeURIComponent(to.toLowerCase())}`, {
      headers: await tokenHeadersFor("admin@demo.example"),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((m: { attributes: { subject: string } }) => m.attributes.subject)).toEqual(["Tweede", "Eerste"]);
    expect(body.data[0].type).toBe("outbox_messages");
    expect(body.data[0].attributes).toMatchObject({ to, text: "Tweede — tekst", status: "pending" });
    expect(body.meta.total).toBe(2);
  });

  it("is for admins only: center superusers and volunteers get 403, visitors 401", async () => {
    const { request } = await testApi();
    expect((await request("/api/v1/outbox_messages", { headers: await tokenHeadersFor("center_superuser@demo.example") })).status).toBe(403);
    expect((await request("/api/v1/outbox_messages", { headers: await tokenHeadersFor("volunteer@demo.example") })).status).toBe(403);
    expect((await request("/api/v1/outbox_messages")).status).toBe(401);
  });

  it("never shows another tenant's mail", async () => {
    const { request } = await testApi();
    const to = `oldebroek.${crypto.randomUUID()}@example.nl`;
    await queueMail("oldebroek.localhost", to, "Alleen voor Oldebroek");
    const response = await request(`/api/v1/outbox_messages?filter[to]=${encodeURIComponent(to)}`, {
      headers: await tokenHeadersFor("admin@demo.example"),
    });
    expect((await response.json()).data).toEqual([]);
  });
});

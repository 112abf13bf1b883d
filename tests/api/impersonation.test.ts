import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/modules/db/schema";
import { demoCenter, testApi, tokenHeadersFor } from "../support/api";

/** POST /api/v1/sign_in_as_user (spec §6: an admin can sign in as another user). */
async function idOf(email: string, host = "localhost") {
  const { request } = await testApi();
  const response = await request("/api/v1/current_user", { host, headers: await tokenHeadersFor(email, host) });
  return (await response.json()).data.id as string;
}

describe("sign in as another user", () => {
  it("gives an admin a session of the user, remembered as theirs, and audits it", async () => {
    const { request } = await testApi();
    const targetId = await idOf("mentor@demo.example");
    const adminId = await idOf("admin@demo.example");
    const response = await request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { user_id: targetId },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("uid")).toBe("mentor@demo.example");
    const session = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, response.headers.get(h)!]));
    const me = await request("/api/v1/current_user", { headers: session });
    const document = await me.json();
    expect(document.data.id).toBe(targetId);
    expect(document.meta.impersonated_by).toMatchObject({ id: adminId, email: "admin@demo.example" });

    const entries = await (await demoCenter()).run((tx) =>
      tx.select().from(auditLog).where(and(eq(auditLog.action, "sign_in_as_user"), eq(auditLog.subjectId, targetId), eq(auditLog.actorId, adminId))),
    );
    expect(entries.length).toBeGreaterThan(0);
  });

  it("is for admins only and never as another admin", async () => {
    const { request } = await testApi();
    const targetId = await idOf("volunteer@demo.example");
    const asCenterSuperuser = await request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await tokenHeadersFor("center_superuser@demo.example"),
      json: { user_id: targetId },
    });
    expect(asCenterSuperuser.status).toBe(403);
    const adminId = await idOf("admin@demo.example");
    const asSelf = await request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { data: { attributes: { user_id: adminId } } },
    });
    expect(asSelf.status).toBe(403);
  });

  it("cannot reach a user of another partner center (404)", async () => {
    const { request } = await testApi();
    const partnerVolunteer = await idOf("volunteer@partner.example", "partner.localhost");
    const response = await request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: await tokenHeadersFor("admin@demo.example"),
      json: { user_id: partnerVolunteer },
    });
    expect(response.status).toBe(404);
  });
});

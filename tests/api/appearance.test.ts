import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "~/modules/db/factories.server";
import { users, volunteerCenters } from "~/modules/db/schema";
import { DEMO_PASSWORD, demoCenter, testApi, tokenHeadersFor } from "../support/api";

/*
 * A user's own appearance (sidebar Customize, issue 15, decision 048): stored on their record through
 * PATCH /api/v1/account/settings, read back there and in current_user's meta (every page's shell reads it),
 * never the center's theme and never another user's.
 */

async function volunteer() {
  const email = `look-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const user = await (await demoCenter()).run((tx, { tenantId, centerId }) =>
    createUser(tx, { tenantId, centerId, email, password: DEMO_PASSWORD, firstName: "Lotte", lastName: "Kijker", roles: ["volunteer"], signupMethod: "signed_up" }),
  );
  return { ...user, headers: await tokenHeadersFor(email) };
}

const NOTHING_CHOSEN = { color_mode: null, shape: null, font_size: null };

describe("a user's own appearance", () => {
  it("is stored on the user's record, shown in settings and current_user, and leaves other users and the center alone", async () => {
    const { request } = await testApi();
    const [one, other] = [await volunteer(), await volunteer()];
    const centerBefore = await (await demoCenter()).run((tx, { centerId }) => tx.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId)));

    const before = await (await request("/api/v1/account/settings", { headers: one.headers })).json();
    expect(before.data.attributes.appearance).toEqual(NOTHING_CHOSEN);

    const chosen = { color_mode: "dark", shape: "straight", font_size: "large" };
    const patched = await request("/api/v1/account/settings", { method: "PATCH", headers: one.headers, json: { appearance: chosen } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).data.attributes.appearance).toEqual(chosen);

    const [row] = await (await demoCenter()).run((tx) => tx.select({ appearance: users.appearance }).from(users).where(eq(users.id, one.id)));
    expect(row!.appearance).toEqual({ colorMode: "dark", shape: "straight", fontSize: "large" });
    const me = await (await request("/api/v1/current_user", { headers: one.headers })).json();
    expect(me.meta.appearance).toEqual(chosen);

    // Another user of the same center sees nothing of it, and the center's saved theme is unchanged.
    const theirs = await (await request("/api/v1/current_user", { headers: other.headers })).json();
    expect(theirs.meta.appearance).toEqual(NOTHING_CHOSEN);
    const centerAfter = await (await demoCenter()).run((tx, { centerId }) => tx.select({ profile: volunteerCenters.profile }).from(volunteerCenters).where(eq(volunteerCenters.id, centerId)));
    expect(centerAfter).toEqual(centerBefore);
  });

  it("keeps the choices left out of a change (the header's colour mode toggle sends only the mode)", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    await request("/api/v1/account/settings", { method: "PATCH", headers: user.headers, json: { appearance: { shape: "rounded", font_size: "larger" } } });
    const toggled = await request("/api/v1/account/settings", { method: "PATCH", headers: user.headers, json: { appearance: { color_mode: "light" } } });
    expect((await toggled.json()).data.attributes.appearance).toEqual({ color_mode: "light", shape: "rounded", font_size: "larger" });
  });

  it("refuses unknown choices and keys with 422 and nothing changed, and anyone signed out with 401", async () => {
    const { request } = await testApi();
    const user = await volunteer();
    for (const appearance of [{ shape: "blobby" }, { font_size: "huge" }, { color_mode: "sepia" }, { font_family: "Comic Sans" }]) {
      const refused = await request("/api/v1/account/settings", { method: "PATCH", headers: user.headers, json: { appearance } });
      expect(refused.status, JSON.stringify(appearance)).toBe(422);
    }
    const after = await (await request("/api/v1/account/settings", { headers: user.headers })).json();
    expect(after.data.attributes.appearance).toEqual(NOTHING_CHOSEN);
    expect((await request("/api/v1/account/settings", { method: "PATCH", json: { appearance: { shape: "straight" } } })).status).toBe(401);
  });
});

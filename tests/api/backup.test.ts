import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApi } from "~/api/app.server";
import { authHeaders, issueToken } from "~/modules/auth/tokens.server";
import { backupEmbedded, restoreEmbedded } from "~/modules/db/backup.server";
import { openDatabase, type DatabaseHandle } from "~/modules/db/client.server";
import { DataDirInUseError } from "~/modules/db/data-dir-lock.server";
import { seedDemoData } from "~/modules/db/seed.server";
import { findUserByEmail } from "~/modules/users/current-user.server";
import { clearTenancyCache } from "~/modules/tenancy/tenancy.server";
import { demoCenter } from "../support/api";

/*
 * Issue 16: `npm run db:backup` / `db:restore` of the embedded database (decision 030). A restored copy
 * serves, through the API, exactly what the database served when it was backed up — and not what changed
 * after; the database it replaces is kept beside it; neither runs while a server holds the database.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), "volunteerly-backup-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const READS = ["/api/v1/vacancies?page[size]=100", "/api/v1/organizations?page[size]=100", "/api/v1/users?page[size]=100&include=roles", "/api/v1/pages?page[size]=100", "/api/v1/forms"];

async function apiOn(handle: DatabaseHandle) {
  clearTenancyCache();
  const api = createApi({ getDb: async () => handle.db, now: () => new Date() });
  const headers = await (await demoCenter("localhost", handle.db)).run(async (tx, { tenantId }) => {
    const user = (await findUserByEmail(tx, "admin@demo.example"))!;
    return authHeaders(user.email, await issueToken(tx, { tenantId, userId: user.id, now: new Date() }));
  });
  const request = (method: string, url: string, json?: unknown) =>
    api.fetch(
      new Request(`http://localhost${url}`, {
        method,
        headers: { ...headers, host: "localhost", ...(json ? { "content-type": "application/json" } : {}) },
        body: json ? JSON.stringify(json) : undefined,
      }),
    );
  const answers = async () => {
    const texts: Record<string, string> = {};
    for (const url of READS) {
      const response = await request("GET", url);
      expect(response.status, url).toBe(200);
      texts[url] = await response.text();
    }
    return texts;
  };
  return { request, answers };
}

describe("db:backup and db:restore of the embedded database", () => {
  it("restores a copy that serves the data of the backup, keeps the database it replaces, and waits for no server", async () => {
    const live = path.join(root, "data");
    const file = path.join(root, "backup.tar.gz");
    let handle = await openDatabase({ dataDir: live });
    await handle.migrate();
    await seedDemoData(handle.db);
    const before = await (await apiOn(handle)).answers();
    expect(before["/api/v1/vacancies?page[size]=100"]).toContain('"type":"vacancies"');

    // While a process holds the database, neither runs.
    await expect(backupEmbedded(live, file)).rejects.toBeInstanceOf(DataDirInUseError);
    await handle.close();
    await backupEmbedded(live, file);

    // A change after the backup is in the live database only.
    handle = await openDatabase({ dataDir: live });
    const created = await (await apiOn(handle)).request("POST", "/api/v1/pages", { data: { type: "pages", attributes: { title: "Na de back-up" } } });
    expect(created.status).toBe(201);
    expect((await (await apiOn(handle)).answers())["/api/v1/pages?page[size]=100"]).toContain("Na de back-up");
    await expect(restoreEmbedded(file, live)).rejects.toBeInstanceOf(DataDirInUseError);
    await handle.close();

    const kept = await restoreEmbedded(file, live);
    handle = await openDatabase({ dataDir: live });
    expect(await (await apiOn(handle)).answers()).toEqual(before);
    await handle.close();

    // The database the restore replaced, with its change, is kept beside it.
    expect(kept).toMatch(/data\.before-restore-/);
    handle = await openDatabase({ dataDir: kept! });
    expect((await (await apiOn(handle)).answers())["/api/v1/pages?page[size]=100"]).toContain("Na de back-up");
    await handle.close();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, setDatabase } from "~/modules/db/client.server";
import { loader } from "~/routes/api/healthz";
import { testDatabase } from "../support/api";

describe("GET /healthz", () => {
  afterEach(async () => {
    // Other files of this worker share the process-wide database.
    setDatabase(await testDatabase());
  });

  it("answers 200 ok when the database answers", async () => {
    setDatabase(await testDatabase());
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const closed = await openDatabase({ dataDir: "memory://" });
    await closed.close();
    setDatabase(closed);
    const response = await loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });
});

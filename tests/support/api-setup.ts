import { beforeAll } from "vitest";
import { testDatabase } from "./api";

// The worker's database is made once (PGlite: create, migrate, seed — slow on a busy machine);
// a hook with its own generous limit keeps that cost out of the first test's time limit.
beforeAll(async () => {
  await testDatabase();
}, 180_000);

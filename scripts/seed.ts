import { config } from "~/lib/config.server";
import { openDatabase } from "~/modules/db/client.server";
import { printDemoAccounts } from "./demo-accounts";
import { isSeeded, seedDemoData } from "~/modules/db/seed.server";

const handle = await openDatabase({ url: config.databaseUrl });
if (handle.kind === "pglite") await handle.migrate();
// `--size small|large`: the benchmark's dataset (scripts/seed-large.ts), on top of the demo data.
const sizeAt = process.argv.indexOf("--size");
const size = sizeAt >= 0 ? process.argv[sizeAt + 1] : undefined;
if (size !== undefined) {
  const { seedLarge, SIZES } = await import("./seed-large");
  if (!(size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(", ")}`);
  await seedLarge(handle.db, size as keyof typeof SIZES);
} else if (await isSeeded(handle.db)) {
  console.log("The database already holds data: the demo seed was not loaded again.");
} else {
  await seedDemoData(handle.db);
  console.log("Loaded the demo data.");
  printDemoAccounts();
}
await handle.close();

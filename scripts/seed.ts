import { config } from "~/lib/config.server";
import { openDatabase } from "~/modules/db/client.server";
import { printDemoAccounts } from "./demo-accounts";
import { isSeeded, seedDemoData } from "~/modules/db/seed.server";

const handle = await openDatabase({ url: config.databaseUrl });
if (handle.kind === "pglite") await handle.migrate();
if (await isSeeded(handle.db)) {
  console.log("The database already holds data: the demo seed was not loaded again.");
} else {
  await seedDemoData(handle.db);
  console.log("Loaded the demo data.");
  printDemoAccounts();
}
await handle.close();

import { DEMO_PASSWORD, DEMO_TENANTS, ROLES, demoEmail } from "~/modules/db/seed.server";

export function printDemoAccounts(port = process.env.PORT ?? "3000") {
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}), one per role in every center:`);
  for (const tenant of DEMO_TENANTS) {
    for (const center of tenant.centers) {
      console.log(`  http://${center.host}:${port}  ${ROLES.map((role) => demoEmail(role, center.slug)).join(", ")}`);
    }
  }
  console.log("");
}

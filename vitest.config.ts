import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { localesVersionPlugin } from "./app/modules/i18n/locales-version.vite";
import { API_TEST_WORKERS } from "./tests/support/worker-database";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [localesVersionPlugin()],
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/zod-messages.ts"],
        },
      },
      {
        resolve: { alias },
        plugins: [localesVersionPlugin()],
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: [
            "tests/support/fail-on-console-error.ts",
            "tests/support/zod-messages.ts",
            "tests/support/api-setup.ts",
          ],
          // One database per worker, shared by its files: PGlite takes seconds and
          // hundreds of MB to start, so files are not isolated from each other.
          pool: "forks",
          isolate: false,
          maxWorkers: API_TEST_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        plugins: [localesVersionPlugin()],
        test: {
          // Issue 16: attacks over HTTP on the production build (`react-router build` first), one server for all files.
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/security/server.ts"],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

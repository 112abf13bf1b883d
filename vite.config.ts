import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localesVersionPlugin } from "./app/modules/i18n/locales-version.vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), localesVersionPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // Native and WASM packages load files relative to their own modules.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer"],
  },
});

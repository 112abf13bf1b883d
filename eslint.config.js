import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/", "drizzle/meta/", "bench/bare/build/", ".bench-data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The production server is plain Node.js (no build step).
    files: ["server/**/*.js"],
    languageOptions: {
      globals: Object.fromEntries(["process", "console", "Buffer", "URL", "Request", "Headers", "AbortController", "setTimeout"].map((name) => [name, "readonly"])),
    },
  },
  {
    files: ["scripts/**", "tests/**", "server/**"],
    rules: { "no-console": "off" },
  },
);

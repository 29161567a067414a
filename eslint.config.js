import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "**/node_modules/",
    "web/build/",
    "server/dist/",
    "web/.react-router/",
    "e2e/.data/",
    "**/test-results/",
    "**/playwright-report/",
    "coverage/",
    "data/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["web/app/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
  },
  {
    // The shared entry point carries every Zod schema: browser code takes types from it and
    // runtime helpers from "@tours/shared/browser". Server-only modules may import anything, and
    // so may the admin, whose forms validate with the same schemas as the server (its own chunks).
    files: ["web/app/**/*.{ts,tsx}"],
    ignores: [
      "web/app/**/*.server.ts",
      "web/app/**/*.test.ts",
      "web/app/entry.server.tsx",
      "web/app/features/admin/**",
      "web/app/routes/admin/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tours/shared",
              message: "Import runtime helpers from @tours/shared/browser (types are fine).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
);

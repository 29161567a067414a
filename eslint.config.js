import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const DATABASE_HANDLE =
  "Only repositories hold the database handle: ask a repository (or `transaction`) for the query.";

const SERVER_CODE =
  "The web app never imports server code: what both sides need lives in @tours/shared.";
const PUBLIC_ENTRY =
  "Browser tests and benches go through public entry points: @tours/shared (test data from " +
  "@tours/shared/testing), the demo content, the running server over HTTP, scripts/ and " +
  "server/bench/.";

const FEATURE_INTERNALS =
  "Import another feature through the modules at its top level, not from its subfolders.";

/** The web app's one import rule for server code, part of each web/app block below. */
const noServerCode = {
  group: ["**/server/src/**", "**/server/dist/**", "**/server/bench/**", "@tours/server*"],
  message: SERVER_CODE,
};

/**
 * Public features may not reach into the staff screens; the staff screens reuse a public
 * feature's module only through the few it offers them (maps, icons, geometry).
 */
const noAdminFromPublic = {
  group: ["**/features/admin/**", "../admin/**", "./admin/**"],
  message: "Public pages never import the staff screens (features/admin): it ships with them.",
};

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
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [noServerCode] }],
    },
  },
  {
    files: ["web/app/features/**/*.{ts,tsx}"],
    ignores: ["web/app/features/admin/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [noServerCode, noAdminFromPublic] },
      ],
    },
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
      // The route config is read at build time and ships with no page: it takes the admin's
      // pages from the admin modules' list (plain data).
      "web/app/routes.ts",
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
          patterns: [noServerCode, noAdminFromPublic],
        },
      ],
    },
  },
  // A feature's subfolders are its internals: another feature imports only the modules at a
  // feature's top level (tours/narration.ts, tours/terms.ts, tours/geometry.ts, ...).
  {
    files: ["web/app/features/*/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.\\./[^./][^/]*/[^/]+/", message: FEATURE_INTERNALS }] },
      ],
    },
  },
  {
    files: ["web/app/features/*/*/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^\\.\\./\\.\\./[^./][^/]*/[^/]+/", message: FEATURE_INTERNALS }],
        },
      ],
    },
  },
  {
    files: ["e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The demo content is what the site is seeded with: specs may read what to expect.
              regex: "(^|/)(server/src/(?!seed/demo-content/)|web/app/|web/sw/)",
              message: PUBLIC_ENTRY,
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories are the only server code that holds the database handle (Kysely, its driver):
    // services get repositories and `transaction` (server/src/repositories.ts). The few files that
    // need the handle itself are listed here, each for a reason.
    files: ["server/src/**/*.ts"],
    ignores: [
      // Repositories, and the one file that binds them to the handle or to a transaction.
      "server/src/**/*.repository.ts",
      "server/src/repositories.ts",
      // The shape of a module, which names the handle its repositories are bound to.
      "server/src/modules/server-module.ts",
      // Opening the database, migrations, the transaction helper, the preparation lock.
      "server/src/db/**",
      // Entry points: they open the database and hand it to the repositories and the exceptions.
      "server/src/serve.ts",
      "server/src/app.ts",
      "server/src/cli/cli-context.ts",
      // Backup and restore copy every table whatever its schema.
      "server/src/backup/**",
      "server/src/cli/backup.ts",
      "server/src/cli/restore.ts",
      // Health and readiness ask the database itself whether it answers.
      "server/src/modules/health/**",
      // Test helpers and tests set up and inspect the database directly.
      "server/src/test/**",
      "server/src/**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["kysely", "pg", "pg-cursor", "better-sqlite3"].map((name) => ({
            name,
            message: DATABASE_HANDLE,
          })),
          patterns: [
            {
              group: ["**/db/database.js"],
              importNames: ["Db", "DatabaseHandle", "openDatabase"],
              message: DATABASE_HANDLE,
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[property.name='db']", message: DATABASE_HANDLE },
        { selector: "ObjectPattern > Property[key.name='db']", message: DATABASE_HANDLE },
      ],
    },
  },
  {
    files: ["web/**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
);

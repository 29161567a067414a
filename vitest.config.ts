import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "shared/src/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/src/**/*.test.ts",
      "web/app/**/*.test.{ts,tsx}",
      "web/sw/**/*.test.ts",
      "web/scripts/**/*.test.ts",
    ],
    // Two files at a time even on two cores (Vitest would run one): most of a server test's time
    // is spent waiting on a database, a child process or the network, not on the CPU. Each worker
    // has a PostgreSQL database of its own (server/src/test/test-app.ts).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

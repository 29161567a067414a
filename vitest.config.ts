import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "shared/src/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/src/**/*.test.ts",
      "web/app/**/*.test.{ts,tsx}",
      "web/sw/**/*.test.ts",
    ],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

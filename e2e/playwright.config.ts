import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "./support/chromium.js";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, "..");
// Workers re-read this file; the variable keeps one fresh data folder per run.
process.env.E2E_DATA_DIR ??= path.join(import.meta.dirname, ".data", `run-${Date.now()}`);
// A small Protomaps basemap of downtown streets, generated per run: the maps show named streets.
const basemap = path.join(process.env.E2E_DATA_DIR, "basemap-fixture.pmtiles");

export default defineConfig({
  testDir: ".",
  forbidOnly: Boolean(process.env.CI),
  // Two at a time: a test mostly waits on the browser and the server, so two workers finish the
  // suite in about two thirds of the time on two cores (files never share records: each makes
  // its own, named after its project). E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI only, a test that failed is run once more and reported as flaky if it then passes: the
  // 1 s narration assertions share two cores with two browsers. A test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Journeys made with a keyboard: a desk's, run by the desktop project.
      testIgnore: ["keyboard-qr.spec.ts", "keyboard-tour.spec.ts", "admin-keyboard.spec.ts"],
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [
        // Specs that set up a phone of their own would only run the same test twice.
        "offline-save.spec.ts",
        "offline-tour.spec.ts",
        "offline-cold-start.spec.ts",
        "offline-update.spec.ts",
        "responsive-images.spec.ts",
        // Journeys made with a phone in hand at a site: a QR sign scanned, arrival by GPS.
        "qr-one-tap.spec.ts",
        "qr-early-tap.spec.ts",
        "arrival.spec.ts",
        "arrival-watch.spec.ts",
        "nearest-stop.spec.ts",
      ],
    },
  ],
  webServer: {
    command: `npm run --silent map:fixture -- "${basemap}" && npm start`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: "e2e-admin@example.org",
      ADMIN_PASSWORD: "e2e-password-123",
      MAP_PMTILES: basemap,
      // Chromium, the test runner and the server share two cores here: a page render slowed by
      // them is not an overloaded server, so the browser tests never get the busy page (503).
      // Shedding is tested in server/src/lib/overload.test.ts and measured by bench:load.
      OVERLOAD_LAG_MS: "0",
    },
  },
});

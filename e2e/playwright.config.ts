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

const KILL_SWITCH = "service-worker-kill-switch.spec.ts";

/** Journeys made with a keyboard: a desk's, so run by the desktop project only. */
const KEYBOARD_JOURNEYS = [
  "keyboard-qr.spec.ts",
  "keyboard-tour.spec.ts",
  "focus-ring.spec.ts",
  "map-markers-focus.spec.ts",
];

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
    // Traced on the retry of a failed test only: recording every action of every test costs a
    // seventh of the suite's time on two cores, and a test that fails twice has its trace.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // A busy CI machine runs these several times slower than a quiet one: waits are generous there,
  // so a slow render is not a failure. A product timing (narration within 1 s) sets its own.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // Each spec runs where its users are: the public site on a phone, staff at a desk, keyboard
  // journeys at a desk. A spec runs on both only when the desktop layout is a case of its own.
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      testIgnore: [
        ...KEYBOARD_JOURNEYS,
        // Staff screens kept to the desk; the content, tour and record editors also run here,
        // for staff who edit from a phone at a site.
        "admin-keyboard.spec.ts",
        "admin-qr-codes.spec.ts",
        "admin-record-conflicts.spec.ts",
        "admin-records-list.spec.ts",
        "admin-session.spec.ts",
        "admin-tour-route.spec.ts",
        KILL_SWITCH,
      ],
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [
        "admin-*.spec.ts",
        ...KEYBOARD_JOURNEYS,
        // Teachers and students at a computer: the pages whose desktop layout differs.
        "chrome.spec.ts",
        "home.spec.ts",
        "home-and-tours.spec.ts",
        "records.spec.ts",
        "search.spec.ts",
        "lightbox.spec.ts",
        // The stop's title clear of the docked narration on a wide screen as well as a phone's.
        "stop-title-in-view.spec.ts",
        "text-size.spec.ts",
        "tour.spec.ts",
        "tour-pages.spec.ts",
        "tour-layout.spec.ts",
      ],
    },
    {
      // The kill switch replaces the worker every page gets for a few seconds: alone, once the
      // rest ran (and not at all when they failed).
      name: "kill-switch",
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: KILL_SWITCH,
      dependencies: ["phone", "desktop"],
    },
  ],
  webServer: {
    // The fixture files the specs name are stored and recorded before the site starts.
    command: `npm run --silent map:fixture -- "${basemap}" && tsx e2e/support/fixture-media.ts && npm run --silent media:record && npm start`,
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
      // Every browser of the suite is one address, as a whole class behind a school's network is;
      // the pace itself is tested in server/src/modules/analytics/analytics.routes.test.ts.
      VISITOR_EVENTS_PER_MINUTE: "6000",
    },
  },
});

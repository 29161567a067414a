/**
 * npm run bench:admin — the admin on the generated large site (20,000 records, 500 tours, plus one
 * tour of 60 stops), measured in Chromium: the records list shown, filtered by type and by title,
 * and the tour editor opened. Medians of three; targets 1 s, 100 ms and 500 ms.
 */
import fs from "node:fs";
import os from "node:os";
import { chromium, type Page } from "@playwright/test";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { stableId } from "../../server/bench/large-site.js";
import { prepareSite } from "../../server/bench/support/sites.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer, stopBenchServer } from "./bench-server.js";

const PORT = 3710;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BIG_TOUR_STOPS = 60;

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/dashboard/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A tour of 60 stops, saved through the admin's own call. */
async function createBigTour(token: string): Promise<string> {
  const id = stableId("bench/big-tour");
  const stops = Array.from({ length: BIG_TOUR_STOPS }, (_, i) => ({
    id: stableId(`bench/big-tour/stop/${i}`),
    slug: `big-stop-${i}`,
    siteName: `Big tour site ${i + 1}`,
    narrativeText: `<p>The story of site ${i + 1}, told at some length for the editor to hold.</p>`,
    tourId: id,
    recordId: stableId(`bench/record/${i * 7}`),
    audio: { path: `media/${stableId(`audio/${i}`)}-stop-${i}.mp3` },
    images: [{ path: `media/${stableId(`img/${i}`)}-record-${i}.jpg`, caption: "Photo" }],
    content: [],
  }));
  const tour = {
    id,
    slug: "big-tour",
    title: "The sixty-stop tour",
    description: "A long tour for the editor benchmark.",
    categories: ["Downtown Nashville Tours"],
    duration: 6,
    distance: 8,
    stopIds: stops.map((stop) => stop.id),
    images: [],
    map: "/map/style.json",
    intro: "<p>Sixty stops.</p>",
    outro: "<p>The end.</p>",
  };
  const response = await fetch(`${BASE}/dashboard/api/tours/${id}/with-stops`, {
    method: "PUT",
    headers: { "content-type": "application/json", "x-local-token": token },
    body: JSON.stringify({ tour, stops }),
  });
  if (!response.ok) throw new Error(`big tour not saved: ${await response.text()}`);
  return id;
}

/** Milliseconds from the start of the page's navigation until `selector` is in the document. */
async function timeToShow(page: Page, url: string, selector: string): Promise<number> {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __shownAt?: number };
    new MutationObserver((_, observer) => {
      if (w.__shownAt === undefined && document.querySelector(wanted)) {
        w.__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  return page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt);
}

/** In the page: change a control, resolve with the ms until the list's count line has changed and painted. */
const CHANGE_AND_TIME = `async ([selector, value, eventName]) => {
  const control = document.querySelector(selector);
  const status = () => document.querySelector(".records-count")?.textContent;
  const before = status();
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value").set;
  const start = performance.now();
  setter.call(control, value);
  control.dispatchEvent(new Event(eventName, { bubbles: true }));
  await new Promise((resolve) => {
    const check = () => (status() !== before ? resolve() : requestAnimationFrame(check));
    check();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
}`;

async function timeChange(page: Page, selector: string, value: string, eventName: string) {
  const args = JSON.stringify([selector, value, eventName]);
  return page.evaluate<number>(`(${CHANGE_AND_TIME})(${args})`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

await ensureWebBuild();
await ensureServerBuild();
const dataDir = await prepareSite("large");
const server = await startBenchServer(PORT, dataDir, { DEMO_CONTENT: "false" });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const token = await signIn();
  const bigTour = await createBigTour(token);
  const list: number[] = [];
  const byType: number[] = [];
  const byTitle: number[] = [];
  const editor: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => localStorage.setItem("admin-token", value), token);
    const page = await context.newPage();
    list.push(await timeToShow(page, `${BASE}/admin/records`, ".records-row"));
    byType.push(await timeChange(page, "select", "Church", "change"));
    await timeChange(page, "select", "All", "change");
    byTitle.push(await timeChange(page, "input[type=search]", "river", "input"));
    const editorPage = await context.newPage();
    editor.push(
      await timeToShow(editorPage, `${BASE}/admin/tours/edit/${bigTour}`, "[data-stop-count='60']"),
    );
    await context.close();
  }
  const rows = [
    ["records list shown (20,000 records)", median(list), 1000],
    ["filter by type", median(byType), 100],
    ["filter by title", median(byTitle), 100],
    [`tour editor open (${BIG_TOUR_STOPS} stops)`, median(editor), 500],
  ] as const;
  const lines = [
    `Admin benchmark: large site, Chromium, median of ${RUNS}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| measure | median | target |",
    "|---|---:|---:|",
    ...rows.map(([name, value, target]) => `| ${name} | ${ms(value)} | < ${ms(target)} |`),
    "",
  ];
  const missed = rows.filter(([, value, target]) => value >= target).map(([name]) => name);
  lines.push(missed.length ? `Targets NOT met: ${missed.join("; ")}` : "Targets met.");
  console.log(lines.join("\n"));
} finally {
  await browser.close();
  await stopBenchServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

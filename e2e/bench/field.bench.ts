/**
 * npm run bench:field — the walk itself on a phone profile (Chromium, 360×740, CPU slowed 4×,
 * Lighthouse's mobile slow 4G): taps and milliseconds from opening a QR welcome URL to audible
 * narration, for a record on one tour and one on several, first visit and returning visit; and
 * the time to open the next-stop map in person. Targets: 1 tap (plus 'I Accept' the
 * first time), under 2.5 s to sound, map open under 1 s.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureServerBuild } from "../../scripts/ensure-server-build.js";
import { ensureWebBuild } from "../../scripts/ensure-web-build.js";
import { CHROME_PATH, CHROMIUM_ARGS } from "../support/chromium.js";
import type { ArchiveRecord, PublicStop, Tour } from "@tours/shared";
import { mediaUrl } from "@tours/shared/browser";
import { startBenchServer, stopBenchServer } from "./bench-server.js";
import { startCeiling } from "./field-ceiling.js";
import { startMapCeiling } from "./map-ceiling.js";
import { keepAnswers, type Received } from "./offline-ceiling.js";
import {
  phoneContext,
  type StoryFigures,
  throttle,
  timeToMap,
  timeToPicture,
  timeToSoundBare,
  timeToStory,
} from "./field-scenarios.js";

const PORT = Number(process.env.BENCH_PORT ?? 3721);
const BASE = `http://127.0.0.1:${PORT}`;

const get = async <T>(route: string): Promise<T> => (await fetch(BASE + route)).json() as T;

/** Records on one and on several tours, each a later stop where possible (so the terms show). */
async function scenarios() {
  const tours = await get<Tour[]>("/api/tours");
  const stops = new Map<string, PublicStop[]>();
  for (const tour of tours)
    stops.set(tour.id, await get<PublicStop[]>(`/api/tours/${tour.id}/stops`));
  const indexOn = (record: ArchiveRecord, tourId: string) =>
    (stops.get(tourId) ?? []).findIndex((stop) => stop.recordId === record.id);
  const records = await get<ArchiveRecord[]>("/api/records");
  const later = (record: ArchiveRecord) => record.Tours.some((id) => indexOn(record, id) > 0);
  const pick = (want: (r: ArchiveRecord) => boolean) =>
    records.find((r) => want(r) && later(r)) ?? records.find(want);
  const one = pick((r) => r.Tours.length === 1);
  const several = pick((r) => r.Tours.length > 1);
  if (!one || !several) throw new Error("The demo content needs records on one and several tours");
  const severalTour = several.Tours.find((id) => indexOn(several, id) > 0) ?? several.Tours[0]!;
  const mapTour = tours.find((tour) => (stops.get(tour.id) ?? []).length >= 2)!;
  const oneStop = (stops.get(one.Tours[0]!) ?? []).find((stop) => stop.recordId === one.id)!;
  return {
    one,
    oneAudio: mediaUrl(oneStop.audio.path),
    several,
    severalTourTitle: tours.find((tour) => tour.id === severalTour)!.title,
    mapTour,
    mapStops: stops.get(mapTour.id)!,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** The path of the map style among what a map received (the JSON with layers). */
function styleIn(received: Received): string {
  for (const [url, file] of received) {
    if (!file.headers["content-type"]?.includes("json")) continue;
    try {
      if (Array.isArray((JSON.parse(file.body.toString()) as { layers?: unknown }).layers))
        return url;
    } catch {
      // Not JSON after all.
    }
  }
  throw new Error("The app's map received no style");
}

await ensureWebBuild();
await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-field-bench-"));
// One phone walking: the server must not shed it with 503s when the shared machine, not the
// visitor, makes its event loop lag (a stylesheet or script refused fails the run outright).
const server = await startBenchServer(PORT, dataDir, { OVERLOAD_LAG_MS: "0" });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
/** Rounds of every measure, app and ceilings alternating; the table gives medians and ranges. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_FIELD_ROUNDS ?? 3));

type Scenarios = Awaited<ReturnType<typeof scenarios>>;

/** Taps and time to sound from each QR welcome URL, first and returning visit. */
async function measureStories(s: Scenarios) {
  const rows: [string, string, StoryFigures][] = [];
  for (const [label, record, pickTour] of [
    ["record on one tour", s.one, null],
    ["record on several tours", s.several, s.severalTourTitle],
  ] as const) {
    const context = await phoneContext(browser, BASE);
    const page = await context.newPage();
    await throttle(page);
    const welcome = `/landing/walking-tours/${record.slug}`;
    // A visitor's first visit, not the server's: the page as a site that has served it once
    // sends it (from its page cache), as the ceiling's copy of it was too.
    await fetch(BASE + welcome);
    rows.push([label, "first visit", await timeToStory(page, welcome, pickTour)]);
    rows.push([label, "returning visit", await timeToStory(page, welcome, pickTour)]);
    await context.close();
  }
  return rows;
}

/** The ceiling: the same welcome markup and narration bytes from a bare server, one tap. */
async function measureStoryCeiling(s: Scenarios) {
  const ceiling = await startCeiling(BASE, `/landing/walking-tours/${s.one.slug}`, s.oneAudio);
  const bare = await phoneContext(browser, ceiling.base);
  const barePage = await bare.newPage();
  await throttle(barePage);
  const first = await timeToSoundBare(barePage);
  const again = await timeToSoundBare(barePage);
  await bare.close();
  await ceiling.close();
  return { first, again };
}

/** The next-stop map: cold, again, after listening, and MapLibre alone drawing it (ceiling). */
async function measureMaps(s: Scenarios) {
  const first = s.mapStops[0]!;
  /** A fresh phone (empty cache) standing at the tour's first stop, terms accepted. */
  const standingAtFirstStop = async () => {
    const context = await phoneContext(browser, BASE);
    await context.addInitScript(() => localStorage.setItem("tos", "true"));
    if (first.record.Coordinates) {
      await context.grantPermissions(["geolocation"]);
      const { lat, lng } = first.record.Coordinates;
      await context.setGeolocation({ latitude: lat, longitude: lng });
    }
    const page = await context.newPage();
    await throttle(page);
    return { context, page };
  };

  const cold = await standingAtFirstStop();
  // For the ceiling: where the map looks and what it received (tests' map registry, below).
  await cold.page.addInitScript(() => (window.__maplibreMaps = []));
  await cold.page.goto(`/tours/${s.mapTour.slug}/${first.slug}`);
  await cold.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const received: Received = new Map();
  const kept = keepAnswers(cold.page, received);
  const mapFirst = await timeToMap(cold.page);
  const pictureFirst = await timeToPicture(cold.page);
  await kept.settle();
  const camera = await cold.page.evaluate(() => {
    type Camera = { getCenter(): { lng: number; lat: number }; getZoom(): number };
    const map = (window as unknown as { __maplibreMaps: Camera[] }).__maplibreMaps.at(-1)!;
    const { lng, lat } = map.getCenter();
    return { center: [lng, lat] as [number, number], zoom: map.getZoom() };
  });
  await cold.page.keyboard.press("Escape");
  await cold.page.getByRole("dialog").first().waitFor({ state: "hidden" });
  const mapAgain = await timeToMap(cold.page);
  await cold.context.close();

  // On a tour the visitor reaches a stop by a tap and listens before moving on, and the map's
  // code is fetched while the narration plays: tap 'Take Tour', listen 10 s, open the map.
  const touring = await standingAtFirstStop();
  await touring.page.goto(`/tours/${s.mapTour.slug}`);
  await touring.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await touring.page.getByRole("link", { name: "Take Tour", exact: true }).click();
  await touring.page.waitForFunction(
    () => {
      const audio = document.querySelector("audio");
      return audio !== null && !audio.paused && audio.currentTime > 0;
    },
    null,
    { timeout: 60_000 },
  );
  await touring.page.waitForTimeout(10_000);
  const mapListening = await timeToMap(touring.page);
  await touring.context.close();

  // The map's ceiling: MapLibre alone drawing the same style at the same place, cold.
  const mapCeiling = await startMapCeiling(received, { ...camera, styleUrl: styleIn(received) });
  const bareMap = await phoneContext(browser, mapCeiling.base);
  const bareMapPage = await bareMap.newPage();
  await throttle(bareMapPage);
  await bareMapPage.goto("/");
  const mapBound = await timeToMap(bareMapPage);
  await bareMap.close();
  await mapCeiling.close();
  return { mapFirst, pictureFirst, mapAgain, mapListening, mapBound };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** "2796 ms" for one round; "2796 ms (2700–2900)" for several: the median and the range. */
const spread = (values: number[]) =>
  values.length === 1
    ? ms(values[0]!)
    : `${ms(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

try {
  const s = await scenarios();
  const stories: [string, string, StoryFigures][][] = [];
  const ceilings: { first: number; again: number }[] = [];
  const maps: Awaited<ReturnType<typeof measureMaps>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    stories.push(await measureStories(s));
    ceilings.push(await measureStoryCeiling(s));
    maps.push(await measureMaps(s));
  }
  const ceilingFirst = ceilings.map((c) => c.first);
  const ceilingAgain = ceilings.map((c) => c.again);
  const mapOf = (key: "mapFirst" | "mapAgain" | "mapListening" | "mapBound") =>
    maps.map((m) => m[key]);

  const failures: string[] = [];
  const lines = [
    `Field benchmark: Chromium, 360×740 touch, CPU slowed 4×, slow 4G (Lighthouse mobile: 562.5 ms latency, 1.44 Mbit/s down), ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
    "",
    "| from the QR welcome URL | visit | taps | + 'I Accept' | to sound | ceiling | ratio |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  stories[0]!.forEach(([label, visit], row) => {
    const figures = stories.map((round) => round[row]![2]);
    const toSound = figures.map((f) => f.msToSound);
    const taps = Math.max(...figures.map((f) => f.taps));
    const acceptTaps = Math.max(...figures.map((f) => f.acceptTaps));
    const bound = visit === "first visit" ? ceilingFirst : ceilingAgain;
    const ratio = (median(toSound) / median(bound)).toFixed(2);
    lines.push(
      `| ${label} | ${visit} | ${taps} | ${acceptTaps} | ${spread(toSound)} | ${spread(bound)} | ${ratio}× |`,
    );
    if (median(toSound) >= 2500) failures.push(`${label}, ${visit}: ${spread(toSound)} to sound`);
    if (taps > 1) failures.push(`${label}, ${visit}: ${taps} taps`);
  });
  const [mapFirst, mapAgain, mapListening, mapBound] = (
    ["mapFirst", "mapAgain", "mapListening", "mapBound"] as const
  ).map(mapOf);
  const pictures = maps.map((m) => m.pictureFirst);
  const pictureFirst = pictures.every((p) => p !== null)
    ? spread(pictures as number[])
    : "not shown in every round (the live map drew first)";
  lines.push(
    "",
    `${ROUNDS === 1 ? "One round" : `Medians of ${ROUNDS} rounds (range in brackets)`}. Ceiling: the welcome page's markup, stylesheets and images without scripts, and the same MP3, from a bare Node http server; one tap on a plain button plays it.`,
    "",
    `Next-stop map (in person, ${s.mapTour.title}): opened at once from a cold stop page ${spread(mapFirst!)} (map code loaded on demand; ceiling ${spread(mapBound!)}, ratio ${(median(mapFirst!) / median(mapBound!)).toFixed(2)}×), the server's static map of the leg shown before it ${pictureFirst}; open again ${spread(mapAgain!)}; after 10 s of narration on the tour ${spread(mapListening!)}.`,
    "",
    "Map ceiling: a bare page whose button loads MapLibre's own build (brotli) and draws the same style at the same place from the bytes the app's map received, from a bare Node http server.",
  );
  const slowMap = (label: string, values: number[]) => {
    if (median(values) >= 1000) failures.push(`${label} ${spread(values)}`);
  };
  // From a cold stop page the map a visitor first sees is the server's picture of the leg, when
  // it showed in every round; otherwise the live map.
  const coldShown = pictures.every((p) => p !== null) ? (pictures as number[]) : mapFirst!;
  slowMap("map shown at once from a cold stop page", coldShown);
  slowMap("map first open after listening", mapListening!);
  slowMap("map open again", mapAgain!);
  lines.push(
    "",
    failures.length
      ? `Targets NOT met: ${failures.join("; ")}`
      : "Targets met: 1 tap (+ 'I Accept' the first time), under 2.5 s to sound, map open under 1 s.",
  );
  console.log(lines.join("\n"));
} finally {
  await browser.close();
  await stopBenchServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

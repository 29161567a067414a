/**
 * The journeys npm run bench:field times, in Chromium on a phone profile (360×740, touch, CPU
 * slowed 4×, Lighthouse's mobile slow 4G): from a QR welcome URL to the narration being audible
 * (the page's <audio> playing with currentTime > 0), counting the taps; and the next-stop map.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/** Lighthouse 12's mobileSlow4G, as DevTools throttling applies it (its requestLatencyMs etc.). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

export interface StoryFigures {
  taps: number;
  acceptTaps: number;
  /** From the start of loading the welcome page to the first frame of audible narration. */
  msToSound: number;
}

/** A new phone-like context; geolocation is granted so the next-stop map can place the visitor. */
export async function phoneContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  // The moment narration is first audible, on the clock of the document that loaded last
  // (media events do not bubble, so listen in the capture phase): the first 'timeupdate' with
  // the narration under way, less how far it has played. The event is a task on the page's main
  // thread, so a page busy running its scripts hears of the sound late; the media clock is not
  // late (it runs only while the sound does). Strings, so the bundler's helpers never reach the
  // page.
  await context.addInitScript(`document.addEventListener("timeupdate", (event) => {
    const audio = event.target;
    if (window.audibleAt === undefined && !audio.paused && audio.currentTime > 0) {
      window.audibleAt = performance.now() - (audio.currentTime * 1000) / audio.playbackRate;
    }
  }, true);`);
  return context;
}

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/**
 * Opens the welcome page and taps as a visitor would, each control as soon as it can be tapped:
 * 'Hear the Story' (on the tour `pickTour`, for a record on several), 'I Accept' when the Terms
 * of Use show.
 */
export async function timeToStory(
  page: Page,
  welcomePath: string,
  pickTour: string | null,
): Promise<StoryFigures> {
  let taps = 0;
  const tap = async (target: Locator) => {
    await target.click();
    taps++;
  };
  await page.goto(welcomePath, { waitUntil: "commit" });
  // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
  const playing = page.waitForFunction(
    () => (window as unknown as { audibleAt?: number }).audibleAt !== undefined,
    undefined,
    { polling: 100, timeout: 60_000 },
  );
  // Awaited below; a tap that fails first must not leave its rejection unhandled (that would
  // hide the tap's own error).
  playing.catch(() => undefined);
  await tap(
    page.getByRole("link", { name: pickTour ? `Hear the Story on ${pickTour}` : "Hear the Story" }),
  );
  const accept = page
    .getByRole("dialog", { name: "Terms of Use" })
    .getByRole("button", { name: "I Accept" });
  const first = await Promise.race([
    accept.waitFor({ timeout: 60_000 }).then(
      () => "accept" as const,
      () => "none" as const,
    ),
    playing.then(() => "playing" as const),
  ]);
  let acceptTaps = 0;
  if (first === "accept") {
    await tap(accept);
    acceptTaps = 1;
    await playing;
  }
  const msToSound = Number(await page.evaluate("window.audibleAt"));
  return { taps: taps - acceptTaps, acceptTaps, msToSound };
}

/**
 * On an in-person stop: tap 'Go To Next Stop' and time until the map has drawn (its canvas is
 * sized and MapLibre's 'load' has run, which writes the leg to the container's data-leg).
 */
export async function timeToMap(page: Page): Promise<number> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return Number(await page.evaluate(MAP_OPEN_AND_TIME));
}

const MAP_OPEN_AND_TIME = `(async () => {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent.trim() === "Go To Next Stop",
  );
  if (!button) throw new Error("No 'Go To Next Stop' button");
  const start = performance.now();
  window.__pictureMs = null;
  button.click();
  await new Promise((resolve, reject) => {
    const give = setTimeout(() => reject(new Error("The map did not draw in 60 s")), 60000);
    const check = () => {
      const picture = document.querySelector("dialog[open] img.static-map__picture");
      if (window.__pictureMs === null && picture && picture.complete && picture.naturalWidth > 0)
        window.__pictureMs = performance.now() - start;
      const canvas = document.querySelector("dialog[open] canvas");
      if (canvas && canvas.width > 0 && canvas.closest("[data-leg]")) {
        clearTimeout(give);
        resolve();
      } else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - start;
})()`;

/**
 * After timeToMap: how long the server's static map took to show (its picture loaded) in that
 * opening, or null when none showed before the live map had drawn.
 */
export async function timeToPicture(page: Page): Promise<number | null> {
  return (await page.evaluate("window.__pictureMs")) as number | null;
}

/** On the ceiling's bare page: load it, tap its one button, time until the narration is audible. */
export async function timeToSoundBare(page: Page): Promise<number> {
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Hear the Story" }).click();
  await page.waitForFunction(
    () => (window as unknown as { audibleAt?: number }).audibleAt !== undefined,
    undefined,
    { polling: 100, timeout: 60_000 },
  );
  return Number(await page.evaluate("window.audibleAt"));
}

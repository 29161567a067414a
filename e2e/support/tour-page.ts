/**
 * The demo tours as the tour specs read them (the public API), and the tour screen's parts as a
 * visitor finds them: headings, the Terms of Use, the player, the accordions.
 */
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { apiStops, apiTours } from "./demo-api.js";

export interface LatLng {
  lat: number;
  lng: number;
}

export const ADMIN = { email: "e2e-admin@example.org", password: "e2e-password-123" };

/**
 * The demo tour of three or more stops with the longest intro (so it is cut at 175 px on every
 * screen), with its stops in order.
 */
export async function demoTour(request: APIRequestContext) {
  const tours = (await apiTours(request)).filter(
    (tour) => tour.stopIds.length >= 3 && tour.introAudio,
  );
  const tour = tours.sort((a, b) => b.intro.length - a.intro.length)[0];
  if (!tour) throw new Error("The demo content has no tour of three stops");
  return { tour, stops: await apiStops(request, tour) };
}

/** The text of stored HTML, as a reader sees it. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first few words of stored HTML, to look for on the page. */
export const opening = (html: string) => plainText(html).split(" ").slice(0, 8).join(" ");

/** Text as React writes it into server-rendered HTML. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** m:ss, as the player writes times. */
export const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};

export const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });
export const termsModal = (page: Page) => page.getByRole("dialog", { name: "Terms of Use" });
export const nextStopButton = (page: Page) => page.getByRole("button", { name: "Go To Next Stop" });

/** A <details> accordion by its title. */
export const accordion = (page: Page, title: string) =>
  page
    .locator("details")
    .filter({ has: page.locator("summary").getByText(title, { exact: true }) });

export async function openAccordion(page: Page, title: string): Promise<Locator> {
  const section = accordion(page, title);
  await section.locator("summary").click();
  await expect(section).toHaveAttribute("open", "");
  return section;
}

export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  return errors;
}

/**
 * Waits until the page's scripts have taken over and rendered with what the browser stores (the
 * audio player's button, disabled in the server's page, is enabled in the same pass that reads the
 * Terms of Use flag): only then does a missing Terms of Use modal mean anything.
 */
export async function scriptsRunning(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: /^(Play|Pause)$/ })).toBeEnabled();
}

export const acceptTerms = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem("tos", "true"));

export const audioPaused = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused);
export const audioTime = (page: Page) =>
  page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime);

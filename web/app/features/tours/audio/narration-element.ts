/**
 * The app's one narration <audio> element, outside the routes (so the sound starts at once).
 *
 * A tap that opens a stop can start that stop's narration in its own handler, while the tap's
 * user activation lets the browser play, instead of when the stop's code and data have arrived;
 * the tour screen's player then adopts the same element, already playing. One element for the
 * whole visit also keeps the browser's permission to play from one stop to the next.
 */
import { termsAccepted } from "../screen/terms-accepted";
import { startNarration } from "./narration-state";

let shared: HTMLAudioElement | null = null;

/** Its id: the welcome page's inline script makes it when tapped before the page runs. */
export const NARRATION_ID = "narration";

/** Created on first use (or adopted from that script), in the browser only. */
export function narrationElement(): HTMLAudioElement {
  if (!shared) {
    const early = document.getElementById(NARRATION_ID);
    if (early instanceof HTMLAudioElement) shared = early;
    else {
      shared = document.createElement("audio");
      shared.id = NARRATION_ID;
      shared.preload = "metadata";
      shared.hidden = true;
      document.body.append(shared);
    }
  }
  return shared;
}

/** Points the element at `src` ("" for none); the same src again leaves it as it is. */
export function setNarrationSource(element: HTMLAudioElement, src: string): void {
  if ((element.getAttribute("src") ?? "") === src) return;
  if (src) {
    element.src = src;
    return;
  }
  // Removing the attribute alone leaves the old file loaded, and playing.
  element.removeAttribute("src");
  element.load();
}

/** The stop a tap leads to, and whether the Terms of Use will hide it (SPEC §4). */
export interface NarrationStart {
  /** Media URL of the stop's narration; "" for none. */
  audio: string;
  /** The stop is not the tour's first: the Terms of Use hide it until accepted. */
  termsGated: boolean;
}

/**
 * Starts fetching a narration without playing it, e.g. while the Terms of Use are read, so that
 * the tap that plays it finds its first bytes there.
 */
export function loadNarration(audio: string): void {
  if (!audio) return;
  const element = narrationElement();
  setNarrationSource(element, audio);
  element.preload = "auto";
}

/** Undoes loadNarration when the visitor turns back: nothing keeps downloading. */
export function unloadNarration(): void {
  const element = narrationElement();
  if (!element.paused) return;
  element.preload = "metadata";
  setNarrationSource(element, "");
}

/**
 * Call from the handler of a tap that opens a stop. Sets the 'audio playing' flag and starts the
 * stop's narration now; when the Terms of Use will hide the stop, only loads it, so 'I Accept'
 * starts it at once. A stop without narration changes nothing: the flag turned on would start
 * the file of the screen the tap leaves, for a moment, and the next tap that opens a narrated
 * stop sets it again.
 */
export function startStoryNow({ audio, termsGated }: NarrationStart): void {
  if (!audio) return;
  startNarration();
  if (termsGated && !termsAccepted.get()) {
    loadNarration(audio);
    return;
  }
  const element = narrationElement();
  setNarrationSource(element, audio);
  // A refusal is answered by the stop's player ('Play the story') once it shows.
  element.play().catch(() => undefined);
}

/** Runs `then` once, on the first of `events` on the element or after `maxWaitMs`. */
function onceOnElement(events: readonly string[], then: () => void, maxWaitMs: number): void {
  const element = narrationElement();
  const finish = () => {
    clearTimeout(timer);
    for (const type of events) element.removeEventListener(type, finish);
    then();
  };
  const timer = setTimeout(finish, maxWaitMs);
  for (const type of events) element.addEventListener(type, finish);
}

/**
 * Runs `then` once the narration element has started to play, or at once when it is not trying
 * to (refused, nothing to play) or plays already, or after `maxWaitMs` at most. On a slow phone,
 * drawing the next screen holds the main thread for a while, and the element needs it to fetch
 * and start.
 */
export function whenSounding(then: () => void, maxWaitMs = 800): void {
  const element = narrationElement();
  // Started before the page ran, by the welcome page's inline script.
  const sounding = element.currentTime > 0;
  if (element.paused || !element.getAttribute("src") || sounding) then();
  else onceOnElement(["playing", "pause", "error"], then, maxWaitMs);
}

/**
 * Runs `then` once the loading narration can play through (or failed), or after `maxWaitMs`:
 * other downloads wait for it on a slow link.
 */
export function whenNarrationLoaded(then: () => void, maxWaitMs = 3000): void {
  const element = narrationElement();
  if (!element.getAttribute("src") || element.readyState >= HTMLMediaElement.HAVE_ENOUGH_DATA) {
    then();
  } else onceOnElement(["canplaythrough", "error", "emptied"], then, maxWaitMs);
}

/**
 * The app's one narration <audio> element, outside the routes (issue 10, time to sound).
 *
 * A tap that opens a stop can start that stop's narration in its own handler, while the tap's
 * user activation lets the browser play, instead of when the stop's code and data have arrived;
 * the tour screen's player then adopts the same element, already playing. One element for the
 * whole visit also keeps the browser's permission to play from one stop to the next.
 */
import { termsAccepted } from "../screen/terms-accepted";
import { startNarration } from "./narration-state";

let shared: HTMLAudioElement | null = null;

/** Created on first use, in the browser only. */
export function narrationElement(): HTMLAudioElement {
  if (!shared) {
    shared = document.createElement("audio");
    shared.preload = "metadata";
    shared.hidden = true;
    document.body.append(shared);
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
 * starts it at once.
 */
export function startStoryNow({ audio, termsGated }: NarrationStart): void {
  startNarration();
  if (!audio) return;
  if (termsGated && !termsAccepted.get()) {
    loadNarration(audio);
    return;
  }
  const element = narrationElement();
  setNarrationSource(element, audio);
  // A refusal is answered by the stop's player ('Play the story') once it shows.
  element.play().catch(() => undefined);
}

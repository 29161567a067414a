/**
 * What the other features (the QR landing pages) use of a tour's narration: the app's one
 * `<audio>` element, and starting a stop's narration so the stop's player adopts it.
 */
export {
  loadNarration,
  NARRATION_ID,
  type NarrationStart,
  startStoryNow,
  unloadNarration,
  whenNarrationLoaded,
  whenSounding,
} from "./audio/narration-element";
export { startNarration } from "./audio/narration-state";

/**
 * The early-play inline script (early-play.ts) in the <head> of a tour's pages, before the
 * stylesheets: it takes taps on Play from the first frame that shows the player, whatever the
 * parser has still to read, and never waits for a stylesheet (an inline script after one still
 * loading does, and holds the parser with it).
 */
import { InlineScript } from "../../../lib/inline-script";
import { earlyPlayScript } from "./early-play";
import { NARRATION_ID } from "./narration-element";
import { NARRATION_PLAYING_KEY } from "./narration-state";

export function EarlyPlayScript() {
  // Only the server's HTML needs its text: once the page runs, it has run.
  const code = import.meta.env.SSR ? earlyPlayScript(NARRATION_ID, NARRATION_PLAYING_KEY) : "";
  return <InlineScript code={code} />;
}

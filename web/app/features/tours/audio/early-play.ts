/**
 * The player's Play before the tour screen's scripts have run. They start after the first paint
 * and take a second or more to load and hydrate on a slow phone (from a saved tour offline too),
 * while the stop already reads: a small inline script, in the head of a tour's pages
 * (early-play-script.tsx), takes taps on Play meanwhile and plays or pauses the app's one
 * narration element itself. The hydrated player adopts the element and what the script did (a
 * narration playing sets the 'audio playing' flag, so the next stop plays on). From then on the
 * script lets every event through.
 *
 * A tap on a link that starts the tour with a stop's narration (the intro's 'Take Tour',
 * `[data-early-start]`) goes where it leads, the whole page loading, as it would without scripts;
 * the script sets the tab's 'audio playing' flag first, as the page's own handler would, so the
 * stop it opens starts its narration (or asks with 'Play the story' where the browser refuses).
 *
 * A tap on a stop's way on ('Go To Next Stop', 'Complete Tour': `[data-early-next]`) is kept
 * (the button marked `data-early-taken` meanwhile) and made by the page once it runs.
 *
 * The markup it acts on: the player's Play button `[data-early-play="{narration URL}"]`,
 * `[data-early-start]` links and `[data-early-next]` buttons.
 */

/** What the inline script did before the page ran. */
export interface EarlyPlay {
  /** The narration it last played or paused; "" before any tap. */
  src: string;
  /** It left that narration playing. */
  playing: boolean;
  /** The page took over. */
  adopted: boolean;
  /** The way on was tapped and waits for the page. */
  next: boolean;
}

declare global {
  interface Window {
    earlyPlay?: EarlyPlay;
  }
}

/**
 * The inline script. It is sent as its own source text, so it uses nothing from outside its body
 * but its arguments and the browser's globals.
 */
export function takePlayEarly(
  win: Window,
  { narrationId, playingKey }: { narrationId: string; playingKey: string },
): void {
  const doc = win.document;
  const state: EarlyPlay = { src: "", playing: false, adopted: false, next: false };
  win.earlyPlay = state;
  win.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (state.adopted || !(target instanceof Element)) return;
      if (target.closest("[data-early-start]")) {
        try {
          win.sessionStorage.setItem(playingKey, "true");
        } catch {
          // Storage refused (private mode): the stop opens quiet, its Play at hand.
        }
        return;
      }
      const next = target.closest("[data-early-next]");
      if (next) {
        state.next = true;
        next.setAttribute("data-early-taken", "");
        return;
      }
      const button = target.closest("[data-early-play]");
      const src = button?.getAttribute("data-early-play");
      if (!button || !src) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      let audio = doc.getElementById(narrationId) as HTMLAudioElement | null;
      if (!audio) {
        audio = doc.createElement("audio");
        audio.id = narrationId;
        audio.hidden = true;
        doc.body.append(audio);
      }
      if (audio.getAttribute("src") !== src) audio.src = src;
      state.src = src;
      state.playing = audio.paused;
      if (state.playing) audio.play().catch(() => (state.playing = false));
      else audio.pause();
      button.setAttribute("aria-label", state.playing ? "Pause" : "Play");
    },
    true,
  );
}

/** The inline script's text: the function above, run at once. */
export const earlyPlayScript = (narrationId: string, playingKey: string): string =>
  `(${takePlayEarly.toString()})(window, ${JSON.stringify({ narrationId, playingKey })});`;

/**
 * For the hydrated player: what the script did, once (the script stands aside from now on); null
 * on the server and when there was no script.
 */
export function adoptEarlyPlay(): EarlyPlay | null {
  if (typeof window === "undefined") return null;
  const early = window.earlyPlay;
  if (!early || early.adopted) return null;
  early.adopted = true;
  return { ...early };
}

/** For the hydrated tour screen: whether the way on was tapped before it ran, told once. */
export function takeEarlyNextTap(): boolean {
  if (typeof window === "undefined" || !window.earlyPlay?.next) return false;
  window.earlyPlay.next = false;
  return true;
}

/**
 * 'Hear the Story' before the welcome page's scripts have run. They start after the first paint
 * and take seconds to load and hydrate on a slow phone; a small inline script, in the page from
 * the start, takes the taps meanwhile and does what needs the tap itself: it starts the narration
 * (a browser plays only from a tap) on the app's one narration element, or opens the Terms of Use
 * from the server-rendered dialog and, on 'I Accept', stores the flag and plays. It records what
 * it did; the hydrated page adopts the record (and the element) and carries on as if its own
 * handler had run: analytics, the 'audio playing' flag, the way to the stop. From then on the
 * script lets every event through.
 *
 * It also tells the page's scripts when to start loading (`window.holdScripts`, which the page's
 * module script awaits after the first paint). On a slow link the scripts (some 120 KB) and the
 * narration a tap asks for share the bandwidth, and the story is what this page is for: so the
 * scripts wait a moment after the first paint for a tap, and after a tap until the narration is
 * sounding (or, while the terms are read, has loaded), at most a few seconds. The page reads and
 * its links work without them meanwhile.
 *
 * The markup it acts on: the story links `a[data-story="{index}"]`, one per tour the record is on
 * (`data-story-audio`: its narration; `data-story-terms`: the terms hide its stop), and the Terms
 * of Use `dialog[data-terms]` with its buttons `[data-terms-action="accept"]` and
 * `[data-terms-action="close"]`.
 */

/** What the inline script did before the page ran. */
export interface EarlyStoryTap {
  /** Taps on 'Hear the Story' it acted on. */
  taps: number;
  /** The index (`data-story`) of the link it acted on last; -1 before any. */
  story: number;
  /** Where it left them: the terms open, on the way to the story (playing), or neither. */
  stage: "idle" | "asking" | "going";
  /** 'I Accept' was tapped (the flag is stored). */
  accepted: boolean;
  /** The page took over. */
  adopted: boolean;
}

declare global {
  interface Window {
    earlyStoryTap?: EarlyStoryTap;
    /**
     * Set by a page's inline script to hold the page's modules back: the module script awaits
     * it after the first paint (client-scripts-after-paint.server.ts).
     */
    holdScripts?: () => Promise<void>;
  }
}

/** How long after the first paint the scripts wait for a tap on 'Hear the Story'. */
export const TAP_WAIT_MS = 1500;
/** The longest the scripts wait for a tapped narration to start (or load). */
export const SOUND_WAIT_MS = 4000;

interface Setup {
  /** localStorage key of the Terms of Use flag. */
  termsKey: string;
  /** Id of the app's one narration element (made by whichever side needs it first). */
  narrationId: string;
  /** TAP_WAIT_MS and SOUND_WAIT_MS (the script cannot import them). */
  tapWaitMs: number;
  soundWaitMs: number;
}

/**
 * The inline script. It is sent as its own source text, so it uses nothing from outside its body
 * but its arguments and the browser's globals.
 */
export function takeTapsEarly(
  win: Window,
  { termsKey, narrationId, tapWaitMs, soundWaitMs }: Setup,
): void {
  const doc = win.document;
  const state: EarlyStoryTap = {
    taps: 0,
    story: -1,
    stage: "idle",
    accepted: false,
    adopted: false,
  };
  let tapped: HTMLElement | null = null;
  win.earlyStoryTap = state;
  const terms = () => doc.querySelector<HTMLDialogElement>("dialog[data-terms]");
  const narration = (src?: string): HTMLAudioElement => {
    let audio = doc.getElementById(narrationId) as HTMLAudioElement | null;
    if (!audio) {
      audio = doc.createElement("audio");
      audio.id = narrationId;
      audio.preload = "metadata";
      audio.hidden = true;
      doc.body.append(audio);
    }
    if (src && audio.getAttribute("src") !== src) audio.src = src;
    return audio;
  };
  const accepted = () => {
    try {
      return win.localStorage.getItem(termsKey) === "true";
    } catch {
      return false;
    }
  };
  // Taken in the capture phase on window, before React's listeners could see it too.
  const take = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  // When the page's scripts may load: see the top of this file.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  let scriptsTimer: ReturnType<typeof setTimeout> | undefined;
  const holdScriptsFor = (ms: number) => {
    clearTimeout(scriptsTimer);
    scriptsTimer = setTimeout(releaseScripts, ms);
  };
  /** Releases the scripts on the first of `events` on the narration, or after soundWaitMs. */
  const holdScriptsUntil = (audio: HTMLAudioElement, events: readonly string[]) => {
    holdScriptsFor(soundWaitMs);
    for (const type of events) audio.addEventListener(type, releaseScripts, { once: true });
  };
  win.holdScripts = () => {
    // Painted: a tap now would share the link with the scripts, unless one came already.
    if (state.stage === "idle") holdScriptsFor(tapWaitMs);
    return scriptsReleased;
  };

  const play = (audio: HTMLAudioElement) => {
    state.stage = "going";
    holdScriptsUntil(audio, ["playing", "pause", "error"]);
    // A refusal is answered by the stop's player ('Play the story') once it shows.
    audio.play().catch(releaseScripts);
  };

  const tapStory = (link: HTMLElement) => {
    state.taps += 1;
    state.story = Number(link.getAttribute("data-story"));
    tapped = link;
    const src = link.getAttribute("data-story-audio");
    const dialog = terms();
    if (!src) {
      state.stage = "going";
      releaseScripts();
    } else if (dialog && link.hasAttribute("data-story-terms") && !accepted()) {
      // Loading while the terms are read; 'I Accept' plays it.
      const audio = narration(src);
      audio.preload = "auto";
      state.stage = "asking";
      holdScriptsUntil(audio, ["canplaythrough", "error"]);
      dialog.showModal();
    } else play(narration(src));
  };

  win.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (state.adopted || !(target instanceof Element)) return;
      const link = target.closest<HTMLElement>("a[data-story]");
      if (link) {
        // A new tab or window opens the stop itself.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        take(event);
        // On the way already: a second tap neither plays again nor counts.
        if (state.stage === "idle") tapStory(link);
        return;
      }
      const action = target.closest("[data-terms-action]")?.getAttribute("data-terms-action");
      const dialog = terms();
      if (state.stage !== "asking" || !action || !dialog) return;
      take(event);
      if (action === "accept") {
        try {
          win.localStorage.setItem(termsKey, "true");
        } catch {
          // The page keeps the answer in memory once it runs.
        }
        state.accepted = true;
        play(narration());
      }
      dialog.close();
    },
    true,
  );
  // Close, Escape or 'I Accept': the dialog's close event, which the page must not see twice.
  win.addEventListener(
    "close",
    (event) => {
      if (state.adopted || event.target !== terms()) return;
      event.stopImmediatePropagation();
      if (state.stage !== "asking") return;
      // Turned back: nothing keeps downloading, focus back on the link.
      state.stage = "idle";
      releaseScripts();
      const audio = narration();
      if (audio.paused) {
        audio.preload = "metadata";
        audio.removeAttribute("src");
        audio.load();
      }
      tapped?.focus();
    },
    true,
  );
}

/** The inline script's text: the function above, run at once. */
export const earlyStoryTapScript = (setup: Omit<Setup, "tapWaitMs" | "soundWaitMs">): string =>
  `(${takeTapsEarly.toString()})(window, ${JSON.stringify({ ...setup, tapWaitMs: TAP_WAIT_MS, soundWaitMs: SOUND_WAIT_MS })});`;

/**
 * For the hydrated page: what the script did, once (the script stands aside from now on); null
 * when there was no script.
 */
export function adoptEarlyStoryTap(): EarlyStoryTap | null {
  const early = window.earlyStoryTap;
  if (!early || early.adopted) return null;
  early.adopted = true;
  return { ...early };
}

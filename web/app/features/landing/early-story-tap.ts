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
  }
}

interface Setup {
  /** localStorage key of the Terms of Use flag. */
  termsKey: string;
  /** Id of the app's one narration element (made by whichever side needs it first). */
  narrationId: string;
}

/**
 * The inline script. It is sent as its own source text, so it uses nothing from outside its body
 * but its arguments and the browser's globals.
 */
export function takeTapsEarly(win: Window, { termsKey, narrationId }: Setup): void {
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
  const play = (audio: HTMLAudioElement) => {
    state.stage = "going";
    // A refusal is answered by the stop's player ('Play the story') once it shows.
    audio.play().catch(() => undefined);
  };

  const tapStory = (link: HTMLElement) => {
    state.taps += 1;
    state.story = Number(link.getAttribute("data-story"));
    tapped = link;
    const src = link.getAttribute("data-story-audio");
    const dialog = terms();
    if (!src) state.stage = "going";
    else if (dialog && link.hasAttribute("data-story-terms") && !accepted()) {
      // Loading while the terms are read; 'I Accept' plays it.
      narration(src).preload = "auto";
      state.stage = "asking";
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
export const earlyStoryTapScript = (setup: Setup): string =>
  `(${takeTapsEarly.toString()})(window, ${JSON.stringify(setup)});`;

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

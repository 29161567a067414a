/**
 * Where keyboard and screen-reader focus goes when the page's content changes under the visitor
 * (a client-side navigation, the Terms of Use modal closing): the page's start, in sight.
 */

/** Marks what is fixed at the foot of the screen over the page (the narration's dock, a banner). */
const DOCKED = "data-docked";

/**
 * The element a new page starts at: the one it marks `data-page-start` (a notice standing in for
 * hidden content), else its h1, else its main.
 */
export function pageStart(): HTMLElement | null {
  const main = document.getElementById("main");
  return (
    main?.querySelector<HTMLElement>("[data-page-start]") ??
    main?.querySelector<HTMLElement>("h1") ??
    main
  );
}

/** Moves focus to the page's start and scrolls it clear of the header and whatever is docked. */
export function focusPageStart(): HTMLElement | null {
  const target = pageStart();
  if (!target) return null;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  scrollClear(target);
  keepClearUntilTheVisitorActs(target);
  return target;
}

/**
 * A dock that comes up after the page's start took focus (the narration docks once the new page
 * has drawn and its full player is seen to be off screen) must not cover it: called by the dock.
 */
export function keepPageStartClear(): void {
  if (watched && document.activeElement === watched) scrollClear(watched);
}

let watched: HTMLElement | null = null;
let stopWatching = () => {};

/** Until the visitor scrolls, taps or types: from then on where the page sits is theirs. */
function keepClearUntilTheVisitorActs(target: HTMLElement) {
  stopWatching();
  watched = target;
  const controller = new AbortController();
  stopWatching = () => {
    watched = null;
    controller.abort();
  };
  for (const type of ["wheel", "touchstart", "pointerdown", "keydown"]) {
    window.addEventListener(type, stopWatching, { capture: true, signal: controller.signal });
  }
}

/**
 * Where `target` does not all show between the header and any dock, scrolls it to the top of that
 * room: the page is read from its start. (Scrolled just enough to show it at the foot, a stop's
 * title came under the previous photo's caption, which the visitor read first.)
 */
function scrollClear(target: HTMLElement) {
  const box = target.getBoundingClientRect();
  const top = headerClearance();
  const bottom = dockedTop();
  // Whole pixels, rounded away from the edge: the page scrolls by whole pixels.
  const up = () => window.scrollBy(0, Math.floor(box.top - top));
  if (box.height > bottom - top) {
    // Taller than the room (a page's main): moved only when none of it shows, to its start.
    if (box.bottom <= top || box.top >= bottom) up();
  } else if (box.top < top || box.bottom > bottom) {
    up();
  }
}

/** The room the sticky header takes, as the page's scroll-padding-top gives it (styles/base.css). */
function headerClearance(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 0;
}

/** Where the highest thing docked at the foot of the screen begins (the screen's foot if none). */
function dockedTop(): number {
  let top = window.innerHeight;
  for (const docked of document.querySelectorAll(`[${DOCKED}]`)) {
    const box = docked.getBoundingClientRect();
    if (box.height > 0) top = Math.min(top, box.top);
  }
  return top;
}

/** What the live region says for a page: its own `data-announce`, else its heading, else the title. */
export function pageAnnouncement(target: HTMLElement | null): string {
  const text = target?.dataset.announce ?? target?.textContent ?? "";
  return text.replace(/\s+/g, " ").trim() || document.title;
}

/** The event the route announcer listens for, with the words to say as its detail. */
export const ANNOUNCE_PAGE = "tours:announce-page";

/** Focuses the page's start and has the live region name the page (content revealed in place). */
export function focusAndAnnouncePage(): void {
  const text = pageAnnouncement(focusPageStart());
  window.dispatchEvent(new CustomEvent(ANNOUNCE_PAGE, { detail: text }));
}

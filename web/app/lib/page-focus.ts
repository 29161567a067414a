/**
 * Where keyboard and screen-reader focus goes when the page's content changes under the visitor
 * (a client-side navigation, the Terms of Use modal closing): the page's h1, or its main.
 */

/** Height of the sticky site header: something under it is not in view. */
const HEADER_HEIGHT = 56;

/** The element a new page starts at: its h1, or else its main. */
export function pageStart(): HTMLElement | null {
  const main = document.getElementById("main");
  return main?.querySelector<HTMLElement>("h1") ?? main;
}

/** Moves focus to the page's start, scrolling it into view only when it is not already. */
export function focusPageStart(): HTMLElement | null {
  const target = pageStart();
  if (!target) return null;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.tabIndex = -1;
  const box = target.getBoundingClientRect();
  const inView = box.top >= HEADER_HEIGHT && box.bottom <= window.innerHeight;
  target.focus({ preventScroll: inView });
  return target;
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

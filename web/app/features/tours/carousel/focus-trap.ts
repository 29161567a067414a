/**
 * Keeps Tab and Shift+Tab cycling inside a modal dialog. A modal <dialog> makes the page behind
 * inert, but Tab from its last control still leaves for the browser's own UI (and on some phones
 * the page's body): the lightbox wraps round instead, so focus is never lost behind it.
 */
import type { KeyboardEvent } from "react";

const FOCUSABLE =
  "button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Handles a Tab press inside `container`; answers whether it did. */
export function wrapTab(event: KeyboardEvent, container: HTMLElement | null): boolean {
  if (event.key !== "Tab" || !container) return false;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  const outside = !active || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Tap-target audit: every visible link and control on a page must offer a tap area
 * of at least 44×44 CSS px, except links inside running text.
 *
 * What counts as a control: a[href], button, input (not hidden), select, textarea, summary,
 * [role=button] and any element with a tabindex of 0 or more.
 *
 * What counts as visible: a box at least 2 px on each side (visually-hidden "sr-only" elements and
 * the skip link, clipped to 1 px until focused, are not tap targets), not `visibility: hidden`, and
 * not inside a closed <dialog> or a [hidden] / inert region.
 *
 * What counts as running text: an <a> laid out `display: inline` whose nearest block ancestor is a
 * p, li, dd, dt, td, th, blockquote, figcaption or label that also holds text of its own, outside
 * any control (at least one letter or digit). A link alone in its paragraph or list item is not
 * running text: it is a control that happens to sit in a p/li, and it must be big enough.
 *
 * A checkbox or radio wrapped in a <label> is measured by its label, which takes the taps too; a
 * "stretched" link (its ::after absolutely placed over a card) by the box it stretches over.
 */
import type { Page } from "@playwright/test";

export const MIN_TAP = 44;

export interface TapOffender {
  selector: string;
  text: string;
  width: number;
  height: number;
}

/** The controls of the page as it is now that are smaller than 44×44 and not in running text. */
export async function smallTapTargets(page: Page, min = MIN_TAP): Promise<TapOffender[]> {
  return page.evaluate((minSize) => {
    const CONTROLS =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]";
    const PROSE_BLOCKS = new Set(["P", "LI", "DD", "DT", "TD", "TH", "BLOCKQUOTE", "FIGCAPTION"]);
    const INLINE = new Set(["inline", "contents"]);

    const hiddenByAncestor = (el: Element) =>
      Boolean(el.closest("[hidden], [inert], dialog:not([open]), [aria-hidden=true]"));

    const nearestBlock = (el: Element): Element | null => {
      let at = el.parentElement;
      while (at && INLINE.has(getComputedStyle(at).display)) at = at.parentElement;
      return at;
    };

    /** Text of the block that does not belong to a control inside it. */
    const ownText = (block: Element): string => {
      let text = "";
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.closest("a, button, summary, [role=button]")) continue;
        text += node.textContent ?? "";
      }
      return text;
    };

    const inRunningText = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = nearestBlock(el);
      if (!block || !PROSE_BLOCKS.has(block.tagName)) return false;
      return /[\p{L}\p{N}]/u.test(ownText(block));
    };

    /** The positioned ancestor a link's absolutely placed ::after covers, if it has one. */
    const stretchedOver = (el: Element): Element | null => {
      const after = getComputedStyle(el, "::after");
      if (after.content === "none" || after.position !== "absolute") return null;
      let at = el.parentElement;
      while (at && getComputedStyle(at).position === "static") at = at.parentElement;
      return at;
    };

    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = el; at && parts.length < 3; at = at.parentElement) {
        const cls = [...at.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join("");
        parts.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ""}${cls}`);
      }
      return parts.join(" > ");
    };

    const offenders: TapOffender[] = [];
    for (const el of document.querySelectorAll(CONTROLS)) {
      if (el.getAttribute("tabindex") === "-1" && !el.matches("a[href], button, input, select"))
        continue;
      if (hiddenByAncestor(el) || getComputedStyle(el).visibility === "hidden") continue;
      const input = el as HTMLInputElement;
      const label =
        el.tagName === "INPUT" && /checkbox|radio/.test(input.type) && el.closest("label");
      const box = (label || stretchedOver(el) || el).getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (box.width >= minSize - 0.5 && box.height >= minSize - 0.5) continue;
      if (inRunningText(el)) continue;
      offenders.push({
        selector: describe(el),
        text:
          (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40) ||
          (el.getAttribute("aria-label") ?? ""),
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return offenders;
  }, min);
}

/** One line per offender, for a failure message that says what to fix. */
export function describeOffenders(offenders: readonly TapOffender[]): string {
  return offenders.map((o) => `${o.selector} "${o.text}" ${o.width}×${o.height}`).join("\n");
}

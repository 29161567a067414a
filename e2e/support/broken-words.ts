/**
 * Words cut across two lines. A word longer than its line breaks rather than running off the
 * screen (overflow-wrap), but cut bare, 'Neighbor|hoods', it reads as two. Where the browser has
 * English hyphenation it breaks at a syllable with a hyphen drawn; this browser has none, so any
 * word on two lines is a bare cut.
 */
import type { Locator, Page } from "@playwright/test";

/** Each visible word under `scope` (the page's body by default) whose letters fall on two lines. */
export const brokenWords = (page: Page, scope?: Locator): Promise<string[]> =>
  (scope ?? page.locator("body")).evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent?.checkVisibility() || parent.closest(".visually-hidden")) continue;
      for (const word of (node.textContent ?? "").matchAll(/[\p{L}\p{N}’']+/gu)) {
        if (word[0].length < 4) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
        if (tops.size > 1)
          found.push(
            `'${word[0]}' in ${parent.tagName.toLowerCase()}.${[...parent.classList].join(".")}`,
          );
      }
    }
    return found;
  });

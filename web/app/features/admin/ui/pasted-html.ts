/**
 * Text pasted into a rich text field from a word processor (Word, Google Docs) keeps its
 * structure, not the processor's way of drawing it: Word's list paragraphs, a typed bullet or
 * number and spaces before the text, become real lists; paragraphs of nothing but spaces (Word's
 * spacing) and line breaks between paragraphs (Google Docs') go, since the site spaces paragraphs
 * itself. Bold and italics given by a style (Google Docs' way) become tags, and Google Docs' outer
 * <b style="font-weight:normal"> is unwrapped: the admin's Content-Security-Policy keeps the
 * editor from reading style attributes, so it would make the whole text bold. The editor's schema
 * then drops fonts, colours and other styles. Browser only.
 */

/** A Word list paragraph's own bullet or number, typed before its text. */
const MARKER = /^[\s\u00a0]*(?:[·•▪◦§o*-]|\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)])(?:[\s\u00a0]+|$)/i;
const ORDERED = /^[\s\u00a0]*\(?(?:\d{1,3}|[a-z]|[ivxlc]{1,6})[.)]/i;
const BLOCKS = new Set(["P", "UL", "OL", "LI", "DIV", "H1", "H2", "H3", "H4", "H5", "H6"]);

export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const paragraph of body.querySelectorAll("p")) {
    if (isBlank(paragraph)) paragraph.remove();
  }
  for (const br of body.querySelectorAll("br")) {
    if (isBlock(siblingOf(br, "previousSibling")) || isBlock(siblingOf(br, "nextSibling")))
      br.remove();
  }
  makeWordLists(body);
  stylesAsTags(body);
  return body.innerHTML;
}

const NOT_BOLD = /^(normal|lighter|[1-4]00)$/;
const BOLD = /^(bold|bolder|[6-9]00)$/;

function stylesAsTags(body: HTMLElement) {
  for (const element of body.querySelectorAll("[style]")) {
    const style = element.getAttribute("style") ?? "";
    const weight = /font-weight\s*:\s*([^;]+)/i.exec(style)?.[1]?.trim() ?? "";
    const tag = element.tagName;
    if ((tag === "B" || tag === "STRONG") && NOT_BOLD.test(weight)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    if (BOLD.test(weight) && tag !== "B" && tag !== "STRONG") wrapContent(element, "strong");
    if (/font-style\s*:\s*italic/i.test(style) && tag !== "I" && tag !== "EM")
      wrapContent(element, "em");
  }
}

function wrapContent(element: Element, tag: "strong" | "em") {
  const wrapper = element.ownerDocument.createElement(tag);
  wrapper.append(...element.childNodes);
  element.append(wrapper);
}

const isBlank = (element: Element) =>
  !element.querySelector("img") && (element.textContent ?? "").replace(/[\s\u00a0]/g, "") === "";

/** The nearest sibling that is not white space. */
function siblingOf(node: Node, way: "previousSibling" | "nextSibling"): Node | null {
  let sibling = node[way];
  while (sibling?.nodeType === Node.TEXT_NODE && !sibling.textContent?.trim())
    sibling = sibling[way];
  return sibling;
}

const isBlock = (node: Node | null) => node instanceof Element && BLOCKS.has(node.tagName);

const isWordListItem = (node: Node | null): node is HTMLParagraphElement =>
  node instanceof HTMLParagraphElement &&
  (/^MsoList/i.test(node.className) || /mso-list/i.test(node.getAttribute("style") ?? ""));

/** Each run of Word list paragraphs becomes one list, its markers taken out. */
function makeWordLists(body: HTMLElement) {
  for (const first of body.querySelectorAll("p")) {
    if (!first.isConnected || !isWordListItem(first)) continue;
    const items: HTMLParagraphElement[] = [first];
    for (let next = siblingOf(first, "nextSibling"); isWordListItem(next);) {
      items.push(next);
      next = siblingOf(next, "nextSibling");
    }
    const ordered = ORDERED.test(first.textContent ?? "");
    const list = body.ownerDocument.createElement(ordered ? "ol" : "ul");
    first.before(list);
    for (const item of items) {
      const li = body.ownerDocument.createElement("li");
      dropMarker(item);
      li.append(...item.childNodes);
      list.append(li);
      item.remove();
    }
  }
}

function dropMarker(paragraph: HTMLParagraphElement) {
  // Word wraps the marker in a span styled mso-list:Ignore; without it, the marker is plain text.
  const marked = [...paragraph.querySelectorAll("span")].filter((span) =>
    /mso-list:\s*ignore/i.test(span.getAttribute("style") ?? ""),
  );
  if (marked.length > 0) return marked.forEach((span) => span.remove());
  // Else the marker is the first text, followed by spaces that may sit in nodes of their own.
  const walker = paragraph.ownerDocument.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  let marker = true;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const value = text.textContent ?? "";
    const rest = (marker ? value.replace(MARKER, "") : value).replace(/^[\s\u00a0]+/, "");
    if (value.trim()) marker = false;
    text.textContent = rest;
    if (rest) return;
  }
}

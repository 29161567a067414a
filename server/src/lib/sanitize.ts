/** Allow-list sanitizing for stored HTML (intro, outro, narrative, bio). */
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { MAX_HTML_DEPTH } from "@tours/shared";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "hr",
    "span",
    "sup",
    "sub",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Whether elements nest deeper than MAX_HTML_DEPTH, read by the parser the sanitizer uses (so
 * implied ends such as an unclosed `<p>` count as it counts them). It stops at the first element
 * too deep: the sanitizer's time grows with the square of the depth (half a second for one field
 * of 33,000 nested tags, all of it on the event loop), while text an editor makes nests a few deep.
 */
export function nestsTooDeep(html: string): boolean {
  let depth = 0;
  let tooDeep = false;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > MAX_HTML_DEPTH) {
        tooDeep = true;
        parser.pause();
      }
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.write(html);
  if (!tooDeep) parser.end();
  return tooDeep;
}

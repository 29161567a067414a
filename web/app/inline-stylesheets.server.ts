/**
 * Puts a page's own stylesheets into its HTML, so its first paint waits for no other request. On
 * a slow link each stylesheet cost a round trip after the HTML (0.56 s on slow 4G) before the
 * page showed anything; a page opened offline asked the service worker for each one.
 *
 * Each `<link rel="stylesheet">` in `<head>` to a file of the client build becomes a `<style>`
 * holding the file's text (with the render's style nonce), followed by the same link, `disabled`:
 * React still finds the link it rendered, and the browser never fetches the file, so nothing
 * shares a slow link with the page or with what the visitor's first tap asks for. When React
 * Router removes that link (the visitor left the route), `followInlinedStylesheets`
 * (lib/inlined-stylesheets.ts) removes its `<style>` too. Without scripts the `<style>` styles the
 * page all the same.
 */
import fs from "node:fs";
import path from "node:path";
import type { Transform } from "node:stream";
import { FirstPartRewriter, htmlRewriteStream } from "./lib/html-rewrite-stream.server";

const LINK = /<link\b[^>]*>/g;
/**
 * The client build's stylesheets: hashed names, so a file's text never changes. React Router adds
 * `#` to a route's stylesheet that a lazily loaded part of the app imports too (so that React
 * keeps both links): the same file.
 */
const BUILT_STYLESHEET = /^(\/assets\/[\w.-]+\.css)#?$/;
const HEAD_END = "</head>";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The text of each built stylesheet read so far, by file; null for one left a link. */
const texts = new Map<string, string | null>();

/** Reads a built stylesheet once; null for one it cannot put in a page. */
export function stylesheetReader(clientRoot: string): (href: string) => string | null {
  return (href) => {
    const built = BUILT_STYLESHEET.exec(href)?.[1];
    if (!built) return null;
    const file = path.join(clientRoot, built);
    let text = texts.get(file);
    if (text === undefined) {
      try {
        text = fs.readFileSync(file, "utf8");
      } catch {
        text = null;
      }
      // A stylesheet whose text would end the <style> element early stays a link.
      if (text !== null && /<\/style/i.test(text)) text = null;
      texts.set(file, text);
    }
    return text;
  };
}

/** The head with its built stylesheets inlined, each before its link, now disabled. */
export function inlineStylesheets(
  head: string,
  read: (href: string) => string | null,
  nonce: string | undefined,
): string {
  return head.replace(LINK, (tag) => {
    const href = attribute(tag, "href");
    if (attribute(tag, "rel") !== "stylesheet" || !href) return tag;
    if (attribute(tag, "media") !== undefined || attribute(tag, "disabled") !== undefined)
      return tag;
    const text = read(href);
    if (text === null) return tag;
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
    const disabled = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    return `<style${nonceAttribute} data-href="${href}">${text}</style>${disabled}`;
  });
}

/**
 * Rewrites an HTML document given in pieces: everything up to `</head>` is held back, then sent
 * with its stylesheets inlined; the rest passes through.
 */
export class StylesheetInliner extends FirstPartRewriter {
  constructor(
    private readonly read: (href: string) => string | null,
    private readonly nonce: string | undefined,
  ) {
    super();
  }

  protected partEnd(held: string): number {
    return held.indexOf(HEAD_END);
  }

  protected rewrite(head: string): string {
    return inlineStylesheets(head, this.read, this.nonce);
  }
}

/**
 * The inlining as a Node stream between React's renderer and the response, reading the
 * stylesheets from `clientRoot` (web/build/client); without one, a stream that changes nothing.
 */
export function stylesheetsInlined(
  clientRoot: string | undefined,
  nonce: string | undefined,
): Transform {
  const read = clientRoot ? stylesheetReader(clientRoot) : () => null;
  return htmlRewriteStream(new StylesheetInliner(read, nonce));
}

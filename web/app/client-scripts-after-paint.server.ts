/**
 * Starts the page's scripts only after its first paint. React Router's <Scripts> puts a
 * modulepreload link per module in <head> and an inline module script whose static imports
 * start at once: on a slow link they compete with the stylesheet and push the first paint back,
 * although the page reads and its controls work without them. This rewrites the server's HTML
 * so the links are gone and the same inline script (same element, same nonce) waits for the
 * first frame (and any hold the page asks for), adds the links then, and imports the same modules
 * in the same order.
 */
import type { Transform } from "node:stream";
import { FirstPartRewriter, htmlRewriteStream } from "./lib/html-rewrite-stream.server";

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /\bimport (?:\* as ([\w$]+) from )?("(?:[^"\\\n]|\\.)*");/g;
// Any static import form left after the ones above are taken out (default, named, single quotes).
const OTHER_STATIC_IMPORT = /\bimport\s*(?:["'{*]|[\w$]+\s+from\b)/;

/**
 * Resolves after the browser has painted once (at once in a hidden tab, which paints nothing),
 * then after whatever hold the page's own inline script asks for (`window.holdScripts`: the QR
 * welcome page keeps the link free for the narration a tap asks for).
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go))); await window.holdScripts?.();';

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

/** A JSON value safe inside an inline script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * The inline module script's code, waiting for the first paint: static imports become awaited
 * dynamic imports in the same order (so modules still run in that order) and the preloads are
 * added first so the whole module graph downloads in parallel. Null for code it does not know.
 */
export function deferModuleScript(code: string, preloads: string[]): string | null {
  const imports: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, binding: string | undefined, specifier: string) => {
    imports.push(
      binding ? `const ${binding} = await import(${specifier});` : `await import(${specifier});`,
    );
    return "";
  });
  if (OTHER_STATIC_IMPORT.test(rest)) return null;
  return [
    AFTER_FIRST_PAINT,
    `for (const href of ${inlineJson(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports,
    rest.trim(),
  ].join("\n");
}

/**
 * Rewrites an HTML document given in pieces. Everything up to the end of the first inline module
 * script is held back (it is all in React's first flush), then sent rewritten; the rest passes
 * through. A document without such a script, or with one it cannot rewrite, is left as it is.
 */
export class ClientScriptsAfterPaint extends FirstPartRewriter {
  protected partEnd(held: string): number {
    const script = MODULE_SCRIPT.exec(held);
    return script ? script.index + script[0].length : -1;
  }

  protected rewrite(html: string): string {
    const script = MODULE_SCRIPT.exec(html)!;
    const preloads: string[] = [];
    const head = html.slice(0, script.index).replace(PRELOAD_LINK, (tag) => {
      const href = attribute(tag, "href");
      if (href) preloads.push(href);
      return "";
    });
    const [, open, code, close] = script as unknown as [string, string, string, string];
    const deferred = deferModuleScript(code, preloads);
    return deferred === null ? html : `${head}${open}${deferred}${close}`;
  }
}

/** The rewriting as a Node stream between React's renderer and the response. */
export function clientScriptsAfterPaint(): Transform {
  return htmlRewriteStream(new ClientScriptsAfterPaint());
}

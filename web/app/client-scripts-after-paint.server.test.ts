import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  ClientScriptsAfterPaint,
  clientScriptsAfterPaint,
  deferModuleScript,
} from "./client-scripts-after-paint.server";

// The shape React Router 7 renders (<Scripts> with lazy route discovery off), trimmed.
const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/records-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/records":route1};

import("/assets/entry.client-4.js");`;

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Records</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/entry.client-4.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/react-dom-5.js" nonce="abc"/>',
  '<link nonce="" rel="stylesheet" href="/assets/app-6.css"/></head>',
  '<body><main><h1>Records</h1><p>a &lt;link rel="modulepreload"&gt; in text</p></main>',
  '<script nonce="abc">window.__reactRouterContext = {"ssr":true};</script>',
  `<script nonce="abc" type="module" async="">${MODULE_CODE}</script>`,
  '<!--$--><script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
  "<!--/$--></body></html>",
].join("");

function rewriteInPieces(html: string, size: number): string {
  const rewriter = new ClientScriptsAfterPaint();
  let out = "";
  for (let i = 0; i < html.length; i += size) out += rewriter.write(html.slice(i, i + size));
  return out + rewriter.end();
}

describe("client scripts after the first paint", () => {
  const html = rewriteInPieces(PAGE, PAGE.length);

  it("takes the modulepreload links out of the head", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).toContain('<link nonce="" rel="stylesheet" href="/assets/app-6.css"/>');
    expect(html).toContain('<p>a &lt;link rel="modulepreload"&gt; in text</p>');
  });

  it("keeps the module script element and its nonce, with no import left to start at once", () => {
    const script = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(html);
    const code = script?.[1] ?? "";
    expect(code).not.toMatch(/^\s*import\s*["*{]/m);
    expect(code.indexOf("requestAnimationFrame")).toBeLessThan(code.indexOf("import("));
    // Then any hold the page's inline script asks for, before a module is asked for.
    expect(code.indexOf("requestAnimationFrame")).toBeLessThan(code.indexOf("holdScripts"));
    expect(code.indexOf("holdScripts")).toBeLessThan(code.indexOf("modulepreload"));
  });

  it("adds the preloads after the paint, then imports the same modules in the same order", () => {
    const preloads = [
      "/assets/manifest-1.js",
      "/assets/entry.client-4.js",
      "/assets/react-dom-5.js",
    ];
    const code = deferModuleScript(MODULE_CODE, preloads)!;
    const lines = code.split("\n");
    expect(lines[1]).toContain(JSON.stringify(preloads));
    expect(lines.slice(2, 5)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-2.js");',
      'const route1 = await import("/assets/records-3.js");',
    ]);
    expect(code).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/records":route1};',
    );
    expect(code.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    expect(html).toContain(code);
  });

  it("gives the same document however the stream is cut", () => {
    for (const size of [1, 7, 64, 500]) expect(rewriteInPieces(PAGE, size)).toBe(html);
  });

  it("leaves a document alone when its module script has an import it does not know", () => {
    const odd = PAGE.replace(
      'import * as route1 from "/assets/records-3.js";',
      "import x from './x.js';",
    );
    expect(rewriteInPieces(odd, 100)).toBe(odd);
  });

  it("leaves a document without a module script alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>";
    expect(rewriteInPieces(plain, 10)).toBe(plain);
  });

  it("works as a stream, multi-byte characters cut anywhere", async () => {
    const page = PAGE.replace("<h1>Records</h1>", "<h1>Records — Nashville’s</h1>");
    const bytes = Buffer.from(page);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, i) =>
      bytes.subarray(i * 5, i * 5 + 5),
    );
    const out = await text(Readable.from(pieces).pipe(clientScriptsAfterPaint()));
    expect(out).toBe(rewriteInPieces(page, page.length));
    expect(out).toContain("Records — Nashville’s");
  });
});

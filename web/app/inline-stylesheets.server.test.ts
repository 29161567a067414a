import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import {
  StylesheetInliner,
  inlineStylesheets,
  stylesheetReader,
  stylesheetsInlined,
} from "./inline-stylesheets.server";

const clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
fs.mkdirSync(path.join(clientRoot, "assets"));
fs.writeFileSync(path.join(clientRoot, "assets/app-1.css"), "body{margin:0}");
fs.writeFileSync(path.join(clientRoot, "assets/tour-2.css"), ".tour{color:red}");
fs.writeFileSync(path.join(clientRoot, "assets/odd-3.css"), '.x:after{content:"</style>"}');
afterAll(() => fs.rmSync(clientRoot, { recursive: true, force: true }));

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Ryman</title>' +
  '<link nonce="" rel="stylesheet" href="/assets/app-1.css"/>' +
  '<link nonce="" rel="stylesheet" href="/assets/tour-2.css"/></head>';
const BODY =
  '<body><main><h1>Ryman</h1><link rel="stylesheet" href="/assets/app-1.css"/></main></body></html>';

describe("stylesheets inlined in the page", () => {
  const read = stylesheetReader(clientRoot);

  it("puts each built stylesheet in a <style> with the nonce, before its link, disabled", () => {
    expect(inlineStylesheets(HEAD, read, "n0nce")).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Ryman</title>' +
        '<style nonce="n0nce" data-href="/assets/app-1.css">body{margin:0}</style>' +
        '<link nonce="" rel="stylesheet" href="/assets/app-1.css" disabled=""/>' +
        '<style nonce="n0nce" data-href="/assets/tour-2.css">.tour{color:red}</style>' +
        '<link nonce="" rel="stylesheet" href="/assets/tour-2.css" disabled=""/></head>',
    );
  });

  it("carries a route's stylesheet that React Router marks with `#` as the same file", () => {
    const marked = '<link nonce="" rel="stylesheet" href="/assets/tour-2.css#"/>';
    expect(inlineStylesheets(marked, read, "n0nce")).toBe(
      '<style nonce="n0nce" data-href="/assets/tour-2.css#">.tour{color:red}</style>' +
        '<link nonce="" rel="stylesheet" href="/assets/tour-2.css#" disabled=""/>',
    );
  });

  it("leaves other links as they are: icons, other sites, missing files, media or disabled set, unsafe text", () => {
    const links = [
      '<link rel="icon" href="/favicon.svg"/>',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>',
      '<link rel="stylesheet" href="/assets/gone-9.css"/>',
      '<link rel="stylesheet" href="/assets/../secret.css"/>',
      '<link rel="stylesheet" href="/assets/app-1.css#top"/>',
      '<link rel="stylesheet" href="/assets/app-1.css" media="screen"/>',
      '<link rel="stylesheet" href="/assets/app-1.css" disabled=""/>',
      '<link rel="stylesheet" href="/assets/odd-3.css"/>',
    ].join("");
    expect(inlineStylesheets(links, read, "n0nce")).toBe(links);
  });

  it("rewrites the head however the HTML is cut into pieces, and nothing after it", () => {
    const whole = new StylesheetInliner(read, "n0nce");
    const expected = whole.write(HEAD + BODY) + whole.end();
    expect(expected).toContain(BODY);
    expect(expected.match(/<style /g)).toHaveLength(2);
    for (const size of [1, 7, 64]) {
      const inliner = new StylesheetInliner(read, "n0nce");
      let out = "";
      for (let i = 0; i < (HEAD + BODY).length; i += size)
        out += inliner.write((HEAD + BODY).slice(i, i + size));
      expect(out + inliner.end()).toBe(expected);
    }
  });

  it("streams a page through unchanged without a client build (development)", async () => {
    const stream = Readable.from([HEAD, BODY]).pipe(stylesheetsInlined(undefined, "n0nce"));
    expect(await text(stream)).toBe(HEAD + BODY);
    const built = Readable.from([HEAD, BODY]).pipe(stylesheetsInlined(clientRoot, undefined));
    expect(await text(built)).toContain(
      '<style data-href="/assets/app-1.css">body{margin:0}</style>',
    );
  });
});

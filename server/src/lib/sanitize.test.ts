import { describe, expect, it } from "vitest";
import { MAX_HTML_DEPTH } from "@tours/shared";
import { nestsTooDeep, sanitizeRichText } from "./sanitize.js";

describe("stored HTML sanitizing", () => {
  it.each([
    ["<p>Hello<script>alert(1)</script></p>", "<p>Hello</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<p onmouseover="steal()">Text</p>', "<p>Text</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.example"></iframe><style>*{}</style>ok', "ok"],
    ["<svg><script>alert(1)</script></svg>", ""],
  ])("removes the dangerous part of %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("keeps the formatting editors use", () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong>, <em>italic</em> and <a href="https://tn.gov">a link</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeRichText('<a href="https://tn.gov" target="_blank">x</a>')).toBe(
      '<a href="https://tn.gov" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("how deep stored HTML nests", () => {
  const nested = (depth: number, tag = "b") =>
    `<${tag}>`.repeat(depth) + "x" + `</${tag}>`.repeat(depth);

  it(`allows ${MAX_HTML_DEPTH} levels and refuses one more`, () => {
    expect(nestsTooDeep(nested(MAX_HTML_DEPTH))).toBe(false);
    expect(nestsTooDeep(nested(MAX_HTML_DEPTH + 1))).toBe(true);
  });

  it("counts tags the sanitizer drops, and unclosed ones, as the sanitizer's parser does", () => {
    expect(nestsTooDeep("<x>".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
    expect(nestsTooDeep("<div>".repeat(MAX_HTML_DEPTH + 1))).toBe(true);
  });

  it("does not count elements that end by themselves or are closed by the next one", () => {
    expect(nestsTooDeep("<p>One paragraph<br>".repeat(1000))).toBe(false);
    expect(nestsTooDeep(`<ul>${"<li>item".repeat(1000)}</ul>`)).toBe(false);
    expect(nestsTooDeep("<b>x</b>".repeat(1000))).toBe(false);
  });
});

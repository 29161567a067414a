import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.js";

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

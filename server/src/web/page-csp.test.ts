import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPolicyBuilder } from "../lib/security-headers.js";
import { CACHED_NONCE, withoutNonce } from "./page-csp.js";

const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
const POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc123';style-src 'self' 'nonce-def456';object-src 'none'";

describe("a cached page's CSP", () => {
  const rendered = Buffer.from(
    `<html><head><style nonce="def456">h1{color:red}</style>` +
      `<script nonce="abc123">window.ctx={"cspNonce":"abc123"}</script>` +
      `<script nonce="abc123" type="module" src="/assets/a.js"></script></head>` +
      `<body><script nonce="abc123" type="module" async="">import "/assets/b.js";</script></body></html>`,
  );
  const { html, csp } = withoutNonce(rendered, POLICY);

  it("keeps no trace of the render's nonce", () => {
    expect(html.toString()).not.toContain("abc123");
    expect(html.toString()).not.toContain("def456");
    expect(html.toString()).toContain(`nonce="${CACHED_NONCE}"`);
  });

  it("hashes every inline script and style, not the external ones", () => {
    expect(csp.scripts).toEqual([
      sha(`window.ctx={"cspNonce":"${CACHED_NONCE}"}`),
      sha('import "/assets/b.js";'),
    ]);
    expect(csp.styles).toEqual([sha("h1{color:red}")]);
  });

  const policy = createPolicyBuilder({ mapOrigins: [], https: false });

  it("allows the page's inline code by its hashes, never 'unsafe-inline' or a nonce", () => {
    const cached = policy(csp);
    expect(cached).toContain(`script-src 'self' ${csp.scripts.join(" ")};`);
    expect(cached).toContain(`style-src 'self' ${csp.styles.join(" ")};`);
    expect(cached).not.toContain("nonce");
    expect(cached).not.toContain("unsafe-inline");
    expect(cached).toContain("style-src-attr 'none'");
  });

  it("leaves a directive without inline code at 'self' alone", () => {
    const plain = policy({ scripts: [], styles: [] });
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("style-src 'self';");
    expect(plain).not.toContain("slot");
  });
});

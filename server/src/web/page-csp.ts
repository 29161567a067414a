/**
 * The CSP of a page served from the page cache. A nonce must be new for every answer, so the
 * stored HTML carries none; its inline scripts and styles are allowed by their SHA-256 hashes,
 * which the policy lists where a rendered page's nonces go. Never 'unsafe-inline'.
 */
import { createHash } from "node:crypto";
import type { InlineSources } from "../lib/security-headers.js";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const NONCE_SOURCE = /'nonce-([^']+)'/g;

function hashSources(html: string, pattern: RegExp): string[] {
  const sources = new Set<string>();
  for (const [, code] of html.matchAll(pattern)) {
    sources.add(
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
    );
  }
  return [...sources];
}

/**
 * Stands for the render's nonce in the stored page (in nonce attributes and in the root loader's
 * data, which must stay non-empty for the page to hydrate as rendered). No policy ever allows it.
 */
export const CACHED_NONCE = "cached-page";

/** The render's HTML with its nonces replaced by CACHED_NONCE, and the hashes it needs. */
export function withoutNonce(body: Buffer, policy: string): { html: Buffer; csp: InlineSources } {
  let html = body.toString("utf8");
  for (const [, nonce] of policy.matchAll(NONCE_SOURCE)) {
    if (nonce) html = html.replaceAll(nonce, CACHED_NONCE);
  }
  return {
    html: Buffer.from(html),
    csp: { scripts: hashSources(html, INLINE_SCRIPT), styles: hashSources(html, INLINE_STYLE) },
  };
}

import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, registerSecurityHeaders } from "./security-headers.js";

describe("security headers", () => {
  const app = Fastify();
  registerSecurityHeaders(app, { mapOrigins: ["https://tiles.example.org"], https: true });
  app.get("/api/tours", async () => []);
  app.get("/page", async (_request, reply) => {
    const { script, style } = reply.cspNonce;
    // Read twice: one answer keeps one pair of nonces.
    expect(reply.cspNonce.script).toBe(script);
    return { script, style };
  });
  app.get("/dashboard/api/auth/me", async () => ({}));
  app.get("/assets/*", async () => "");
  afterAll(() => app.close());

  it("gives every answer helmet's headers, the Permissions-Policy and a CSP without nonces", async () => {
    const res = await app.inject("/api/tours");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=/);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self' https://tiles.example.org;");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("slot");
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("puts a rendered page's own nonces in its policy, new for each answer", async () => {
    const [first, second] = await Promise.all([app.inject("/page"), app.inject("/page")]);
    const a = first.json<{ script: string; style: string }>();
    const b = second.json<{ script: string; style: string }>();
    expect(a.script).not.toBe(b.script);
    expect(a.script).not.toBe(a.style);
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toContain(`script-src 'self' 'nonce-${a.script}';`);
    expect(policy).toContain(`style-src 'self' 'nonce-${a.style}';`);
    expect(String(second.headers["content-security-policy"])).toContain(`'nonce-${b.script}'`);
  });

  it("tells browsers and proxies to keep no copy of staff answers", async () => {
    const res = await app.inject("/dashboard/api/auth/me");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("gives the client's scripts, stylesheets and fonts only the headers that act on them", async () => {
    for (const file of ["site-Ab12.js", "root-Cd34.css", "noto-sans-latin.woff2"]) {
      const res = await app.inject(`/assets/${file}`);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(res.headers["content-security-policy"]).toBeUndefined();
      expect(res.headers["x-frame-options"]).toBeUndefined();
      expect(res.headers["permissions-policy"]).toBeUndefined();
    }
  });

  it("keeps the full set on workers and on any other file under /assets/", async () => {
    for (const file of ["maplibre-gl-worker-Ef56.mjs", "logo.svg", "site.js.html"]) {
      const res = await app.inject(`/assets/${file}`);
      expect(String(res.headers["content-security-policy"])).toContain("script-src 'self'");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });
});

import { expect, type APIRequestContext, test } from "@playwright/test";

// HTTP as a crawler or a cache sees it: HEAD, ETags per encoding, canonical redirects.
/** Headers that differ on every answer (date, per-request ids and CSP nonces, the body's framing). */
const PER_ANSWER = new Set([
  "date",
  "content-security-policy",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

const IDENTITY = { "accept-encoding": "identity" };

function stableHeaders(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

async function firstStylesheet(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/")).text();
  return html.match(/<link[^>]*rel="stylesheet" href="([^"]+\.css)"/)![1]!;
}

test("HEAD answers with GET's headers and the length of GET's body", async ({ request }) => {
  const tours: { slug: string }[] = await (await request.get("/api/tours")).json();
  const paths = [
    "/",
    "/faq",
    `/tours/${tours[0]!.slug}`,
    "/records/fort-negley",
    "/sitemap.xml",
    "/robots.txt",
    "/api/tours",
    "/api/records/fort-negley",
    "/favicon.ico",
    await firstStylesheet(request),
  ];
  for (const path of paths) {
    const get = await request.get(path, { headers: IDENTITY });
    const head = await request.head(path, { headers: IDENTITY });
    expect(head.status(), path).toBe(get.status());
    expect(stableHeaders(head.headers()), path).toEqual(stableHeaders(get.headers()));
    const body = await get.body();
    expect(body.length, path).toBeGreaterThan(0);
    expect(Number(head.headers()["content-length"]), path).toBe(body.length);
    expect(await head.body(), path).toHaveLength(0);
  }
});

test("each encoding of a response has its own ETag, and each revalidates", async ({ request }) => {
  for (const path of ["/api/tours", await firstStylesheet(request)]) {
    const tags = new Map<string, string>();
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await request.get(path, { headers: { "accept-encoding": encoding } });
      const used = response.headers()["content-encoding"] ?? "identity";
      expect(used, `${path} ${encoding}`).toBe(encoding);
      const etag = response.headers().etag!;
      expect(etag, path).toBeTruthy();
      tags.set(encoding, etag);
      const again = await request.get(path, {
        headers: { "accept-encoding": encoding, "if-none-match": etag },
      });
      expect(again.status(), `${path} ${encoding} revalidated`).toBe(304);
    }
    expect(new Set(tags.values()).size, path).toBe(3);
  }
});

test("the client's code comes compressed ahead: brotli smaller than gzip, varying by encoding", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const script = html.match(/"(\/assets\/entry\.client-[^"]+\.js)"/)![1]!;
  for (const path of [script, await firstStylesheet(request)]) {
    const sizes: Record<string, number> = {};
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await request.get(path, { headers: { "accept-encoding": encoding } });
      expect(response.headers().vary, `${path} ${encoding}`).toMatch(/accept-encoding/i);
      expect(response.headers()["content-encoding"] ?? "identity").toBe(encoding);
      // The body as sent: the request context would otherwise hand back the decoded bytes.
      sizes[encoding] = Number(response.headers()["content-length"]);
    }
    expect(sizes.br, path).toBeLessThan(sizes.gzip!);
    expect(sizes.gzip, path).toBeLessThan(sizes.identity!);
  }
});

test("trailing-slash and case variants redirect 301 to the canonical address, on this site", async ({
  request,
  baseURL,
}) => {
  const redirects: [string, string][] = [
    ["/faq/", "/faq"],
    ["/FAQ", "/faq"],
    ["/Records/Fort-Negley/?c=musay&Q=Fort", "/records/fort-negley?c=musay&Q=Fort"],
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
  ];
  for (const [from, to] of redirects) {
    // Whole addresses: a bare "//evil.example/" would be read as another host by the client.
    const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const canonical = await request.get("/faq", { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  // The API and files keep their own addresses.
  expect((await request.get("/api/tours/", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/favicon.ico", { maxRedirects: 0 })).status()).toBe(200);
});

test("the web build's manifest (read by the server for offline saving) is not served", async ({
  request,
}) => {
  for (const path of [
    "/.vite/manifest.json",
    "/%2evite/manifest.json",
    "/%2Evite/manifest.json",
    "/assets/%2e%2e/.vite/manifest.json",
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
});

test("a page asked by another method than GET or HEAD answers 405 at once", async ({ request }) => {
  for (const method of ["POST", "DELETE", "PUT", "OPTIONS"]) {
    const started = Date.now();
    const res = await request.fetch("/faq", { method, data: "x", timeout: 5_000 });
    expect(res.status(), method).toBe(405);
    expect(res.headers()["allow"]).toBe("GET, HEAD");
    expect((await res.json()).error.code).toBe("method_not_allowed");
    expect(Date.now() - started, method).toBeLessThan(2_000);
  }
  // The site still answers.
  expect((await request.get("/healthz")).status()).toBe(200);
});

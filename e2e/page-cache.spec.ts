import { expect, test } from "@playwright/test";
import { createRecord, stamp } from "./support/admin-records.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";

// Public pages come from the page cache: rendered once per content revision, sent compressed
// with a strong ETag, under a CSP of hashes; an edit shows on the very next request.
const BR = { "accept-encoding": "br" };

test("a public page and its data answer revalidate with a strong ETag per encoding", async ({
  request,
}) => {
  for (const path of ["/faq", "/tours", "/tours.data", "/sitemap.xml"]) {
    const first = await request.get(path, { headers: BR });
    expect(first.status(), path).toBe(200);
    expect(first.headers()["content-encoding"], path).toBe("br");
    const etag = first.headers().etag!;
    expect(etag, path).toMatch(/^"[\w-]+-br"$/);
    // Pages revalidate each time (a 304 while nothing changed); the sitemap keeps its hour.
    expect(first.headers()["cache-control"], path).toBe(
      path === "/sitemap.xml" ? "public, max-age=3600" : "public, max-age=0, must-revalidate",
    );

    const again = await request.get(path, { headers: BR });
    expect(again.headers().etag, path).toBe(etag);
    expect(await again.body(), path).toEqual(await first.body());

    const revalidated = await request.get(path, { headers: { ...BR, "if-none-match": etag } });
    expect(revalidated.status(), path).toBe(304);
    expect(await revalidated.body(), path).toHaveLength(0);

    const gzip = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers().etag, path).toBe(etag.replace(/-br"$/, '-gzip"'));
    expect(await gzip.text(), path).toBe(await first.text());
  }
});

test("a cached page's CSP allows its inline scripts by hash, and the page runs", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/tours", "/tours", "/faq"]) {
    const response = await page.goto(path);
    const policy = response!.headers()["content-security-policy"]!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  // A client-side navigation still works from the cached page.
  await page.getByRole("link", { name: "Tours", exact: true }).first().click();
  await expect(page).toHaveURL(/\/tours$/);
  expect(violations).toEqual([]);
});

test("an edit shows on the next request, and a deleted record's page is gone", async ({
  request,
}, testInfo) => {
  const token = await staffToken(request);
  const slug = stamp(testInfo);
  const record = await createRecord(request, token, { slug, Title: `First ${slug}`, Type: "Site" });
  try {
    const before = await request.get(`/records/${slug}`);
    expect(await before.text()).toContain(`First ${slug}`);
    const etag = before.headers().etag!;

    const saved = await request.put(`${ADMIN_API}/records/${record.id}`, {
      headers: staffHeaders(token),
      data: { ...record, Title: `Second ${slug}` },
    });
    expect(saved.status()).toBe(200);
    const after = await request.get(`/records/${slug}`, { headers: { "if-none-match": etag } });
    expect(after.status()).toBe(200);
    expect(after.headers().etag).not.toBe(etag);
    expect(await after.text()).toContain(`Second ${slug}`);
  } finally {
    await request.delete(`${ADMIN_API}/records/${record.id}`, { headers: staffHeaders(token) });
  }
  expect((await request.get(`/records/${slug}`)).status()).toBe(404);
});

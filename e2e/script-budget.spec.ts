/**
 * Every public page opened on a phone loads at most 150 KB of compressed JavaScript (headers
 * included, as Lighthouse counts it) and no staff code. Each request for a tiny shared chunk
 * costs ~450 bytes of headers and a round trip on slow 4G, so the count matters as well as the
 * code: a helper that pulls a library into a page's first load shows up here.
 */
import { type Browser, expect, test, type TestInfo } from "@playwright/test";
import { freshContext, open } from "./support/navigation.js";
import { publicPages } from "./support/public-pages.js";

const BUDGET_BYTES = 150 * 1024;

/** The scripts a first visit to `path` loads (nothing cached), with their bytes on the wire. */
async function scriptsOf(browser: Browser, testInfo: TestInfo, path: string) {
  const context = await freshContext(browser, testInfo);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Map<string, string>();
  const bytes = new Map<string, number>();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") scripts.set(requestId, new URL(response.url).pathname);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) bytes.set(script, encodedDataLength);
  });
  await open(page, path);
  await page.waitForLoadState("networkidle");
  await context.close();
  return bytes;
}

test("every public page loads at most 150 KB of scripts, none of them staff code", async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const loads: string[] = [];
  for (const { name, path } of await publicPages(request)) {
    const bytes = await scriptsOf(browser, testInfo, path);
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
    loads.push(`${name}: ${(total / 1024).toFixed(1)} KB in ${bytes.size} scripts`);
    expect(bytes.size, `${name} loads its scripts`).toBeGreaterThan(0);
    expect(total, `${name} (${path}): ${[...bytes.keys()].join(", ")}`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
    expect(
      [...bytes.keys()].filter((p) => /admin|dashboard/i.test(p)),
      name,
    ).toEqual([]);
  }
  testInfo.annotations.push({ type: "scripts", description: loads.join("; ") });
});

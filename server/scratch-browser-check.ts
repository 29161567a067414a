import { chromium } from "playwright-core";

const url = process.argv[2] ?? "http://127.0.0.1:3199/";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await (await browser.newContext()).newPage();
const messages: string[] = [];
page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => messages.push(`pageerror: ${e.message}`));
page.on("requestfailed", (r) => messages.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
await page.addInitScript(() => {
  (window as unknown as { csp: string[] }).csp = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    (window as unknown as { csp: string[] }).csp.push(`${e.violatedDirective} ${e.blockedURI}`),
  );
});
await page.goto(url);
await page.waitForTimeout(1500);
const state = await page.evaluate(() => ({
  csp: (window as unknown as { csp: string[] }).csp,
  hydrated: Boolean((window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
  router: Boolean((window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter),
  h1: document.querySelector("h1")?.textContent,
  color: getComputedStyle(document.querySelector("h1")!).fontFamily,
}));
console.log(JSON.stringify(state, null, 1));
console.log(messages.join("\n"));
await browser.close();

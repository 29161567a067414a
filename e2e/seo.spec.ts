import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, test } from "@playwright/test";
import { validateXML } from "xmllint-wasm";
import { jsonLdBlocks, jsonLdProblems, types } from "./support/json-ld.js";
import { type PublicPage, publicPages } from "./support/public-pages.js";
import type { ApiTour, ApiStop, ApiRecord } from "./support/demo-api.js";

// What search engines and link previews read: structured data, sharing tags, sitemap, robots.

/** The value of a <meta> (by name or property) in server-rendered HTML, or undefined. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}

const title = (html: string) =>
  html
    .match(/<title>([^<]*)<\/title>/)?.[1]
    ?.replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'");

const ARTICLES = [
  "tour intro",
  "stop in person",
  "virtual stop",
  "a record",
  "landing tour intro",
  "landing stop",
];
const NOINDEX = /^(outro|landing|search results|saved tours|offline)/;
const STRUCTURED: Record<string, string[]> = {
  home: ["Organization"],
  "tour intro": ["TouristTrip"],
  "stop in person": ["TouristAttraction", "TouristTrip"],
  "virtual stop": ["TouristAttraction", "TouristTrip"],
  outro: ["TouristTrip"],
  "a record": ["ArchiveComponent"],
  "landing tour intro": ["TouristTrip"],
  "landing stop": ["TouristAttraction", "TouristTrip"],
};

/** The page a search engine is pointed to: a tour's views in person, whichever way they open. */
const canonicalPath = (pagePath: string) =>
  pagePath.replace("/v/", "/").replace("/landing/walking-tours/tours/", "/tours/");

async function pagesWithHtml(request: APIRequestContext) {
  return Promise.all(
    (await publicPages(request)).map(async (page: PublicPage) => {
      const response = await request.get(page.path);
      return { ...page, html: await response.text(), headers: response.headers() };
    }),
  );
}

test("every content page describes itself in JSON-LD that schema.org types accept", async ({
  request,
}) => {
  for (const { name, html } of await pagesWithHtml(request)) {
    const blocks = jsonLdBlocks(html);
    expect(
      blocks.map((block) => types(block)[0]),
      name,
    ).toEqual(STRUCTURED[name] ?? []);
    for (const block of blocks) expect(jsonLdProblems(block), name).toEqual([]);
    // Data, not markup: "<" never appears raw, so no text can close the script element.
    for (const [, json] of html.matchAll(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
    ))
      expect(json, name).not.toContain("<");
  }
});

test("a stop's itinerary lists the tour's stops in order, and a record carries its citation", async ({
  request,
}) => {
  const tour = ((await (await request.get("/api/tours")).json()) as ApiTour[])[0]!;
  const stops: (ApiStop & { siteName: string })[] = await (
    await request.get(`/api/tours/${tour.id}/stops`)
  ).json();
  const html = await (await request.get(`/tours/${tour.slug}/v/${stops[0]!.slug}`)).text();
  const trip = jsonLdBlocks(html).find((block) => types(block).includes("TouristTrip"))!;
  const items = (trip.itinerary as { itemListElement: { item: { name: string; url: string } }[] })
    .itemListElement;
  expect(items.map((i) => i.item.name)).toEqual(stops.map((s) => s.siteName));
  expect(items[0]!.item.url).toMatch(new RegExp(`/tours/${tour.slug}/${stops[0]!.slug}$`));

  const record = await (await request.get("/records/fort-negley")).text();
  const work = jsonLdBlocks(record)[0]!;
  expect(work.name).toBe("Fort Negley");
  expect(work.creditText).toMatch(/^Nashville Sites Foundation\. "Fort Negley\." /);
});

test("titles, sharing tags, canonicals and noindex fit each page", async ({ request }) => {
  const pages = await pagesWithHtml(request);
  for (const { name, path: pagePath, html } of pages) {
    const pageTitle = title(html) ?? "";
    expect(pageTitle.length, `${name}: "${pageTitle}"`).toBeLessThanOrEqual(60);
    expect(meta(html, "theme-color"), name).toMatch(/^#[0-9a-f]{6}$/);
    // A 404 is kept out of search engines by its status, and has nothing to share.
    if (name === "not found") continue;
    expect(meta(html, "og:type"), name).toBe(ARTICLES.includes(name) ? "article" : "website");
    expect(meta(html, "og:image"), name).toMatch(/^https?:\/\//);
    expect(Number(meta(html, "og:image:width")), name).toBeGreaterThan(0);
    expect(Number(meta(html, "og:image:height")), name).toBeGreaterThan(0);
    expect(meta(html, "og:image:alt"), name).toBeTruthy();
    const robots = meta(html, "robots");
    if (NOINDEX.test(name)) expect(robots, name).toMatch(/^noindex\b/);
    else expect(robots, name).toBeUndefined();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
    expect(new URL(canonical).pathname, name).toBe(canonicalPath(pagePath).split("?")[0]);
  }
  const byName = new Map(pages.map((page) => [page.name, page]));
  const stop = byName.get("stop in person")!;
  const stopName = jsonLdBlocks(stop.html)[0]!.name as string;
  expect(title(stop.html)).toMatch(new RegExp(`^${stopName.replace(/\W/g, "\\$&")} · `));
  const record = byName.get("a record")!;
  expect(record.html).toMatch(/<h1>[^<]+<\/h1>/);
  expect(record.html).not.toContain("<h1>Full Record &amp; Citation</h1>");
  expect(title(record.html)).toBe(
    `${/<h1>([^<]+)<\/h1>/.exec(record.html)![1]!.replaceAll("&amp;", "&")} · Nashville Sites`,
  );
});

test("the share image sizes are true and the icons are served", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const image = await request.get(new URL(meta(html, "og:image")!).pathname);
  expect(image.status()).toBe(200);
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
    Number(meta(html, "og:image:width")),
    Number(meta(html, "og:image:height")),
  ]);
  expect(html).toContain('<link nonce="" rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  const icon = await touch.body();
  expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([180, 180]);
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an ICO file
});

test("the strict CSP stands and the JSON-LD causes no violation in the browser", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/records/fort-negley");
  const csp = response!.headers()["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "));
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain("unsafe-inline");
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(violations).toEqual([]);
});

test("the sitemap is valid against the sitemaps.org schema and lists every tour, stop and record with lastmod", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const schema = readFileSync(path.join(import.meta.dirname, "support/schemas/sitemap.xsd"));
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: { fileName: "sitemap.xsd", contents: schema },
  });
  expect(result.errors.map((e) => e.message)).toEqual([]);
  expect(result.valid).toBe(true);

  const lastmod = new Map(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
      new URL(m[1]!).pathname,
      m[2],
    ]),
  );
  const tours = ((await (await request.get("/api/tours")).json()) as ApiTour[]).filter(
    (t) => !t.slug.startsWith("e2e-"),
  );
  for (const tour of tours) {
    expect(lastmod.get(`/tours/${tour.slug}`)).toBe(tour.updatedAt);
    const stops: ApiStop[] = await (await request.get(`/api/tours/${tour.id}/stops`)).json();
    for (const stop of stops) {
      const newest = [stop.updatedAt, stop.record.updatedAt].sort().at(-1);
      expect(lastmod.get(`/tours/${tour.slug}/${stop.slug}`)).toBe(newest);
    }
  }
  const records = (await (await request.get("/api/records")).json()) as ApiRecord[];
  for (const record of records.filter((r) => !r.slug.startsWith("e2e-")))
    expect(lastmod.get(`/records/${record.slug}`)).toBe(record.updatedAt);
  // Duplicates and pages kept out of search engines are not offered to them.
  for (const listed of lastmod.keys()) expect(listed).not.toMatch(/\/v(\/|$)|\/outro$|^\/landing/);
});

test("robots.txt keeps crawlers out of the staff area only, with the sitemap's address", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  const origin = new URL(
    (await (await request.get("/sitemap.xml")).text()).match(/<loc>([^<]+)/)![1]!,
  ).origin;
  expect(robots.trim().split("\n")).toEqual([
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /dashboard/api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
  ]);
  // Every rule names a path that exists.
  expect((await request.get("/admin/login")).status()).toBe(200);
  expect((await request.get("/dashboard/api/records")).status()).toBe(401);
});

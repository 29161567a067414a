import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import { open, withoutScripts } from "./support/navigation.js";
import { createRecord } from "./support/admin-records.js";
import { staffToken } from "./support/staff.js";

// The records list, a record's page and its citation, on the real server with the demo content.

interface ApiRecord {
  id: string;
  slug: string;
  Title: string;
  Coordinates: { lat: number; lng: number } | null;
  Tours: string[];
  RelationLink: string;
  RelationText: string;
}
interface ApiTour {
  id: string;
  slug: string;
  title: string;
}

const SPEC_ORDER = [
  "Title",
  "Photos",
  "Tours",
  "Address",
  "Coordinates",
  "Description",
  "Source",
  "Contributor",
  "Relation",
  "Type",
  "Coverage",
  "Rights",
  "Subject",
  "Keyword",
  "Videos",
  "Audio",
];

async function apiRecords(request: APIRequestContext): Promise<ApiRecord[]> {
  return (await request.get("/api/records")).json();
}

const byTitle = (a: ApiRecord, b: ApiRecord) =>
  a.Title.localeCompare(b.Title, "en", { sensitivity: "base" }) || a.slug.localeCompare(b.slug);

const recordLinks = (page: Page) => page.locator("main ul").first().getByRole("link");

/** Records other specs make for a while (records-paging.spec.ts); titled to sort last. */
const PAGING_SLUG = /\/records\/e2e-paging-/;
const isPaging = (r: ApiRecord) => PAGING_SLUG.test(`/records/${r.slug}`);
/** Records on one page of the list. */
const PAGE_SIZE = 50;

/** The addresses of the list's first page, leaving out the paging spec's short-lived records. */
async function firstPageHrefs(request: APIRequestContext): Promise<string[]> {
  return (await apiRecords(request))
    .filter((r) => r.Coordinates && !isPaging(r))
    .sort(byTitle)
    .slice(0, PAGE_SIZE)
    .map((r) => `/records/${r.slug}`);
}

/** The addresses the list shows, leaving out the paging spec's records. */
async function listedHrefs(page: Page): Promise<string[]> {
  const hrefs = await recordLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
  expect(hrefs.length).toBeLessThanOrEqual(PAGE_SIZE);
  return hrefs.filter((href) => !PAGING_SLUG.test(href));
}

test.describe("records list", () => {
  test("lists the records that have coordinates, sorted by title, each linking to its page", async ({
    page,
    request,
  }) => {
    const expected = await firstPageHrefs(request);
    await page.goto("/records");

    await expect(page.getByRole("heading", { level: 1, name: "Records" })).toBeVisible();
    expect(await listedHrefs(page)).toEqual(expected);
    const first = (await apiRecords(request)).find((r) => `/records/${r.slug}` === expected[0]);
    await expect(recordLinks(page).first()).toContainText(first!.Title);
  });

  test("filters by title as you type, ignoring case, and says when nothing matches", async ({
    page,
    request,
  }) => {
    const all = (await apiRecords(request)).filter((r) => r.Coordinates);
    const forts = all.filter((r) => r.Title.toLowerCase().includes("fort")).sort(byTitle);
    expect(forts.length).toBeGreaterThan(1);
    await open(page, "/records");
    const box = page.getByPlaceholder("Search by title...");

    await box.fill("FoRt");
    await expect(recordLinks(page)).toHaveCount(forts.length);
    await expect(recordLinks(page)).toHaveText(forts.map((r) => new RegExp(`^${r.Title}`)));
    await expect(page).toHaveURL(/[?&]q=FoRt/);
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
      `${forts.length} records match “FoRt”`,
    );

    await box.fill("no title has this");
    await expect(page.getByText("No records found...")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(
      "0 records match “no title has this”",
    );
    await expect(recordLinks(page)).toHaveCount(0);

    // Back to the whole list's first page (the paging spec may be adding or removing its own).
    await box.fill("");
    await expect(page).toHaveURL(/\/records$/);
    await expect.poll(() => listedHrefs(page)).toEqual(await firstPageHrefs(request));
  });

  test("filters without JavaScript through the form", async ({ browser }, testInfo) => {
    const context = await withoutScripts(browser, testInfo);
    const page = await context.newPage();
    await page.goto("/records?c=musay");
    await page.getByPlaceholder("Search by title...").fill("negley");
    await page.getByRole("button", { name: "Filter" }).click();

    await expect(page).toHaveURL(/\/records\?q=negley&c=musay$/);
    await expect(recordLinks(page)).toHaveText([/^Fort Negley/]);
    await context.close();
  });

  test("keeps the campaign parameter while filtering and opening a record", async ({ page }) => {
    await open(page, "/records?c=musay");
    await page.getByPlaceholder("Search by title...").fill("ryman");
    // The list is fetched for the filter, then the address follows, keeping the parameter.
    await expect(page).toHaveURL(/\/records\?c=musay&q=ryman$/);
    await expect(recordLinks(page)).toHaveText([/^Ryman Auditorium/]);
    await recordLinks(page).first().click();
    await expect(page).toHaveURL(/\/records\/ryman-auditorium\?c=musay$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ryman Auditorium");
  });
});

test.describe("record page", () => {
  test("shows the non-empty fields in SPEC order with photos, tour links and relation", async ({
    page,
    request,
  }) => {
    const record = (await apiRecords(request)).find((r) => r.slug === "tennessee-state-capitol")!;
    const tours: ApiTour[] = await (await request.get("/api/tours")).json();
    await page.goto("/records/tennessee-state-capitol");

    // The SPEC's name for the page is its label; the heading names the record.
    await expect(page.getByText("Full Record & Citation", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.Title);
    const labels = await page.locator("main dl > div > dt").allTextContents();
    expect(labels).toEqual(SPEC_ORDER.filter((name) => !["Videos", "Audio"].includes(name)));
    await expect(field(page, "Title")).toHaveText(record.Title);

    const photo = field(page, "Photos").getByRole("img");
    await expect(photo).toHaveAttribute("width", "1200");
    await expect(photo).toHaveAttribute("height", "800");
    await expect(photo).toHaveAttribute("alt", /\S/);
    // Loaded (the file may be one of its phone-sized copies: see responsive-images.spec.ts).
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const tourLinks = field(page, "Tours").getByRole("link");
    const expectedTours = record.Tours.map((id) => tours.find((t) => t.id === id)!);
    await expect(tourLinks).toHaveText(expectedTours.map((t) => t.title));
    for (const [i, tour] of expectedTours.entries()) {
      await expect(tourLinks.nth(i)).toHaveAttribute("href", `/tours/${tour.slug}`);
    }

    const relation = field(page, "Relation").getByRole("link");
    await expect(relation).toContainText(record.RelationText);
    await expect(relation).toHaveAttribute("href", record.RelationLink);
    await expect(relation).toHaveAttribute("target", "_blank");
  });

  test("shows a relation without a link as text", async ({ page }) => {
    await page.goto("/records/printers-alley");
    await expect(field(page, "Relation")).toHaveText(/National Register/);
    await expect(field(page, "Relation").getByRole("link")).toHaveCount(0);
  });

  test("says when there is no record at the address, with status 404", async ({ page }) => {
    const response = await page.goto("/records/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No record found at this URL: nope")).toBeVisible();
  });
});

// The demo records all have coordinates, text with their links and no video or audio: this
// record, made through the admin API and removed afterwards, covers the other cases.
test.describe("a record without coordinates, with a bare relation link, video and audio", () => {
  test.describe.configure({ mode: "serial" });
  let token = "";
  let slug = "";
  let id = "";

  test.beforeAll(async ({ request }, testInfo) => {
    token = await staffToken(request);
    slug = `e2e-unplaced-${testInfo.project.name}-${Date.now()}`;
    id = slug;
    await createRecord(request, token, {
      id,
      slug,
      Title: "Aaa E2E Unplaced Record",
      Type: "Document",
      Contributor: [" "],
      RelationLink: "https://example.org/e2e",
      RelationText: "",
      Notes: "Staff-only note",
      audios: [{ path: "media/e2e-sound.mp3" }],
      videos: [{ path: "media/e2e-film.mp4" }],
    });
  });

  test.afterAll(async ({ request }) => {
    await request.delete(`/dashboard/api/records/${id}`, { headers: { "x-local-token": token } });
    await request.post("/dashboard/api/auth/logout", { headers: { "x-local-token": token } });
  });

  test("is left out of the records list", async ({ page }) => {
    await page.goto("/records?q=e2e+unplaced");
    await expect(page.getByText("No records found...")).toBeVisible();
    await expect(page.locator(`a[href="/records/${slug}"]`)).toHaveCount(0);
  });

  test("shows only its non-empty fields, the bare link and the media players", async ({ page }) => {
    await page.goto(`/records/${slug}`);
    const labels = await page.locator("main dl > div > dt").allTextContents();
    expect(labels).toEqual(["Title", "Relation", "Type", "Videos", "Audio"]);
    const relation = field(page, "Relation").getByRole("link");
    await expect(relation).toHaveAttribute("href", "https://example.org/e2e");
    await expect(relation).toContainText("https://example.org/e2e");
    await expect(field(page, "Videos").locator("video")).toHaveAttribute("preload", "none");
    await expect(field(page, "Videos").locator("video")).toHaveAttribute("controls", "");
    await expect(field(page, "Audio").locator("audio")).toHaveAttribute("preload", "none");
    await expect(field(page, "Audio").locator("audio")).toHaveAttribute("controls", "");
    await expect(page.getByText("Staff-only note")).toHaveCount(0);
  });

  test("is cited without a creator", async ({ page }) => {
    await page.goto(`/records/${slug}`);
    await expect(page.getByText(/^"Aaa E2E Unplaced Record\." .+, accessed /)).toBeVisible();
  });
});

test.describe("copy citation", () => {
  test("copies the citation in the SPEC format and confirms it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/events") && r.postDataJSON()?.action === "CitationCopied",
    );
    await open(page, "/records/fort-negley");

    await page.getByRole("button", { name: "Copy citation" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    const siteName = await page.locator('meta[property="og:site_name"]').getAttribute("content");
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(
        new Date(),
      ),
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `Nashville Sites Foundation. "Fort Negley." ${siteName}, accessed ${today}, ${canonical}.`,
    );
    expect((await sent).postDataJSON()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      category: "Record",
      action: "CitationCopied",
      label: "fort-negley",
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  test("shows 'Copy error' in red when the clipboard refuses", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("Write permission denied.")) },
      });
    });
    await open(page, "/records/fort-negley");
    await page.getByRole("button", { name: "Copy citation" }).click();

    const status = page.getByRole("status").filter({ hasText: "Copy error" });
    await expect(status).toBeVisible();
    const color = await status.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(120);
    expect(g! + b!).toBeLessThan(r! / 2);
    await expect(page.getByText("Copied to clipboard")).toHaveCount(0);
  });

  test("is offered disabled, with the citation readable, when scripts cannot run", async ({
    browser,
  }, testInfo) => {
    const context = await withoutScripts(browser, testInfo);
    const page = await context.newPage();
    await page.goto("/records/fort-negley");
    await expect(page.getByText(/^Nashville Sites Foundation\. "Fort Negley\." /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy citation" })).toBeDisabled();
    await context.close();
  });
});

test.describe("server-rendered HTML", () => {
  for (const [path, status, content] of [
    ["/records", 200, "Fort Negley"],
    ["/records?q=negley", 200, "Fort Negley"],
    ["/records/fort-negley", 200, "Full Record &amp; Citation"],
    ["/records/nope", 404, "No record found at this URL: <!-- -->nope"],
  ] as const) {
    test(`${path} reads without JavaScript and carries its sharing tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const html = await response.text();
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
      expect(main).toContain(content);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    });
  }

  test("the filtered list is rendered by the server", async ({ request }) => {
    const main = (await (await request.get("/records?q=negley")).text()).match(
      /<main[\s\S]*<\/main>/,
    )![0];
    expect(main).toContain('href="/records/fort-negley"');
    expect(main).not.toContain('href="/records/ryman-auditorium"');
  });

  test("a record page shares its own photo and description", async ({ request }) => {
    const html = await (await request.get("/records/fort-negley")).text();
    expect(html).toContain("<title>Fort Negley");
    expect(html).toMatch(/<meta property="og:image" content="[^"]+fort-negley\.jpg"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/records\/fort-negley"/);
  });
});

test.describe("accessibility", () => {
  for (const path of ["/records", "/records/fort-negley", "/records/nope"]) {
    test(`${path} has no axe violations`, async ({ browser }, testInfo) => {
      expect(await axeViolations(browser, testInfo, path)).toEqual([]);
    });
  }
});

function field(page: Page, label: string) {
  return page
    .locator("main dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

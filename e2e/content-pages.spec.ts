import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.js";
import type { SiteConfig } from "@tours/shared";
import {
  demoContactInfo,
  demoCurriculumTeam,
  demoStaff,
} from "../server/src/seed/demo-content/about.js";

// Lesson plans, About Us, FAQ and sponsors, on the real server with the demo content.

const site = JSON.parse(
  readFileSync(new URL("../server/src/site/site-config.json", import.meta.url), "utf8"),
) as SiteConfig;
const [olderBand, youngerBand] = site.lessonPlans.gradeBands;
if (!olderBand || !youngerBand) throw new Error("site-config.json needs two grade bands");

const PAGES = [
  { path: "/lesson-plans", h1: "Lesson Plans", text: `${olderBand.title} lesson plans` },
  {
    path: "/lesson-plans/grades-4-8-lesson-plans",
    h1: "Lesson Plans",
    text: `${youngerBand.title} lesson plans`,
  },
  { path: "/about-us", h1: "About Us", text: "Our mission" },
  { path: "/faq", h1: "Frequently Asked Questions", text: "How do I take a tour?" },
  { path: "/our-sponsors", h1: "Our Sponsors", text: "Become a sponsor" },
];

const FAQ_TOPICS = [
  "how-to-take-a-tour",
  "devices",
  "cost",
  "parking",
  "location",
  "accessibility",
  "merchandise",
  "guided-tours",
  "contact",
  "image-reuse",
  "citation",
  "authorship",
  "corrections",
];

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { path, h1, text } of PAGES) {
  test(`${path} renders its content without errors or sideways scrolling`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole("main").getByText(text, { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    expect(errors).toEqual([]);
  });

  test(`${path} arrives server-rendered with its title and sharing tags`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<main id="main"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    expect(html).toContain(text);
    expect(html).toMatch(/<title>[^<]+ · Nashville Sites<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${path}"`));
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/brand\/share\.png"/);
  });

  test(`${path} has no axe violations`, async ({ browser }, testInfo) => {
    expect(await axeViolations(browser, testInfo, path)).toEqual([]);
  });
}

test.describe("lesson plans", () => {
  for (const band of [olderBand, youngerBand]) {
    const path = band === olderBand ? "/lesson-plans" : "/lesson-plans/grades-4-8-lesson-plans";

    test(`${band.title}: the guide and 12 plans open in a new tab`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      const documents = [site.lessonPlans.classroomGuide, ...band.documents];
      expect(band.documents).toHaveLength(12);
      for (const doc of documents) {
        const link = main.getByRole("link", { name: `${doc.title} (PDF, opens in a new tab)` });
        await expect(link).toHaveAttribute("href", doc.path);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
      const other = band === olderBand ? youngerBand : olderBand;
      await expect(main.getByRole("link", { name: `${other.title} lesson plans` })).toBeVisible();
      await expect(
        page
          .getByRole("navigation", { name: "Grade bands" })
          .getByRole("link", { name: band.title }),
      ).toHaveAttribute("aria-current", "page");
    });

    test(`${band.title}: every document is a real PDF`, async ({ request }) => {
      for (const doc of [site.lessonPlans.classroomGuide, ...band.documents]) {
        const response = await request.get(doc.path);
        expect(response.status(), doc.path).toBe(200);
        expect(response.headers()["content-type"]).toContain("application/pdf");
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe("%PDF-");
        expect(body.length).toBeLessThan(10 * 1024);
      }
    });
  }

  test("a plan opens in a new tab", async ({ page }) => {
    await page.goto("/lesson-plans");
    const doc = olderBand.documents[0]!;
    // The new tab asks for the PDF (a headless browser, with no PDF viewer, then downloads it).
    const [popup, asked] = await Promise.all([
      page.waitForEvent("popup"),
      page.context().waitForEvent("request", (r) => new URL(r.url()).pathname === doc.path),
      page.getByRole("link", { name: `${doc.title} (PDF, opens in a new tab)` }).click(),
    ]);
    expect(popup).not.toBe(page);
    expect(asked.isNavigationRequest()).toBe(true);
    expect(asked.frame().page()).toBe(popup);
    await expect(page).toHaveURL(/\/lesson-plans$/);
  });

  test("the band switch moves between the grade bands", async ({ page }) => {
    await page.goto("/lesson-plans?c=musay");
    const bands = page.getByRole("navigation", { name: "Grade bands" });
    await bands.getByRole("link", { name: youngerBand.title }).click();
    await expect(page).toHaveURL(/\/lesson-plans\/grades-4-8-lesson-plans\?c=musay$/);
    await expect(
      page.getByRole("heading", { name: `${youngerBand.title} lesson plans` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(youngerBand.title));
  });

  test("an unknown band is not found; the default band's long address redirects", async ({
    request,
  }) => {
    expect((await request.get("/lesson-plans/grades-1-3-lesson-plans")).status()).toBe(404);
    const redirect = await request.get("/lesson-plans/grades-9-12-lesson-plans?c=musay", {
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()["location"]).toBe("/lesson-plans?c=musay");
  });
});

test.describe("our sponsors", () => {
  test("shows the 20 logos, linked when the sponsor has a link", async ({ page, request }) => {
    expect(site.sponsors).toHaveLength(20);
    await page.goto("/our-sponsors");
    const grid = page.getByRole("main").getByRole("list").first();
    await expect(grid.getByRole("img")).toHaveCount(20);
    for (const sponsor of site.sponsors) {
      const logo = grid.getByRole("img", { name: sponsor.name, exact: true });
      await expect(logo).toHaveAttribute("src", sponsor.logo);
      await expect(logo).toHaveAttribute("width", "240");
      await expect(logo).toHaveAttribute("height", "120");
      const link = grid.getByRole("link", { name: `${sponsor.name} (opens in a new tab)` });
      if (sponsor.url) {
        await expect(link).toHaveAttribute("href", sponsor.url);
        await expect(link.getByRole("img")).toHaveAttribute("alt", sponsor.name);
        await expect(link).toHaveAttribute("target", "_blank");
      } else {
        await expect(link).toHaveCount(0);
      }
      const file = await request.get(sponsor.logo);
      expect(file.status(), sponsor.logo).toBe(200);
      expect(file.headers()["content-type"]).toContain("image/svg+xml");
    }
  });
});

test.describe("about us", () => {
  test("lists staff by sortOrder, the curriculum team and contact details", async ({ page }) => {
    await page.goto("/about-us");
    const staff = page.getByRole("region", { name: "Our staff" });
    const expected = [...demoStaff].sort((a, b) => a.sortOrder - b.sortOrder);
    await expect(staff.getByRole("heading", { level: 3 })).toHaveText(
      expected.map((m) => m.titleLine),
    );
    for (const member of expected) {
      // The portrait's own size (the demo's are 400 px squares), so its shape is kept.
      const photo = staff.getByRole("img", { name: member.imageAlt });
      await expect(photo).toHaveAttribute("width", "400");
      await expect(photo).toHaveAttribute("height", "400");
    }
    // Bios arrive as HTML paragraphs, not escaped markup.
    await expect(staff.locator(".staff-member__bio p").first()).toBeVisible();
    await expect(staff).not.toContainText("<p>");

    const team = page.getByRole("region", { name: "Educational curriculum team" });
    await expect(team.getByRole("listitem")).toHaveText(demoCurriculumTeam.map((m) => m.titleLine));

    const contact = page.getByRole("region", { name: "Contact us" });
    const digits = demoContactInfo.phone.replace(/\D/g, "");
    await expect(contact.getByRole("link", { name: demoContactInfo.phone })).toHaveAttribute(
      "href",
      `tel:${digits}`,
    );
    await expect(contact.getByRole("link", { name: demoContactInfo.email })).toHaveAttribute(
      "href",
      `mailto:${demoContactInfo.email}`,
    );
    for (const line of demoContactInfo.address) {
      await expect(contact.locator("address")).toContainText(line);
    }
    await expect(page.getByRole("heading", { name: "Partner with us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Propose a site or a marker" })).toBeVisible();
  });
});

test.describe("faq", () => {
  test("answers every SPEC topic", async ({ page }) => {
    await page.goto("/faq");
    for (const topic of FAQ_TOPICS) {
      const item = page.locator(`details[data-topic="${topic}"]`);
      await expect(item.locator("summary")).toBeVisible();
      await expect(item.locator(".faq-item__answer")).toBeHidden();
      await item.locator("summary").click();
      await expect(item.locator(".faq-item__answer")).toBeVisible();
    }
  });
});

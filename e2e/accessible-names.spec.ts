import { type APIRequestContext, expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";
import { ADMIN_API, staffHeaders, staffToken } from "./support/staff.js";
import type { ApiTour } from "./support/demo-api.js";

// What screen readers call things (WCAG 1.1.1, 2.4.6, 3.3.2): accordion names without their
// "+" / "−", images that do not repeat the title or caption beside them, search boxes with real
// labels, and admin titles that name the screen and the item.

async function demoTours(request: APIRequestContext): Promise<ApiTour[]> {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  // Other specs add short-lived tours of their own, all with slugs starting "e2e-".
  return tours.filter((tour) => !tour.slug.startsWith("e2e-") && tour.stopIds.length > 0);
}

test("the outro's accordions are named by their titles alone, open or closed", async ({
  page,
  request,
}) => {
  const [tour] = await demoTours(request);
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
  await open(page, `/tours/${tour!.slug}/outro`);
  const summary = page.locator("summary", { hasText: "Tour Stops" });
  await expect(summary).toHaveAccessibleName("Tour Stops");
  await summary.click();
  await expect(page.locator("details[open] summary", { hasText: "Tour Stops" })).toBeVisible();
  await expect(summary).toHaveAccessibleName("Tour Stops");
});

test("FAQ questions are named by the question alone", async ({ page }) => {
  await page.goto("/faq");
  const question = page.locator("summary", { hasText: "How do I take a tour?" });
  await expect(question).toHaveAccessibleName("How do I take a tour?");
});

test("tour cards: the cover is decorative, the link is the title", async ({ page, request }) => {
  const tours = await demoTours(request);
  const withCover = tours.find((tour) => tour.images.some((image) => image.path));
  expect(withCover, "a demo tour with images").toBeDefined();
  await page.goto("/tours");
  const card = page.getByRole("article").filter({
    has: page.getByRole("link", { name: withCover!.title, exact: true }),
  });
  await expect(card.locator("img")).toHaveAttribute("alt", "");
  await expect(card.getByRole("img")).toHaveCount(0);
});

test("carousel images do not repeat the caption shown under them", async ({ page, request }) => {
  const tours = await demoTours(request);
  const tour = tours.find((t) => t.images.some((image) => image.path && image.caption.trim()));
  expect(tour, "a demo tour with a captioned image").toBeDefined();
  const caption = tour!.images.find((image) => image.path)!.caption.trim();
  await page.addInitScript(() => window.localStorage.setItem("tos", "true"));
  await open(page, `/tours/${tour!.slug}`);
  const carousel = page.getByRole("region", { name: `Photos of the ${tour!.title} tour` });
  const opener = carousel.getByRole("button", { name: /^Open image 1( of \d+)?$/ });
  await expect(opener).toHaveAccessibleDescription(caption);
  await expect(carousel.getByRole("img")).toHaveCount(0);
  await expect(carousel.getByText(caption, { exact: true })).toBeVisible();
});

test("search boxes have labels of their own, not only a placeholder", async ({ page }) => {
  await page.goto("/search");
  await expect(
    page.getByRole("combobox", { name: "Search tour stops by keyword", exact: true }),
  ).toBeVisible();
  await page.goto("/records");
  await expect(
    page.getByRole("searchbox", { name: "Search records by title", exact: true }),
  ).toBeAttached();
  await open(page, "/");
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Search keywords", exact: true })).toBeVisible();
});

test("admin editors' titles name the screen and the item", async ({ page, request, context }) => {
  const token = await staffToken(request);
  await context.addInitScript((value) => localStorage.setItem("admin-token", value), token);
  const records = (await (
    await request.get(`${ADMIN_API}/records`, { headers: staffHeaders(token) })
  ).json()) as { id: string; Title: string }[];
  const record = records[0]!;
  const [tour] = await demoTours(request);

  for (const [path, title] of [
    ["/admin/tours/new", "New tour – Admin"],
    ["/admin/records/new", "New record – Admin"],
    ["/admin/qr-codes/new", "New QR code – Admin"],
    ["/admin/content/about-us/staff/new", "New staff member – Admin"],
    [`/admin/records/edit/${record.id}`, `Edit record: ${record.Title.trim()} – Admin`],
    [`/admin/tours/edit/${tour!.id}`, `Edit tour: ${tour!.title.trim()} – Admin`],
    ["/admin/tours", "Tours – Admin"],
  ]) {
    await open(page, path!);
    await expect(page, path).toHaveTitle(title!);
  }
});

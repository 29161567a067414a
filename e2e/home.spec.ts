import { expect, test } from "@playwright/test";

const tagline = "Our story, your tour!";
const intro = "Explore Nashville with free walking and driving tours.";

test("home page shows the tagline and introduction without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1, name: tagline })).toBeVisible();
  await expect(page.getByText(intro)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("home page is server-rendered", async ({ request }) => {
  const response = await request.get("/");

  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(tagline);
  expect(html).toContain(intro);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
});

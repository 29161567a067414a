/**
 * A tour made for classrooms ('Tours with Lesson Plans') points to its lesson plans on its intro,
 * where a teacher preparing a class looks first, as well as on its outro (outro.spec.ts). The
 * section stays where the server's page put it while the scripts take over and 'Save for offline'
 * above it checks this phone (it used to slide down twice, a layout shift of 0.02 on a tall phone).
 */
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import type { ApiTour } from "./support/demo-api.js";
import { holdScripts, open } from "./support/navigation.js";

const LESSONS = "Tours with Lesson Plans";

/** The Layout Instability API's entry, which TypeScript's DOM library does not declare. */
interface LayoutShift {
  value: number;
  sources: { node: Node | null }[];
}

test("a classroom tour's intro links its lesson plans, in person and virtually", async ({
  page,
  request,
}) => {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => t.categories.includes(LESSONS));
  const other = tours.find((t) => !t.categories.includes(LESSONS) && !t.slug.startsWith("e2e-"));
  if (!tour || !other) throw new Error("The demo content needs tours with and without plans");

  for (const intro of [`/tours/${tour.slug}`, `/tours/${tour.slug}/v`]) {
    await open(page, intro);
    const lessons = page.getByRole("region", { name: "Lesson plans" });
    await expect(lessons).toContainText("This tour comes with lesson plans for the classroom.");
    await expect(lessons.getByRole("link").first()).toHaveAttribute("href", "/lesson-plans");
    expect(await axeViolationsHere(page)).toEqual([]);
    await lessons.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/lesson-plans$/);
  }

  await open(page, `/tours/${other.slug}/v`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Lesson plans" })).toHaveCount(0);
});

test("the lesson plans on a classroom tour's intro stay put as the page loads", async ({
  page,
  request,
}) => {
  // Tall enough that the section is on the screen, where a shift is counted.
  await page.setViewportSize({ width: 390, height: 2000 });
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  const tour = tours.find((t) => t.categories.includes(LESSONS))!;
  // Each layout shift that moved the section, or a box holding it or held in it.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      const section = document.querySelector('[aria-labelledby="tour-lessons"]');
      for (const entry of list.getEntries() as PerformanceEntry[] & LayoutShift[]) {
        const moved = entry.sources.some(
          ({ node }) => section && node && (node.contains(section) || section.contains(node)),
        );
        if (moved) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const lessons = page.getByRole("region", { name: "Lesson plans" });
  const top = () => lessons.evaluate((section) => section.getBoundingClientRect().top + scrollY);

  const release = await holdScripts(page);
  await page.goto(`/tours/${tour.slug}`);
  const served = await top();
  release();
  // Settled: the offer shows its size once this phone is checked.
  await expect(page.getByRole("button", { name: /^Save for offline · / })).toBeVisible();
  expect.soft(await top(), "where the server put it").toBe(served);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  expect(shifts, "layout shifts that moved it").toEqual([]);
});

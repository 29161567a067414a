/**
 * A tour made for classrooms ('Tours with Lesson Plans') points to its lesson plans on its intro,
 * where a teacher preparing a class looks first, as well as on its outro (outro.spec.ts).
 */
import { expect, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import type { ApiTour } from "./support/demo-api.js";
import { open } from "./support/navigation.js";

const LESSONS = "Tours with Lesson Plans";

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

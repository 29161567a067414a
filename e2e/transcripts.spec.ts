/**
 * Every narration has a transcript. Staff write a stop's transcript next to its
 * audio in the tour editor, which warns about narrations still without one; a visitor on a phone
 * reads it under 'Read along', is told plainly when a narration has none, and finds it in the
 * page even without scripts.
 */
import { expect, type Page, test } from "@playwright/test";
import { axeViolationsHere } from "./support/axe.js";
import { narratedTour } from "./support/narration.js";
import { open, withoutScripts } from "./support/navigation.js";
import { createRouteTour, placedRecords, staffEditingTours } from "./support/route-tour.js";

const created = staffEditingTours();

const TRANSCRIPT = [
  "You are standing where the first bricks were laid in 1859.",
  "Look up: the cornice still carries the builder's initials.",
];

const warnings = (page: Page) =>
  page.getByRole("region", { name: "Before visitors take this tour" });

test("staff write a stop's transcript in the editor and a visitor reads it along", async ({
  page,
  request,
}, testInfo) => {
  // A tour of two narrated stops whose narrations have no transcript yet.
  const { stops: demoStops } = await narratedTour(request);
  const records = await placedRecords(request, 2);
  const tour = await createRouteTour(
    request,
    `transcripts-${testInfo.project.name}-${Date.now()}`,
    records,
    { audio: demoStops[0]!.audio.path },
  );
  created.push(tour.id);

  await open(page, `/admin/tours/edit/${tour.id}`);
  await expect(warnings(page).getByRole("listitem")).toHaveCount(2);
  await expect(warnings(page).getByRole("listitem").first()).toContainText(
    "Its narration has no transcript: visitors who cannot hear it have nothing to read.",
  );

  const first = page.locator(".stop-list > li").first();
  await first.locator(".stop-panel__toggle").click();
  const field = first.getByRole("textbox", { name: "Audio transcript" });
  await expect(field).toHaveAccessibleDescription(/Visitors read it under 'Read along'/);
  await expect(field).toHaveAccessibleDescription(/has no transcript/);
  await field.fill(TRANSCRIPT.join("\n\n"));
  await expect(warnings(page).getByRole("listitem")).toHaveCount(1);
  await expect(field).not.toHaveAccessibleDescription(/has no transcript/);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tour saved." })).toBeVisible();

  // The visitor on the first stop, taking the tour virtually.
  await open(page, `/tours/${tour.slug}/v/${tour.stops[0]!.slug}`);
  const readAlong = page.getByRole("button", { name: "Read along" });
  await readAlong.click();
  const dialog = page.getByRole("dialog", { name: "Transcript" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(tour.stops[0]!.siteName);
  await expect(dialog.getByRole("paragraph").filter({ hasText: TRANSCRIPT[0]! })).toHaveCount(1);
  await expect(dialog.getByRole("paragraph").filter({ hasText: TRANSCRIPT[1]! })).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Close the transcript" })).toBeFocused();
  expect(await axeViolationsHere(page)).toEqual([]);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.keyboard.press("Escape");
  await expect(readAlong).toBeFocused();

  // The second stop's narration has none: said plainly, not replaced by the narrative.
  await open(page, `/tours/${tour.slug}/v/${tour.stops[1]!.slug}`);
  await page.getByRole("button", { name: "Read along" }).click();
  await expect(dialog).toContainText("This narration has no transcript yet.");
  await expect(dialog).not.toContainText("Narrative 2");
});

test("without scripts, the transcript is a disclosure in the page", async ({
  browser,
  request,
}, testInfo) => {
  const { tour, stops } = await narratedTour(request);
  const transcript = (
    (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as {
      audio: { transcript: string };
    }[]
  )[0]!.audio.transcript;
  expect(transcript).not.toBe("");
  const context = await withoutScripts(browser, testInfo);
  const page = await context.newPage();
  await page.goto(`/tours/${tour.slug}/v/${stops[0]!.slug}`);
  const disclosure = page.locator("details", {
    has: page.getByText("Read along", { exact: true }),
  });
  await expect(disclosure.getByText(transcript.slice(0, 40))).toBeHidden();
  await disclosure.getByText("Read along", { exact: true }).click();
  await expect(disclosure.getByText(transcript.slice(0, 40))).toBeVisible();

  // The tour's introduction too.
  const tours = (await (await request.get("/api/tours")).json()) as {
    id: string;
    introTranscript: string;
  }[];
  const intro = tours.find((t) => t.id === tour.id)!.introTranscript;
  expect(intro).not.toBe("");
  await page.goto(`/tours/${tour.slug}`);
  await disclosure.getByText("Read along", { exact: true }).click();
  await expect(disclosure.getByText(intro.slice(0, 40))).toBeVisible();
  await context.close();
});

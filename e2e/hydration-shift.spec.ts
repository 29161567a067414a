/**
 * Nothing moves under the visitor's finger when a page's scripts take over: on a slow phone the
 * server's page is on screen for seconds first, and a tap aimed at 'Take Tour' must not land on
 * whatever slid into its place. On every public page, at 320, 360 and 390 px, every link and
 * control shown before the scripts ran is where it was once they have.
 *
 * One exception: what follows the outro's summary of the walk. The stops this visitor saw live in
 * this browser only, so the summary comes with the scripts, after the outro's own actions.
 *
 * A visitor who has allowed location is a second case: the server's page cannot know it, and the
 * browser tells the scripts only after they run.
 */
import { expect, type Page, test } from "@playwright/test";
import { placedTour, placeOf, shortOf, standAt, whereLine } from "./support/geo.js";
import { holdScripts } from "./support/navigation.js";
import { publicPages } from "./support/public-pages.js";

interface Place {
  key: string;
  x: number;
  y: number;
}

/** Where each visible link, button and summary is on the page, by its tag and text. */
const placesOnPage = (page: Page): Promise<Place[]> =>
  page.locator("main a[href], main button, main summary").evaluateAll((all) => {
    const seen = new Map<string, number>();
    const walk = document.querySelector(".walk-summary");
    return all.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      if (walk && walk.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
        return [];
      const text = `${element.tagName} ${(element.textContent ?? "").trim().slice(0, 40)}`;
      const n = (seen.get(text) ?? 0) + 1;
      seen.set(text, n);
      return [
        {
          key: `${text} #${n}`,
          x: Math.round(box.left + window.scrollX),
          y: Math.round(box.top + window.scrollY),
        },
      ];
    });
  });

for (const width of [320, 360, 390]) {
  test(`no control moves when the scripts take over, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 740 });
    await page.addInitScript(() => localStorage.setItem("tos", "true"));
    const moved: string[] = [];
    for (const { name, path } of await publicPages(request)) {
      const release = await holdScripts(page);
      await page.goto(path);
      const before = await placesOnPage(page);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.unroute(/\/assets\/.+\.js$/);
      // What the scripts add once running (effects, images already sized) has settled.
      await page.waitForTimeout(500);
      for (const move of movedBetween(before, await placesOnPage(page)))
        moved.push(`${name} (${path}): ${move}`);
    }
    expect(moved, moved.join("\n")).toEqual([]);
  });
}

/** What moved between two readings of `placesOnPage`. */
function movedBetween(before: Place[], afterList: Place[]): string[] {
  const after = new Map(afterList.map((p) => [p.key, p]));
  return before.flatMap((was) => {
    const now = after.get(was.key);
    return now && (Math.abs(now.x - was.x) > 1 || Math.abs(now.y - was.y) > 1)
      ? [`${was.key} from ${was.x},${was.y} to ${now.x},${now.y}`]
      : [];
  });
}

for (const width of [320, 390]) {
  test(`with location allowed, a stop does not move as the first fix comes in, at ${width} px`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.addInitScript(() => localStorage.setItem("tos", "true"));
    const { tour, stops } = await placedTour(request);
    await context.grantPermissions(["geolocation"]);
    await standAt(context, shortOf(placeOf(stops[0]), placeOf(stops[1]), 250));
    const stopPath = `/tours/${tour.slug}/${stops[0]!.slug}`;
    // A visit before: the page learns that this browser allows location.
    await page.goto(stopPath);
    await expect(whereLine(page)).toContainText(" away.");

    const release = await holdScripts(page);
    await page.goto(stopPath);
    const before = await placesOnPage(page);
    release();
    await expect(whereLine(page)).toHaveText(`${stops[1]!.siteName} is 0.2 miles away.`);
    const moved = movedBetween(before, await placesOnPage(page));
    expect(moved, moved.join("\n")).toEqual([]);
  });
}

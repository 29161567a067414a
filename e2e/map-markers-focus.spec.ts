/**
 * WCAG 2.4.7: a map marker the map box has clipped away (after a pan) leaves the tab order, so
 * keyboard focus never lands on a marker no one can see.
 */
import { expect, test } from "@playwright/test";
import { open } from "./support/navigation.js";

interface PannableMap {
  panBy(offset: [number, number], options: { duration: number }): void;
}

test.use({ viewport: { width: 320, height: 640 } });

test("markers outside the home map's box are inert; those inside stay reachable", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Opt in to test-map-registry.client.ts: the maps register themselves here once loaded.
    (window as unknown as { __maplibreMaps: unknown[] }).__maplibreMaps = [];
  });
  await open(page, "/");
  // The map loads when it comes near the screen.
  await page.getByRole("region", { name: "Map of tour starting points" }).scrollIntoViewIfNeeded();
  const markers = page.locator(".maplibregl-marker");
  await expect(markers.first()).toBeAttached({ timeout: 20_000 });

  /** Pans the map as a visitor's drag would. */
  const pan = (x: number) =>
    page.evaluate((by) => {
      const maps = (window as unknown as { __maplibreMaps: PannableMap[] }).__maplibreMaps;
      const map = maps[0];
      if (!map) throw new Error("The home map did not load");
      map.panBy([by, 0], { duration: 0 });
    }, x);

  const audit = () =>
    page.evaluate(() => {
      const container = document.querySelector(".maplibregl-map");
      if (!container) return { outside: 0, inside: 0, wrong: -1 };
      const box = container.getBoundingClientRect();
      let outside = 0;
      let inside = 0;
      let wrong = 0;
      for (const marker of container.querySelectorAll<HTMLElement>(".maplibregl-marker")) {
        const own = marker.getBoundingClientRect();
        const x = own.left + own.width / 2;
        const y = own.top + own.height / 2;
        const out = x < box.left || x > box.right || y < box.top || y > box.bottom;
        if (out) outside++;
        else inside++;
        if (marker.inert !== out) wrong++;
      }
      return { outside, inside, wrong };
    });
  // Push the leftmost marker just past the box's right edge, as a visitor's drag would.
  const by = await page.evaluate(() => {
    const box = document.querySelector(".maplibregl-map")!.getBoundingClientRect();
    const xs = [...document.querySelectorAll(".maplibregl-marker")].map((marker) => {
      const own = marker.getBoundingClientRect();
      return own.left + own.width / 2;
    });
    return Math.ceil(box.right - Math.min(...xs) + 8);
  });
  await pan(by);
  await expect.poll(async () => (await audit()).wrong, { timeout: 10_000 }).toBe(0);
  expect((await audit()).outside).toBeGreaterThan(0);
  // Back in view: reachable again.
  await pan(-by);
  await expect.poll(async () => (await audit()).wrong, { timeout: 10_000 }).toBe(0);
  expect((await audit()).inside).toBeGreaterThan(0);
});

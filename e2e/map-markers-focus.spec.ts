/**
 * Issue 11 §1, WCAG 2.4.7: a map marker the map box has clipped away (the home map at 320 px, or
 * after a pan) leaves the tab order, so keyboard focus never lands on a marker no one can see.
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

  // Push half the markers out of the box, as a visitor's pan would.
  await page.evaluate(() => {
    const maps = (window as unknown as { __maplibreMaps: PannableMap[] }).__maplibreMaps;
    const box = maps[0];
    if (!box) throw new Error("The home map did not load");
    box.panBy([160, 0], { duration: 0 });
  });

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
  await expect.poll(async () => (await audit()).wrong, { timeout: 10_000 }).toBe(0);
  const { outside, inside } = await audit();
  expect(outside).toBeGreaterThan(0);
  expect(inside).toBeGreaterThan(0);
});

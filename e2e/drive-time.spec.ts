/**
 * On a driving tour, the line under the narration that says how far the next stop is and how long
 * the drive takes ("Fort Negley is 1.6 miles away (6 min drive).") at the largest text size on a
 * 320 px phone and a 390 px one at 200 % zoom (195 px): the drive time starts a line of its own
 * and the distance keeps together, rather than '(6 min' at one line's end and 'drive).' on the
 * next, and the panel keeps to the screen.
 */
import { expect, type Locator, test } from "@playwright/test";
import { demoTourWhere, metresBetween, placeOf, standAt, whereLine } from "./support/geo.js";
import { open } from "./support/navigation.js";

/** The tops of the lines that the first `text` in `line` falls on, rounded. */
const linesOf = (line: Locator, text: string) =>
  line.evaluate((element, text) => {
    // The text may run over several nodes (the distance and the drive time are spans of their own).
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const range = document.createRange();
    let from = element.textContent!.indexOf(text);
    let to = from + text.length;
    for (const node of nodes) {
      const length = node.length;
      if (from >= 0 && from < length) range.setStart(node, from);
      if (to >= 0 && to <= length) {
        range.setEnd(node, to);
        break;
      }
      from -= length;
      to -= length;
    }
    return [...new Set([...range.getClientRects()].map(({ top }) => Math.round(top)))];
  }, text);

for (const [width, height] of [
  [320, 568],
  [195, 422],
] as const) {
  test(`at ${width} × ${height} and the largest text, the drive time reads whole on a line of its own`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      localStorage.setItem("tos", "true");
      localStorage.setItem("text-size", "2");
    });
    const { tour, stops } = await demoTourWhere(
      page.request,
      ([first, second]) => metresBetween(placeOf(first), placeOf(second)) > 1500,
      "of driving, with a first leg over 1.5 km",
      { driving: true },
    );
    await context.grantPermissions(["geolocation"]);
    await standAt(context, placeOf(stops[0]), 8);
    await open(page, `/tours/${tour.slug}/${stops[0]!.slug}`);
    const line = whereLine(page);
    const name = stops[1]!.siteName;
    await expect(line).toHaveText(new RegExp(`^${name} is .+ away \\(\\d+ min drive\\)\\.$`));
    const text = (await line.textContent())!;
    const distance = /is (.+) away/.exec(text)![1]!;
    const drive = /\(.+\)\./.exec(text)![0];

    expect(await linesOf(line, distance), `'${distance}' on one line`).toHaveLength(1);
    const [away] = await linesOf(line, "away");
    const [driveStart] = await linesOf(line, "(");
    expect(driveStart!, "the drive time on a line of its own").toBeGreaterThan(away!);
    if (width >= 320) expect(await linesOf(line, drive), `'${drive}' on one line`).toHaveLength(1);
    const panel = (await page.getByRole("region", { name: "Arrival alerts" }).boundingBox())!;
    expect(panel.x + panel.width, "the panel within the screen").toBeLessThanOrEqual(width);
  });
}

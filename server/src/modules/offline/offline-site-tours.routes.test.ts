/**
 * GET /api/tours/{id}/offline saves the covers of the other tours on a stop's record ('Other Tours
 * for Site'), with copies, on a site with more tours than the outro shows.
 */
import { OTHER_TOURS_LISTED, type OfflinePlan, type TourInput } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, tourBody } from "@tours/shared/testing";
import { saveTourWithStops } from "../../test/tour-saves.js";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { testPhoto } from "../../test/test-images.js";

describe.each(testEngines)(
  "the other tours for a stop's site in the offline plan on %s",
  (engine) => {
    let t: TestApp;
    const capitol = recordBody({ Coordinates: { lat: 36.1659, lng: -86.7844 }, images: [] });
    const ryman = recordBody({ Coordinates: { lat: 36.1612, lng: -86.7785 }, images: [] });
    // This tour ends at the Capitol, where three of the tours listed before the site's tour start:
    // its outro shows neither 'Z on the Ryman' in 'Other Tours' nor in 'Tours nearby'.
    const tour = tourBody({ title: "Capitol Hill" });
    const listed = Array.from({ length: OTHER_TOURS_LISTED }, (_, i) =>
      tourBody({ title: `A ${String(i).padStart(2, "0")}` }),
    );
    const onSite = tourBody({ title: "Z on the Ryman" });
    const plan = async () =>
      (await t.app.inject({ url: `/api/tours/${tour.id}/offline` })).json<OfflinePlan>();
    const saveTour = (body: TourInput, recordIds: string[]) =>
      saveTourWithStops(t, body, recordIds);
    const upload = async (name: string, width: number) => {
      const res = await t.upload({
        name,
        type: "image/jpeg",
        bytes: await testPhoto(width, Math.round(width / 2)),
      });
      return res.json<{ path: string }>().path;
    };
    let photo: string;
    let onSiteVersion: number;

    beforeAll(async () => {
      t = await createTestApp(engine);
      photo = await upload("ryman.jpg", 700);
      for (const record of [capitol, ryman])
        expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
      await saveTour(tour, [ryman.id, capitol.id]);
      for (const [i, other] of listed.entries()) await saveTour(other, i < 3 ? [capitol.id] : []);
      onSite.images = [{ path: photo, caption: "" }];
      onSiteVersion = await saveTour(onSite, [ryman.id]);
    });
    afterAll(() => t.close());

    it("lists the cover of a tour on a stop's record, with its phone-sized copies, to keep at a card's size", async () => {
      const { files } = await plan();
      expect(files.filter((file) => file.url === `/media/${photo}`)).toEqual([
        expect.objectContaining({ kind: "media", shownIn: "card" }),
      ]);
      const cover = files.find((file) => file.url === `/media/${photo}`);
      expect(cover?.copies?.map((copy) => copy.width)).toEqual([320, 320, 640, 640, 700, 700]);
      // Its pages are not part of this tour: offline, its card leads to the offline page.
      const pages = files.filter((file) => file.kind === "page").map((file) => file.url);
      expect(pages.some((url) => url.includes(onSite.slug))).toBe(false);
    });

    it("changes the revision when the cover of a tour on a stop's record changes", async () => {
      const before = await plan();
      const other = await upload("ryman-again.jpg", 500);
      const changed = { ...onSite, images: [{ path: other, caption: "" }], version: onSiteVersion };
      await saveTour(changed, [ryman.id]);
      const after = await plan();
      expect(after.files.map((file) => file.url)).not.toContain(`/media/${photo}`);
      expect(after.files.find((file) => file.url === `/media/${other}`)?.shownIn).toBe("card");
      expect(after.revision).not.toBe(before.revision);
    });
  },
);

/** GET /api/tours/{id}/offline saves the covers of the other tours the outro shows, with copies. */
import fs from "node:fs";
import path from "node:path";
import type { OfflinePlan, TourInput } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, tourBody } from "@tours/shared/testing";
import { saveTourWithStops } from "../../test/tour-saves.js";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { testPhoto } from "../../test/test-images.js";

describe.each(testEngines)("the outro's other tours in the offline plan on %s", (engine) => {
  let t: TestApp;
  let photo: string;
  const capitol = recordBody({ Coordinates: { lat: 36.1659, lng: -86.7844 }, images: [] });
  const ryman = recordBody({ Coordinates: { lat: 36.1612, lng: -86.7785 }, images: [] });
  const tour = tourBody({ title: "A tour ending at the Capitol" });
  const nearby = tourBody({ title: "B nearby" });
  const listed = tourBody({
    title: "C listed",
    images: [{ path: "media/listed-cover.jpg", caption: "" }],
  });
  const plan = async () =>
    (await t.app.inject({ url: `/api/tours/${tour.id}/offline` })).json<OfflinePlan>();
  const saveTour = (body: TourInput, recordIds: string[]) => saveTourWithStops(t, body, recordIds);
  let nearbyVersion: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const upload = await t.upload({
      name: "b.jpg",
      type: "image/jpeg",
      bytes: await testPhoto(700, 400),
    });
    photo = upload.json<{ path: string }>().path;
    fs.mkdirSync(path.join(t.config.mediaRoot, "media"), { recursive: true });
    fs.writeFileSync(path.join(t.config.mediaRoot, "media", "listed-cover.jpg"), "jpeg");
    await t.services.mediaRecorder.record("media/listed-cover.jpg");
    for (const record of [capitol, ryman])
      expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
    await saveTour(tour, [ryman.id, capitol.id]);
    nearby.images = [{ path: photo, caption: "" }];
    nearbyVersion = await saveTour(nearby, [ryman.id]);
    await saveTour(listed, []);
  });
  afterAll(() => t.close());

  it("lists each other tour's cover, with its phone-sized copies, to keep at a card's size", async () => {
    const { files } = await plan();
    const cover = files.find((file) => file.url === `/media/${photo}`);
    expect(cover).toMatchObject({ kind: "media", shownIn: "card" });
    expect(cover?.copies?.map((copy) => copy.width)).toEqual([320, 320, 640, 640, 700, 700]);
    expect(files.find((file) => file.url === "/media/media/listed-cover.jpg")).toEqual({
      url: "/media/media/listed-cover.jpg",
      kind: "media",
      bytes: 4,
      shownIn: "card",
    });
    // Their pages are not part of this tour: offline, links to them lead to the offline page.
    const pages = files.filter((file) => file.kind === "page").map((file) => file.url);
    expect(pages.some((url) => url.includes(nearby.slug) || url.includes(listed.slug))).toBe(false);
  });

  it("changes the revision when another tour's cover changes", async () => {
    const before = await plan();
    await saveTour(
      {
        ...nearby,
        images: [{ path: "media/listed-cover.jpg", caption: "" }],
        version: nearbyVersion,
      },
      [ryman.id],
    );
    const after = await plan();
    expect(after.files.map((file) => file.url)).not.toContain(`/media/${photo}`);
    expect(after.revision).not.toBe(before.revision);
  });
});

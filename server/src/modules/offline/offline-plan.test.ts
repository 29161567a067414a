/**
 * The offline plan saves the covers of the other tours a tour's outro and stops show, as their
 * cards do, and the QR landing flow's choice of tour.
 */
import {
  nextStopMapPath,
  type OfflineImageCopy,
  OTHER_TOURS_LISTED,
  publicStop,
  type PublicStop,
  tour as tourSchema,
  type Tour,
  type TourInput,
} from "@tours/shared";
import { describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import {
  DATA_BYTES_ESTIMATE,
  NEXT_STOP_MAP_BYTES_ESTIMATE,
  PAGE_BYTES_ESTIMATE,
  planTourFiles,
  type PlanSources,
} from "./offline-plan.js";

const capitol = { lat: 36.1659, lng: -86.7844 };
const ryman = { lat: 36.1612, lng: -86.7785 };
const hermitage = { lat: 36.2149, lng: -86.6134 };

const tourOf = (overrides: Partial<TourInput>): Tour =>
  tourSchema.parse({ ...tourBody(overrides), version: 1, updatedAt: "2025-01-01T00:00:00Z" });

function stopAt(tourId: string, at: { lat: number; lng: number }, Tours = [tourId]): PublicStop {
  const record = {
    ...recordBody({ Coordinates: at, images: [], Tours }),
    version: 1,
    updatedAt: "",
  };
  return publicStop.parse({ ...stopBody(tourId, record.id), version: 1, updatedAt: "", record });
}

const coverOf = (name: string) => ({ images: [{ path: `media/${name}.jpg`, caption: "" }] });
const copiesOf = (url: string): OfflineImageCopy[] => [
  { url: `${url}.w320.avif`, width: 320, type: "image/avif", bytes: 10 },
  { url: `${url}.w320.webp`, width: 320, type: "image/webp", bytes: 20 },
];

/**
 * This tour ends at the Capitol; the others start where given (or nowhere). Its first stop's record
 * is on the tours `onFirstSite` names too.
 */
function site(
  others: { tour: Tour; start?: { lat: number; lng: number } }[],
  onFirstSite: string[] = [],
) {
  const own = tourOf({ title: "Capitol Hill", ...coverOf("own") });
  const stops = [stopAt(own.id, ryman, [own.id, ...onFirstSite]), stopAt(own.id, capitol)];
  const tours = [own, ...others.map((other) => other.tour)];
  const starts = [
    { tourId: own.id, ...ryman },
    ...others.flatMap(({ tour, start }) => (start ? [{ tourId: tour.id, ...start }] : [])),
  ];
  const sources: PlanSources = {
    mediaBytes: async (url) => (url.includes("missing") ? undefined : 100),
    imageCopies: async (url) => copiesOf(url),
    tours: {
      index: async () => tours.map(({ id, title }) => ({ id, title })),
      starts: async () => starts,
      listByIds: async (ids) => ids.flatMap((id) => tours.filter((t) => t.id === id)),
    },
    map: [],
    code: [],
  };
  return { content: { tour: own, stops }, sources };
}

describe("the other tours' covers in the offline plan", () => {
  it("lists each cover the outro shows once, with its copies, to save at a card's size", async () => {
    const near = tourOf({ title: "Broadway", ...coverOf("near") });
    const far = tourOf({ title: "East", ...coverOf("far") });
    const sharing = tourOf({ title: "Fort", ...coverOf("own") });
    const bare = tourOf({ title: "Germantown" });
    const elsewhere = tourOf({
      title: "Hillsboro",
      images: [{ path: "https://x.org/a.jpg", caption: "" }],
    });
    const gone = tourOf({ title: "Inglewood", ...coverOf("missing") });
    const { content, sources } = site([
      { tour: near, start: ryman },
      { tour: far, start: hermitage },
      { tour: sharing },
      { tour: bare },
      { tour: elsewhere },
      { tour: gone },
    ]);
    const { files } = await planTourFiles(content, sources);
    const media = files.filter((file) => file.kind === "media");
    for (const name of ["near", "far"]) {
      const url = `/media/media/${name}.jpg`;
      expect(media.filter((file) => file.url === url)).toEqual([
        { url, kind: "media", bytes: 100, copies: copiesOf(url), shownIn: "card" },
      ]);
    }
    // This tour's own cover, shown in its carousel, is saved at the carousel's size.
    expect(media.filter((file) => file.url === "/media/media/own.jpg")).toEqual([
      expect.not.objectContaining({ shownIn: "card" }),
    ]);
    // Nothing for a tour without a cover, one elsewhere or one not stored.
    expect(media.filter((file) => file.url.endsWith(".jpg")).map((file) => file.url)).toEqual([
      "/media/media/own.jpg",
      "/media/media/near.jpg",
      "/media/media/far.jpg",
    ]);
    // The other tours' pages are not part of this tour.
    expect(files.some((file) => file.url.startsWith(`/tours/${near.slug}`))).toBe(false);
  });

  it("saves the covers of the tours nearby past the ones listed, and not of the rest", async () => {
    const listed = Array.from({ length: OTHER_TOURS_LISTED }, (_, i) =>
      tourOf({ title: `A ${String(i).padStart(2, "0")}`, ...coverOf(`listed-${i}`) }),
    );
    const nearby = tourOf({ title: "Z nearby", ...coverOf("nearby") });
    const far = tourOf({ title: "Z far", ...coverOf("far") });
    const { content, sources } = site([
      ...listed.map((tour) => ({ tour })),
      { tour: nearby, start: ryman },
      { tour: far, start: hermitage },
    ]);
    const covers = (await planTourFiles(content, sources)).files
      .filter((file) => file.shownIn === "card")
      .map((file) => file.url);
    expect(covers).toHaveLength(OTHER_TOURS_LISTED + 2);
    expect(covers).toContain("/media/media/nearby.jpg");
    expect(covers).toContain("/media/media/far.jpg");

    // Three tours start nearer than the Hermitage: the far ones are no longer shown, nor saved.
    const beyond = tourOf({ title: "Z beyond", ...coverOf("beyond") });
    const more = site([
      ...listed.map((tour) => ({ tour })),
      { tour: nearby, start: ryman },
      { tour: far, start: hermitage },
      { tour: tourOf({ title: "Z near 2" }), start: capitol },
      { tour: tourOf({ title: "Z near 3" }), start: ryman },
      { tour: beyond, start: { lat: 36.3, lng: -86.5 } },
    ]);
    const saved = (await planTourFiles(more.content, more.sources)).files.map((file) => file.url);
    expect(saved).toContain("/media/media/nearby.jpg");
    expect(saved).not.toContain("/media/media/far.jpg");
    expect(saved).not.toContain("/media/media/beyond.jpg");
  });

  it("changes the revision when another tour's cover changes", async () => {
    const near = tourOf({ title: "Broadway", ...coverOf("near") });
    const { content, sources } = site([{ tour: near, start: ryman }]);
    const before = await planTourFiles(content, sources);
    near.images = coverOf("new-near").images;
    const after = await planTourFiles(content, sources);
    expect(after.files.map((file) => file.url)).toContain("/media/media/new-near.jpg");
    expect(after.revision).not.toBe(before.revision);
  });
});

describe("the covers of the other tours for a stop's site in the offline plan", () => {
  /** More tours than the outro lists, none starting anywhere: the outro shows only these. */
  const listed = Array.from({ length: OTHER_TOURS_LISTED }, (_, i) =>
    tourOf({ title: `A ${String(i).padStart(2, "0")}`, ...coverOf(`listed-${i}`) }),
  );
  const beyondOutro = (tours: Tour[]) => [...listed, ...tours].map((tour) => ({ tour }));

  it("lists each cover of the other tours on a stop's record once, with its copies, at a card's size", async () => {
    const onSite = tourOf({ title: "Z on the site", ...coverOf("on-site") });
    const alsoOnSite = tourOf({ title: "Z also on the site", ...coverOf("on-site") });
    const bare = tourOf({ title: "Z bare" });
    const { content, sources } = site(beyondOutro([onSite, alsoOnSite, bare]), [
      onSite.id,
      alsoOnSite.id,
      bare.id,
      listed[0]!.id,
      "no-such-tour",
    ]);
    const { files } = await planTourFiles(content, sources);
    const url = "/media/media/on-site.jpg";
    expect(files.filter((file) => file.url === url)).toEqual([
      { url, kind: "media", bytes: 100, copies: copiesOf(url), shownIn: "card" },
    ]);
    // A tour both the outro and the stop show: its cover once.
    const listedCover = "/media/media/listed-0.jpg";
    expect(files.filter((file) => file.url === listedCover)).toHaveLength(1);
    const covers = files.filter((file) => file.shownIn === "card").map((file) => file.url);
    expect(covers).toHaveLength(OTHER_TOURS_LISTED + 1);
    // Their pages are not part of this tour.
    expect(files.some((file) => file.url.startsWith(`/tours/${onSite.slug}`))).toBe(false);
  });

  it("changes the revision when the cover of a tour on a stop's site changes", async () => {
    const onSite = tourOf({ title: "Z on the site", ...coverOf("on-site") });
    const { content, sources } = site(beyondOutro([onSite]), [onSite.id]);
    const before = await planTourFiles(content, sources);
    onSite.images = coverOf("new-on-site").images;
    const after = await planTourFiles(content, sources);
    expect(after.files.map((file) => file.url)).toContain("/media/media/new-on-site.jpg");
    expect(after.files.map((file) => file.url)).not.toContain("/media/media/on-site.jpg");
    expect(after.revision).not.toBe(before.revision);
  });
});

describe("the QR landing flow in the offline plan", () => {
  it("saves the choice of tour, with its data, only for a record on several tours", async () => {
    const other = tourOf({ title: "Another walk" });
    const { content, sources } = site([{ tour: other }], [other.id]);
    const { files } = await planTourFiles(content, sources);
    const [onBoth, onOne] = content.stops.map((stop) => stop.record.id);
    const urls = files.map((file) => file.url);
    expect(urls).toContain(`/landing/walking-tours/${onBoth}/select-tour`);
    expect(urls).toContain(`/landing/walking-tours/${onBoth}/select-tour.data`);
    expect(urls.some((url) => url.startsWith(`/landing/walking-tours/${onOne}/`))).toBe(false);
  });
});

describe("the sizes of the rendered files in the offline plan", () => {
  /** What the server answers for each address: its length, so every file's size differs. */
  const rendered = async (url: string) =>
    url.startsWith("/records/") ? undefined : url.length * 1000;

  it("counts each page, its loader data and each stop's details at the size the server renders it", async () => {
    const { content, sources } = site([]);
    const asked: string[] = [];
    const plan = await planTourFiles(content, {
      ...sources,
      renderedBytes: async (url) => (asked.push(url), rendered(url)),
    });
    const renderedFiles = plan.files.filter(
      (file) =>
        file.kind === "page" || file.kind === "data" || file.url.endsWith("/next-stop-map.svg"),
    );
    expect(asked.sort()).toEqual(renderedFiles.map((file) => file.url).sort());
    expect(new Set(asked).size).toBe(asked.length);
    for (const file of renderedFiles) {
      expect(file.bytes, file.url).toBe(
        (await rendered(file.url)) ??
          (file.kind === "page" ? PAGE_BYTES_ESTIMATE : DATA_BYTES_ESTIMATE),
      );
    }
    // A record page that could not be rendered counts the estimate.
    expect(renderedFiles.some((file) => file.bytes === PAGE_BYTES_ESTIMATE)).toBe(true);
    // The total is what the browser will store: every file as counted here, no more, no less.
    expect(plan.bytes).toBe(plan.files.reduce((sum, file) => sum + file.bytes, 0));
  });

  it("keeps the revision as it was: a size is not content", async () => {
    const { content, sources } = site([]);
    const estimated = await planTourFiles(content, sources);
    const measured = await planTourFiles(content, { ...sources, renderedBytes: rendered });
    expect(measured.revision).toBe(estimated.revision);
    expect(measured.bytes).not.toBe(estimated.bytes);
  });
});

describe("the static next-stop maps in the offline plan", () => {
  it("saves the map from each stop to a placed next stop, at the size the server draws it", async () => {
    const { content, sources } = site([]);
    const [first, last] = content.stops;
    const unplaced = { ...last!, id: "unplaced", record: { ...last!.record, Coordinates: null } };
    const url = nextStopMapPath(content.tour.id, first!.id);
    const rendered = { ...sources, renderedBytes: async (u: string) => (u === url ? 7_000 : 1) };
    const maps = (plan: { files: { kind: string; url: string; bytes: number }[] }) =>
      plan.files.filter((file) => file.url.endsWith("next-stop-map.svg"));

    expect(maps(await planTourFiles(content, sources))).toEqual([
      { url, kind: "map", bytes: NEXT_STOP_MAP_BYTES_ESTIMATE },
    ]);
    expect(maps(await planTourFiles(content, rendered))).toEqual([
      { url, kind: "map", bytes: 7_000 },
    ]);
    // None from the last stop, nor to a stop the map cannot place.
    const toNowhere = { ...content, stops: [first!, unplaced] };
    expect(maps(await planTourFiles(toNowhere, sources))).toEqual([]);
  });
});

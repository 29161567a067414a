/**
 * Which addresses a tour saved for offline use needs, and their sizes (pure: the sizes of files on
 * disk and of rendered pages, the map's files and the code come in from outside). Every view of the
 * tour in each of its three ways (in person, virtually, after a QR scan), with the loader data
 * client-side navigation asks for and each stop's details (a tour's page carries only those around
 * its view); the record page and QR welcome page of each stop, and the QR landing flow's pages
 * before the first stop (the choice of tour, the sound cue, back to the start); the media they show
 * and play, the covers of the other tours the outro and the stops show on tour cards; and the QR
 * code signs that lead to any of those pages, so that a sign scanned with no signal opens the saved
 * page.
 */
import { createHash } from "node:crypto";
import {
  audioCuePath,
  backToStartPath,
  chooseOtherTours,
  mediaUrl,
  nextStopMapPath,
  pageDataUrl,
  INTRO,
  OUTRO_SCREEN,
  recordPath,
  selectTourPath,
  stopDetailsPath,
  stopScreen,
  tourPath,
  type OfflineFile,
  type OfflineImageCopy,
  type OfflinePlan,
  type PublicStop,
  type Tour,
  type TourMode,
  type TourScreen,
  tourEnd,
  welcomePath,
} from "@tours/shared";
import { hasUsableCoordinates } from "@tours/shared/map";

/**
 * Pages, their loader data and stops' details are rendered on request: the plan counts each at the
 * size the server renders it (`PlanSources.renderedBytes`, uncompressed, as the browser stores
 * it). Only one that could not be rendered then counts as these estimates: a demo stop page is
 * about 64 KB of HTML and its loader data about 15 KB.
 */
export const PAGE_BYTES_ESTIMATE = 64_000;
export const DATA_BYTES_ESTIMATE = 15_000;
/** A stop's details as JSON: its narrative, transcript, record and citation, about 4 KB. */
export const DETAILS_BYTES_ESTIMATE = 4_000;
/** A stop's static next-stop map (SVG) downtown, with its streets and their names. */
export const NEXT_STOP_MAP_BYTES_ESTIMATE = 20_000;
/** Pages rendered at once to measure them: a share of the process, not all of it. */
const RENDERS_AT_ONCE = 4;

const MODES: TourMode[] = ["in-person", "virtual", "landing"];

export interface TourContent {
  tour: Tour;
  stops: PublicStop[];
}

/** The site's tours, for the other tours the outro and the stops show (the tours service). */
export interface ToursSource {
  /** Every tour's id and title. */
  index(): Promise<readonly { id: string; title: string }[]>;
  /** Where tours start (their first placed stop). */
  starts(): Promise<readonly { tourId: string; lat: number; lng: number }[]>;
  /** Whole tours by id, unknown ids skipped. */
  listByIds(ids: string[]): Promise<Tour[]>;
}

export interface PlanSources {
  /** Bytes of a file under /media/ as stored; undefined when there is no such file. */
  mediaBytes: (url: string) => Promise<number | undefined>;
  /** The phone-sized copies of an image under /media/; undefined when it has none. */
  imageCopies?: (url: string) => Promise<OfflineImageCopy[] | undefined>;
  tours: ToursSource;
  /** The map's files (style, glyphs, basemap ranges) for this tour. */
  map: OfflineFile[];
  /** The site's code and stylesheets the saved pages load. */
  code: OfflineFile[];
  /**
   * Bytes of a page, its loader data or a stop's details as the server answers it (public pages
   * are the same for every visitor); undefined when it could not be rendered (then the plan
   * counts an estimate). Without it, every one counts an estimate.
   */
  renderedBytes?: (url: string) => Promise<number | undefined>;
  /** The QR code signs that lead to a page of this site, and where (the QR codes service). */
  qrCodes?: { siteRedirects(): Promise<readonly { id: string; location: string }[]> };
}

function pagePaths({ tour, stops }: TourContent): string[] {
  const screens: TourScreen[] = [
    INTRO,
    ...stops.map((stop) => stopScreen(stop.slug)),
    OUTRO_SCREEN,
  ];
  const views = MODES.flatMap((mode) => screens.map((screen) => tourPath(mode, tour.slug, screen)));
  const records = stops.flatMap(({ record }) => [
    recordPath(record.slug),
    welcomePath(record.slug),
    // 'More Info' on a record of several tours: the choice of tour.
    ...(record.Tours.length > 1 ? [selectTourPath(record.id)] : []),
  ]);
  // The landing flow's pages before the first stop. The intro ('More Info' leads there with the
  // scanned record) and the sound cue are kept once, made for no record: the saved copy answers
  // them for any record of the tour, and their links take up the address's record
  // (web/app/features/landing/scanned-record.tsx). Back-to-start, whose question names the
  // scanned stop, is kept for each stop's record and for none; after the sound cue for the first
  // stop's record, 'Continue' leads straight to that stop (scannedFirstStop in
  // web/app/features/landing/tour-position.ts), so that question is never asked.
  const landing = [
    audioCuePath(tour.slug),
    backToStartPath(tour.slug),
    ...stops.slice(1).map(({ record }) => backToStartPath(tour.slug, record.id)),
  ];
  // The builders encode each slug, so these are the addresses as the browser sends them.
  return [...new Set([...views, ...records, ...landing])];
}

function mediaPaths({ tour, stops }: TourContent): string[] {
  const paths = [
    ...tour.images.map((image) => image.path),
    tour.introAudio,
    tour.outroAudio,
    ...stops.flatMap((stop) => [
      stop.audio.path,
      ...stop.images.map((image) => image.path),
      ...stop.record.images.map((image) => image.path),
      ...stop.record.audios.map((audio) => audio.path),
    ]),
  ];
  return [...new Set(paths.filter(Boolean).map(mediaUrl))].filter((url) =>
    url.startsWith("/media/"),
  );
}

/**
 * Back-to-start for the first stop's record, which the server answers with a redirect to that
 * stop (both its answers would lead there). The sound cue saved for no record leads there: its
 * 'Continue' takes up the address's record before the page runs, and then goes straight to the
 * stop (web/app/features/landing/scanned-record.tsx).
 */
function firstStopRedirect({ tour, stops }: TourContent): OfflineFile[] {
  const [first] = stops;
  if (!first) return [];
  return [
    {
      url: backToStartPath(tour.slug, first.record.id),
      kind: "redirect",
      bytes: 0,
      location: tourPath("landing", tour.slug, stopScreen(first.slug)),
    },
  ];
}

/**
 * The static next-stop map of each stop whose next stop is placed: the map the next-stop dialog
 * shows at once, and the only one where the live map cannot draw.
 */
function nextStopMaps({ tour, stops }: TourContent): OfflineFile[] {
  return stops.slice(0, -1).flatMap((stop, i): OfflineFile[] =>
    hasUsableCoordinates(stops[i + 1]!.record.Coordinates)
      ? [
          {
            url: nextStopMapPath(tour.id, stop.id),
            kind: "map",
            bytes: NEXT_STOP_MAP_BYTES_ESTIMATE,
          },
        ]
      : [],
  );
}

/** The signs whose address leads to one of the saved pages (with any query or fragment). */
async function signRedirects(pages: string[], sources: PlanSources): Promise<OfflineFile[]> {
  const saved = new Set(pages);
  const codes = (await sources.qrCodes?.siteRedirects()) ?? [];
  return codes
    .filter(({ location }) => saved.has(new URL(location, "http://site").pathname))
    .map(({ id, location }) => ({
      url: `/q/${encodeURIComponent(id)}`,
      kind: "redirect",
      bytes: 0,
      location,
    }));
}

/** The images the pages show (the rest of the media is sound and video). */
function imageUrls({ tour, stops }: TourContent): Set<string> {
  const images = [
    ...tour.images,
    ...stops.flatMap((stop) => [...stop.images, ...stop.record.images]),
  ];
  return new Set(images.map((image) => mediaUrl(image.path)));
}

/**
 * The covers the saved pages show only on tour cards (a tour's first image), each once: the other
 * tours the outro shows ('Other Tours' and 'Tours nearby') and, on each stop in every mode, the
 * other tours that visit its record ('Other Tours for Site'). The record and QR welcome pages show
 * no tour card (the record page names its tours in links). Those tours' pages are not saved.
 */
async function cardCovers({ tour, stops }: TourContent, tours: ToursSource): Promise<string[]> {
  const end = tourEnd(stops.map((stop) => ({ coordinates: stop.record.Coordinates })));
  const [index, starts] = await Promise.all([tours.index(), tours.starts()]);
  const { shown } = chooseOtherTours({ tourId: tour.id, end, index, starts });
  const onSites = stops.flatMap((stop) => stop.record.Tours).filter((id) => id !== tour.id);
  const covers = (await tours.listByIds([...new Set([...shown, ...onSites])])).flatMap(
    ({ images: [cover] }) => (cover?.path ? [mediaUrl(cover.path)] : []),
  );
  return [...new Set(covers)].filter((url) => url.startsWith("/media/"));
}

/**
 * Changes with the tour, its stops and records, and with every file's address. The other tours
 * the outro and the stops show count only through their covers' addresses: an edit to another
 * tour's title or facts alone leaves it as it was. So does another tour taking up or dropping a
 * stop's record (its Tours come from the stops, not the record's version) unless that adds or
 * removes a cover: a saved stop and record page then list the tours as they were when saved.
 */
function revisionOf({ tour, stops }: TourContent, files: OfflineFile[]): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify([tour.id, tour.version, tour.updatedAt]));
  for (const stop of stops) {
    hash.update(JSON.stringify([stop.id, stop.version, stop.record.id, stop.record.version]));
  }
  for (const file of files) {
    hash.update(`${file.url} ${file.range ?? ""} ${file.location ?? ""}\n`);
    for (const copy of file.copies ?? []) hash.update(`${copy.url}\n`);
  }
  return hash.digest("base64url").slice(0, 22);
}

/** Each rendered file at its rendered size, a few at a time; an estimate where that failed. */
async function measured(files: OfflineFile[], sources: PlanSources): Promise<OfflineFile[]> {
  const { renderedBytes } = sources;
  if (!renderedBytes) return files;
  const sized = [...files];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i]!;
      const bytes = await renderedBytes(file.url);
      if (bytes !== undefined) sized[i] = { ...file, bytes };
    }
  };
  await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, worker));
  return sized;
}

export async function planTourFiles(
  content: TourContent,
  sources: PlanSources,
): Promise<OfflinePlan> {
  const paths = pagePaths(content);
  const rendered = await measured(
    [
      ...paths.flatMap((path): OfflineFile[] => [
        { url: path, kind: "page", bytes: PAGE_BYTES_ESTIMATE },
        { url: pageDataUrl(path), kind: "data", bytes: DATA_BYTES_ESTIMATE },
      ]),
      ...content.stops.map((stop): OfflineFile => ({
        url: stopDetailsPath(content.tour.slug, stop.slug),
        kind: "data",
        bytes: DETAILS_BYTES_ESTIMATE,
      })),
      ...nextStopMaps(content),
    ],
    sources,
  );
  const images = imageUrls(content);
  const own = mediaPaths(content);
  const covers = (await cardCovers(content, sources.tours)).filter((url) => !own.includes(url));
  const sized = await Promise.all(
    [...own, ...covers].map(async (url): Promise<OfflineFile[]> => {
      const bytes = await sources.mediaBytes(url);
      if (bytes === undefined) return [];
      const card = covers.includes(url);
      const copies = images.has(url) || card ? await sources.imageCopies?.(url) : undefined;
      return [
        {
          url,
          kind: "media",
          bytes,
          ...(copies?.length ? { copies } : {}),
          ...(card ? { shownIn: "card" as const } : {}),
        },
      ];
    }),
  );
  const media = sized.flat();
  const signs = await signRedirects(paths, sources);
  const redirects = [...firstStopRedirect(content), ...signs];
  const files = [...rendered, ...media, ...redirects, ...sources.map, ...sources.code];
  return {
    tourId: content.tour.id,
    tourSlug: content.tour.slug,
    title: content.tour.title,
    revision: revisionOf(content, files),
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files,
  };
}

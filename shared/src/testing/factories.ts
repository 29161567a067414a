/**
 * Typed builders of valid API bodies, each call with unique ids and slugs: the one shape of test
 * data for the unit, API and browser tests (`@tours/shared/testing`).
 */
import {
  record,
  stop,
  tour,
  type ArchiveRecord,
  type NoticeInput,
  type QrCodeInput,
  type RecordInput,
  type StaffMemberInput,
  type Stop,
  type StopInput,
  type Tour,
  type TourInput,
} from "../index.js";

export * from "./map-places.js";

/**
 * The stored files the builders below name (a record's image, a stop's narration, a staff
 * photo): a save may only name stored files, so a test app or e2e run records these first.
 */
export const FACTORY_MEDIA = [
  { path: "media/x.jpg", type: "Image", mimeType: "image/jpeg" },
  { path: "media/a.mp3", type: "Audio", mimeType: "audio/mpeg" },
  { path: "headshots/jane.jpg", type: "Image", mimeType: "image/jpeg" },
] as const;

const [RECORD_IMAGE, STOP_AUDIO, STAFF_PHOTO] = FACTORY_MEDIA;

const randomUUID = () => globalThis.crypto.randomUUID();
const unique = () => randomUUID().slice(0, 8);

/**
 * A record with nothing but its id, slug, title and type: every other field empty, no place, no
 * media (what staff save when they fill in only the required fields).
 */
export function bareRecordBody(overrides: Partial<RecordInput> = {}): RecordInput {
  const key = unique();
  return {
    id: randomUUID(),
    slug: `record-${key}`,
    Title: `Record ${key}`,
    Type: "Site",
    Creator: "",
    Author: "",
    Address: "",
    Coordinates: null,
    Description: "",
    Source: [],
    Date: "",
    Contributor: [],
    Coverage: "",
    Rights: "",
    Subject: [],
    Keyword: [],
    Tours: [],
    Notes: "",
    audios: [],
    videos: [],
    images: [],
    ...overrides,
  };
}

/** A record with every field filled in, placed on the map, with one image. */
export function recordBody(overrides: Partial<RecordInput> = {}): RecordInput {
  return bareRecordBody({
    Type: "Building",
    Creator: "Nashville Sites Foundation",
    Author: "A. Historian",
    Address: "600 Charlotte Ave, Nashville, TN 37243",
    Coordinates: { lat: 36.1659, lng: -86.7844 },
    Description: "A test record.",
    Source: ["Tennessee State Library and Archives"],
    Date: "1859",
    Contributor: ["Metro Archives"],
    RelationLink: "https://example.org/capitol",
    RelationText: "More about it",
    Coverage: "Downtown Nashville",
    Rights: "CC BY-NC 4.0",
    Subject: ["Government"],
    Keyword: ["capitol"],
    images: [{ path: RECORD_IMAGE.path, caption: "A picture", associated_records: [] }],
    ...overrides,
  });
}

export function tourBody(overrides: Partial<TourInput> = {}): TourInput {
  const key = unique();
  return {
    id: randomUUID(),
    slug: `tour-${key}`,
    title: `Tour ${key}`,
    description: "A walk through history.",
    categories: ["Downtown Nashville Tours"],
    duration: 1.5,
    distance: 1.2,
    stopIds: [],
    images: [],
    map: "/map/style.json",
    intro: "<p>Welcome.</p>",
    outro: "<p>Thank you.</p>",
    ...overrides,
  };
}

export function stopBody(
  tourId: string,
  recordId: string,
  overrides: Partial<StopInput> = {},
): StopInput {
  const key = unique();
  return {
    id: randomUUID(),
    slug: `stop-${key}`,
    siteName: `Site ${key}`,
    narrativeText: "<p>Here it happened.</p>",
    tourId,
    recordId,
    audio: { path: STOP_AUDIO.path },
    images: [],
    ...overrides,
  };
}

export function qrCodeBody(overrides: Partial<QrCodeInput> = {}): QrCodeInput {
  return {
    id: randomUUID(),
    redirectUrl: "https://example.org/landing/walking-tours/capitol",
    locationName: "State Capitol",
    locationDescription: "South steps",
    codeLabelName: `QR-${unique()}`,
    ...overrides,
  };
}

export function noticeBody(overrides: Partial<NoticeInput> = {}): NoticeInput {
  return {
    id: randomUUID(),
    title: `Visitor center closed ${unique()}`,
    message: "The Fort Negley visitor center is closed for repairs until March.",
    link: "/tours",
    shown: true,
    ...overrides,
  };
}

export function staffMemberBody(overrides: Partial<StaffMemberInput> = {}): StaffMemberInput {
  return {
    titleLine: `Jane ${unique()}, Historian`,
    bio: "<p>Jane studies the city.</p>",
    sortOrder: 1,
    image: { src: STAFF_PHOTO.path, alt: "Portrait of Jane" },
    ...overrides,
  };
}

/** What the server adds to a saved item. */
const SAVED = { version: 1, updatedAt: "2026-01-01T00:00:00.000Z" };

/** A record as the API answers it (recordBody's, saved once), `overrides` kept as given. */
export function savedRecord(overrides: Partial<ArchiveRecord> = {}): ArchiveRecord {
  return { ...record.parse({ ...recordBody(), ...SAVED }), ...overrides };
}

/** A tour as the API answers it, its defaults filled in. */
export function savedTour(overrides: Partial<Tour> = {}): Tour {
  return { ...tour.parse({ ...tourBody(), ...SAVED }), ...overrides };
}

/** A stop as the API answers it, its defaults filled in. */
export function savedStop(tourId: string, recordId: string, overrides: Partial<Stop> = {}): Stop {
  return { ...stop.parse({ ...stopBody(tourId, recordId), ...SAVED }), ...overrides };
}

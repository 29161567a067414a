/** Loads the hand-written Nashville demo content through the same services the API uses. */
import {
  type QrCodeInput,
  type RecordInput,
  type StopInput,
  type TourInput,
  welcomePath,
} from "@tours/shared";
import type { Transaction } from "../db/transaction.js";
import { bumpRevision } from "../lib/content-revision.js";
import type { Repositories } from "../repositories.js";
import type { Services } from "../services.js";
import {
  demoContactInfo,
  demoCurriculumTeam,
  demoFeaturedTourSlugs,
  demoQrCodes,
  demoSocialLinks,
  demoStaff,
} from "./demo-content/about.js";
import { demoRecords } from "./demo-content/records.js";
import { demoTours } from "./demo-content/tours.js";
import { createDemoMedia } from "./demo-media.js";
import { stableId } from "./stable-id.js";

export async function seedDemoContent(services: Services) {
  const media = createDemoMedia(services.mediaStore, services.mediaRecorder);
  const recordIds = new Map<string, string>();

  for (const r of demoRecords) {
    const { lat, lng, imageCaption, ...fields } = r;
    const body: RecordInput = {
      ...fields,
      id: stableId(`record/${r.slug}`),
      Coordinates: { lat, lng },
      Tours: [],
      audios: [],
      videos: [],
      images: [
        { path: await media.illustration(r.slug), caption: imageCaption, associated_records: [] },
      ],
    };
    await services.records.create(body);
    recordIds.set(r.slug, body.id);
  }

  const tourIds = new Map<string, string>();
  for (const t of demoTours) {
    const id = stableId(`tour/${t.slug}`);
    tourIds.set(t.slug, id);
    const stops: StopInput[] = [];
    for (const s of t.stops) {
      const recordId = recordIds.get(s.recordSlug);
      if (!recordId)
        throw new Error(`Demo stop ${t.slug}/${s.slug} names unknown record ${s.recordSlug}`);
      const recordImage = (await services.records.get(recordId)).images;
      stops.push({
        id: stableId(`stop/${t.slug}/${s.slug}`),
        slug: s.slug,
        siteName: s.siteName,
        narrativeText: s.narrativeText,
        tourId: id,
        recordId,
        audio: {
          path: await media.narration(`${t.slug}--${s.slug}.mp3`),
          transcript: s.narration,
        },
        images: recordImage.map(({ path, caption }) => ({ path, caption })),
      });
    }
    const tour: TourInput = {
      id,
      slug: t.slug,
      title: t.title,
      description: t.description,
      categories: t.categories,
      duration: t.duration,
      distance: t.distance,
      stopIds: stops.map((s) => s.id),
      images: [{ path: await media.illustration(`tour-${t.slug}`), caption: t.title }],
      map: "/map/style.json",
      // Walking tours span a few blocks, driving tours the county: each gets the staff's zoom choice.
      ...(t.categories.includes("Driving Tours")
        ? { tourMapZoomLevel: 11, nextStopMapZoomLevel: 15 }
        : { tourMapZoomLevel: 15, nextStopMapZoomLevel: 17 }),
      intro: t.intro,
      outro: t.outro,
      introAudio: await media.narration(`${t.slug}--intro.mp3`),
      outroAudio: await media.narration(`${t.slug}--outro.mp3`),
      introTranscript: t.introNarration,
      outroTranscript: t.outroNarration,
    };
    await services.tourWithStops.save(id, { tour, stops });
  }

  await services.settings.setFeaturedTours({
    featuredTours: demoFeaturedTourSlugs.map((slug) => tourIds.get(slug)),
  });
  await services.settings.setSocialLinks(demoSocialLinks);
  await services.content.setAboutUs({
    contactInfo: demoContactInfo,
    curriculumTeam: demoCurriculumTeam,
  });
  for (const member of demoStaff) {
    const slug = member.titleLine
      .split(",")[0]!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    await services.content.createStaff({
      titleLine: member.titleLine,
      bio: member.bio,
      sortOrder: member.sortOrder,
      image: { src: await media.portrait(slug), alt: member.imageAlt },
    });
  }

  for (const q of demoQrCodes) {
    const { recordSlug, ...fields } = q;
    const code: QrCodeInput = {
      ...fields,
      id: stableId(`qr/${q.codeLabelName}`),
      redirectUrl: welcomePath(recordSlug),
      city: "Nashville",
      state: "TN",
    };
    await services.qrCodes.create(code);
  }

  const stops = demoTours.reduce((n, t) => n + t.stops.length, 0);
  return {
    records: demoRecords.length,
    tours: demoTours.length,
    stops,
    staff: demoStaff.length,
    qrCodes: demoQrCodes.length,
  };
}

/** Removes all content (not staff accounts, sessions or analytics) before a reseed. */
export async function clearContent(transaction: Transaction<Repositories>): Promise<void> {
  await transaction(async (tx) => {
    await tx.seed.clearContent();
    await bumpRevision(tx.revision);
  });
}

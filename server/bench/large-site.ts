/** Generates a large site (500 tours, 10,000 stops, 20,000 records) straight into the database. */
import type { Db } from "../src/db/database.js";
import { bumpRevision } from "../src/lib/content-revision.js";
import { createContentRevisionRepository } from "../src/lib/content-revision.repository.js";
import { toJson } from "../src/lib/json-column.js";
import { stableId } from "../src/seed/stable-id.js";

/** The ids of the large site, for benches that add to it. */
export { stableId };

const WORDS =
  "river capitol street church school music bridge market station mansion fort battle freedom march library hall garden park mill depot theater court bank hotel college".split(
    " ",
  );
const KEYWORDS = Array.from(
  { length: 200 },
  (_, i) => `${WORDS[i % WORDS.length]}-${Math.floor(i / WORDS.length)}`,
);
const BATCH = 400;

export const LARGE_SITE = { tours: 500, stopsPerTour: 20, records: 20_000 };
export const SEARCH_KEYWORD = KEYWORDS[7]!;

function sentence(seed: number, words: number): string {
  return Array.from({ length: words }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]).join(
    " ",
  );
}

async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function generateLargeSite(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const versioned = { version: 1, created_at: now, updated_at: now };
  const records = Array.from({ length: LARGE_SITE.records }, (_, i) => {
    const keywords = [0, 1, 2, 3].map((k) => KEYWORDS[(i * 3 + k * 17) % KEYWORDS.length]!);
    return {
      id: stableId(`bench/record/${i}`),
      slug: `record-${i}`,
      title: `${sentence(i, 3)} ${i}`,
      type: ["Building", "Site", "Marker", "Church", "Park"][i % 5]!,
      creator: "Nashville Sites Foundation",
      author: `Author ${i % 40}`,
      address: `${100 + (i % 900)} Church St, Nashville, TN 37219`,
      lat: 36.1 + (i % 1000) / 10_000,
      lng: -86.8 + (i % 700) / 10_000,
      description: sentence(i, 60),
      sources: toJson(["Tennessee State Library and Archives", `Box ${i % 300}`]),
      date: String(1800 + (i % 200)),
      contributors: toJson([`Contributor ${i % 50}`]),
      relation_link: "https://www.tn.gov/",
      relation_text: "Related page",
      coverage: "Nashville; 19th century",
      rights: "CC BY-NC 4.0",
      subjects: toJson(["History", WORDS[i % WORDS.length]]),
      keywords: toJson(keywords),
      notes: "",
      audios: "[]",
      videos: "[]",
      images: toJson([
        {
          path: `media/${stableId(`img/${i}`)}-record-${i}.jpg`,
          caption: sentence(i, 8),
          associated_records: [],
        },
      ]),
      ...versioned,
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertInBatches(records, (batch) => trx.insertInto("records").values(batch).execute());
    const keywordRows = records.flatMap((r) =>
      (JSON.parse(r.keywords) as string[]).map((keyword) => ({
        record_id: r.id,
        keyword,
        keyword_lower: keyword,
      })),
    );
    await insertInBatches(keywordRows, (batch) =>
      trx.insertInto("record_keywords").values(batch).execute(),
    );
    const tours = Array.from({ length: LARGE_SITE.tours }, (_, i) => ({
      id: stableId(`bench/tour/${i}`),
      slug: `tour-${i}`,
      title: `${sentence(i, 2)} tour ${i}`,
      description: sentence(i, 25),
      categories: toJson(["Downtown Nashville Tours"]),
      duration: 1.5,
      distance: 1.2,
      images: toJson([
        { path: `media/${stableId(`tour-img/${i}`)}-tour-${i}.jpg`, caption: "Cover" },
      ]),
      map: "/map/style.json",
      tour_map_zoom_level: 12,
      next_stop_map_zoom_level: 17,
      intro: `<p>${sentence(i, 80)}</p>`,
      outro: `<p>${sentence(i, 40)}</p>`,
      intro_audio: "",
      outro_audio: "",
      intro_transcript: "",
      outro_transcript: "",
      ...versioned,
    }));
    await insertInBatches(tours, (batch) => trx.insertInto("tours").values(batch).execute());
    const stops = tours.flatMap((tour, t) =>
      Array.from({ length: LARGE_SITE.stopsPerTour }, (_, p) => {
        const n = t * LARGE_SITE.stopsPerTour + p;
        return {
          id: stableId(`bench/stop/${n}`),
          tour_id: tour.id,
          record_id: records[n % records.length]!.id,
          position: p,
          slug: `stop-${p}`,
          site_name: `Site ${n}`,
          narrative_text: `<p>${sentence(n, 150)}</p>`,
          audio_path: `media/${stableId(`audio/${n}`)}-stop-${n}.mp3`,
          audio_transcript: sentence(n, 120),
          images: toJson([
            { path: `media/${stableId(`img/${n}`)}-record-${n}.jpg`, caption: "Photo" },
          ]),
          content: "[]",
          ...versioned,
        };
      }),
    );
    await insertInBatches(stops, (batch) => trx.insertInto("stops").values(batch).execute());
    await bumpRevision(createContentRevisionRepository(trx));
  });
}

/** /sitemap.xml: the public pages, every tour, every stop and every record, with lastmod. */
import { stopScreen, tourPath, recordPath } from "@tours/shared/browser";
import { textResponse } from "../lib/text-response";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  "/tours",
  "/records",
  "/lesson-plans",
  "/lesson-plans/grades-4-8-lesson-plans",
  "/faq",
  "/about-us",
  "/our-sponsors",
];

interface SitemapEntry {
  path: string;
  /** ISO 8601 time of the last change to what the page shows. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

const latest = (...times: string[]) => times.reduce((a, b) => (a > b ? a : b));

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const [tours, records] = await Promise.all([api.tours(), api.records()]);
  const tourEntries = await Promise.all(
    tours.map(async (tour): Promise<SitemapEntry[]> => {
      const stops = (await api.tourStops(tour.id)) ?? [];
      return [
        { path: tourPath("in-person", tour.slug), lastmod: tour.updatedAt },
        ...stops.map((stop) => ({
          path: tourPath("in-person", tour.slug, stopScreen(stop.slug)),
          lastmod: latest(stop.updatedAt, stop.record.updatedAt),
        })),
      ];
    }),
  );
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...tourEntries.flat(),
    ...records.map((record) => ({ path: recordPath(record.slug), lastmod: record.updatedAt })),
  ];
  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(api.baseUrl + path)}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return textResponse(xml, "application/xml; charset=utf-8");
}

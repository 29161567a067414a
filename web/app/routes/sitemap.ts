/** /sitemap.xml: the public pages, every tour and every record. */
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

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const [tours, records] = await Promise.all([api.tours(), api.records()]);
  const paths = [
    ...STATIC_PATHS,
    ...tours.map((tour) => `/tours/${tour.slug}`),
    ...records.map((record) => `/records/${record.slug}`),
  ];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(api.baseUrl + path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

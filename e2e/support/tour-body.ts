/**
 * The tour part of a with-stops save for a test's own tour: id and slug alike, site defaults. The
 * stops' order is the order of the save's `stops`.
 */
export function testTourBody(slug: string, title: string) {
  return {
    id: slug,
    slug, // ids and slugs share the alphabet of slugs
    title,
    description: `${title}: a tour made for a test.`,
    categories: [],
    duration: 1,
    distance: 1,
    images: [],
    map: "/map/style.json",
    tourMapZoomLevel: 12,
    nextStopMapZoomLevel: 17,
    intro: "<p>Intro.</p>",
    outro: "<p>Outro.</p>",
    introAudio: "",
    outroAudio: "",
  };
}

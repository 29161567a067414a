/**
 * schema.org descriptions of the site's pages, sent as JSON-LD (React Router escapes "<" in it):
 * the Organization on the home page, a TouristTrip with its itinerary of stops for a tour and its
 * stops, an ArchiveComponent with its citation for a record.
 */
import type { RecordView } from "../features/records/record-view";
import type { TourStopSummary, TourView } from "../features/tours/tour-view";
import { stopScreen, tourPath, recordPath } from "@tours/shared/browser";
import { absolute } from "./seo";

const CONTEXT = "https://schema.org";

interface Site {
  baseUrl: string;
  siteName: string;
}

export function organization({ baseUrl, siteName }: Site) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: siteName,
    url: `${baseUrl}/`,
    logo: `${baseUrl}/apple-touch-icon.png`,
  };
}

function geo(stop: TourStopSummary) {
  if (!stop.coordinates) return {};
  const { lat, lng } = stop.coordinates;
  return { geo: { "@type": "GeoCoordinates", latitude: lat, longitude: lng } };
}

/** A stop as a place to visit, with where it is and what it looks like. */
export function touristAttraction(site: Site, tour: TourView, stop: TourStopSummary) {
  const image = stop.cover?.src;
  return {
    "@type": ["TouristAttraction", "Place"],
    name: stop.siteName,
    url: site.baseUrl + tourPath("in-person", tour.slug, stopScreen(stop.slug)),
    ...(stop.address ? { address: stop.address } : {}),
    ...geo(stop),
    ...(image ? { image: absolute(site.baseUrl, image) } : {}),
  };
}

export function touristTrip(site: Site, tour: TourView) {
  const image = tour.images[0]?.src;
  return {
    "@context": CONTEXT,
    "@type": "TouristTrip",
    name: tour.title,
    description: tour.description,
    url: site.baseUrl + tourPath("in-person", tour.slug),
    ...(image ? { image: absolute(site.baseUrl, image) } : {}),
    ...(tour.categories.length ? { touristType: tour.categories } : {}),
    provider: { "@type": "Organization", name: site.siteName, url: `${site.baseUrl}/` },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: tour.stops.length,
      itemListElement: tour.stops.map((stop, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: touristAttraction(site, tour, stop),
      })),
    },
  };
}

/** A stop's page: the place itself, then the trip it belongs to. */
export function stopStructuredData(site: Site, tour: TourView, stop: TourStopSummary) {
  return [{ "@context": CONTEXT, ...touristAttraction(site, tour, stop) }, touristTrip(site, tour)];
}

/** A record as an item of the site's archive, with the fields of its citation. */
export function archiveComponent(
  site: Site,
  record: RecordView,
  { citation, updatedAt }: { citation: string; updatedAt: string },
) {
  const optional = (key: string, value: string | string[]) =>
    value.length ? { [key]: value } : {};
  return {
    "@context": CONTEXT,
    "@type": ["ArchiveComponent", "CreativeWork"],
    name: record.Title,
    headline: record.Title,
    url: site.baseUrl + recordPath(record.slug),
    ...optional("description", record.Description),
    ...(record.Creator ? { creator: { "@type": "Organization", name: record.Creator } } : {}),
    ...optional(
      "image",
      record.photos.map((photo) => absolute(site.baseUrl, photo.src)),
    ),
    ...optional("genre", record.Type),
    ...optional("copyrightNotice", record.Rights),
    ...optional("isBasedOn", record.Source),
    ...optional("contributor", record.Contributor),
    ...optional("about", record.Subject),
    ...optional("keywords", record.Keyword.join(", ")),
    ...(record.Address || record.Coordinates
      ? {
          contentLocation: {
            "@type": "Place",
            ...optional("address", record.Address),
            ...(record.Coordinates
              ? {
                  geo: {
                    "@type": "GeoCoordinates",
                    latitude: record.Coordinates.lat,
                    longitude: record.Coordinates.lng,
                  },
                }
              : {}),
          },
        }
      : {}),
    creditText: citation,
    dateModified: updatedAt,
    inLanguage: "en",
    holdingArchive: {
      "@type": "ArchiveOrganization",
      name: site.siteName,
      url: `${site.baseUrl}/`,
    },
    publisher: { "@type": "Organization", name: site.siteName, url: `${site.baseUrl}/` },
  };
}

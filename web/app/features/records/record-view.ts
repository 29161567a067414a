/** What the record page shows of a record: non-empty values only, media as addresses (SPEC §2). */
import type { ArchiveRecord, Coordinates, Tour } from "@tours/shared";
import { isHttpUrl, mediaUrl } from "@tours/shared/browser";
import type { PageImage } from "../media/page-image";

export interface RecordPhoto extends PageImage {
  caption: string;
}

export interface RecordTourLink {
  slug: string;
  title: string;
}

/** A relation shown as a link with text, as text only, or as a bare link. */
export interface Relation {
  text: string;
  href?: string;
}

export interface RecordView {
  slug: string;
  Title: string;
  Creator: string;
  photos: RecordPhoto[];
  tours: RecordTourLink[];
  Address: string;
  Coordinates: Coordinates | null;
  Description: string;
  Source: string[];
  Contributor: string[];
  relation: Relation | null;
  Type: string;
  Coverage: string;
  Rights: string;
  Subject: string[];
  Keyword: string[];
  videos: string[];
  audios: string[];
}

export function toRecordView(
  record: ArchiveRecord,
  tours: readonly Pick<Tour, "id" | "slug" | "title">[],
): RecordView {
  const toursById = new Map(tours.map((tour) => [tour.id, tour]));
  return {
    slug: record.slug,
    Title: record.Title.trim(),
    Creator: record.Creator.trim(),
    photos: record.images
      .filter((image) => image.path.trim())
      .map((image) => ({ src: mediaUrl(image.path), caption: image.caption.trim() })),
    tours: record.Tours.flatMap((id) => {
      const tour = toursById.get(id);
      return tour ? [{ slug: tour.slug, title: tour.title }] : [];
    }),
    Address: record.Address.trim(),
    Coordinates: record.Coordinates,
    Description: record.Description.trim(),
    Source: nonEmpty(record.Source),
    Contributor: nonEmpty(record.Contributor),
    relation: toRelation(record.RelationLink, record.RelationText),
    Type: record.Type.trim(),
    Coverage: record.Coverage.trim(),
    Rights: record.Rights.trim(),
    Subject: nonEmpty(record.Subject),
    Keyword: nonEmpty(record.Keyword),
    videos: nonEmpty(record.videos.map((video) => video.path)).map(mediaUrl),
    audios: nonEmpty(record.audios.map((audio) => audio.path)).map(mediaUrl),
  };
}

/** Only http(s) addresses become links, so stored text can never turn into a script link. */
export function toRelation(link: string, text: string): Relation | null {
  const href = link.trim();
  const label = text.trim();
  const linkable = href !== "" && isHttpUrl(href);
  if (label) return linkable ? { text: label, href } : { text: label };
  if (href) return linkable ? { text: href, href } : { text: href };
  return null;
}

function nonEmpty(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter(Boolean);
}

/** A record's photos, videos and audio. Media never loads before the visitor asks for it. */
import { ResponsiveImage } from "../media/responsive-image";
import type { RecordPhoto } from "./record-view";

// The shape kept for a photo whose size is unknown; CSS keeps 3:2 whatever the file, so nothing shifts.
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 800;

/** One photo: the width of the column (45 rem at most); two or more: two a row from 48 rem. */
const ONE_PHOTO_SIZES = "(min-width: 47rem) 45rem, calc(100vw - 2rem)";
const PHOTOS_SIZES = "(min-width: 48rem) 22rem, calc(100vw - 2rem)";

export function RecordPhotos({ photos, title }: { photos: RecordPhoto[]; title: string }) {
  return (
    <div className="record-photos">
      {photos.map((photo, index) => (
        <figure key={`${photo.src}-${index}`} className="record-photo">
          <ResponsiveImage
            image={photo}
            alt={photo.caption || `Photo ${index + 1} of ${title}`}
            sizes={photos.length > 1 ? PHOTOS_SIZES : ONE_PHOTO_SIZES}
            fallbackSize={{ width: PHOTO_WIDTH, height: PHOTO_HEIGHT }}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "auto"}
            decoding="async"
          />
          {photo.caption && <figcaption>{photo.caption}</figcaption>}
        </figure>
      ))}
    </div>
  );
}

export function RecordVideos({ sources, title }: { sources: string[]; title: string }) {
  return (
    <div className="record-media">
      {sources.map((src, index) => (
        // SPEC §3 media items are a path only: there is no caption file to attach yet.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          key={src}
          src={src}
          controls
          preload="none"
          playsInline
          width={PHOTO_WIDTH}
          height={675}
          className="record-video"
          aria-label={label("Video", index, sources.length, title)}
        />
      ))}
    </div>
  );
}

export function RecordAudios({ sources, title }: { sources: string[]; title: string }) {
  return (
    <div className="record-media">
      {sources.map((src, index) => (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- no transcript file exists (path only)
        <audio
          key={src}
          src={src}
          controls
          preload="none"
          className="record-audio"
          aria-label={label("Audio", index, sources.length, title)}
        />
      ))}
    </div>
  );
}

function label(kind: string, index: number, count: number, title: string): string {
  return count === 1 ? `${kind}: ${title}` : `${kind} ${index + 1} of ${count}: ${title}`;
}

/**
 * An uploaded image shown small in the admin (record, tour and stop images, staff photos): from
 * its 320 and 640 px copies (README "Images sized for phones"), not the original, which may be a
 * scan of many megabytes. An image without those copies (narrower than them, or one whose copies
 * were never made) shows its original instead; a file chosen but not uploaded yet, its preview.
 */
import { imageCopyKey, mediaUrl } from "@tours/shared/browser";
import { useState } from "react";

interface Props {
  /** The stored path ("media/…-bells.jpg"). */
  path: string;
  /** The browser's own copy of a file not uploaded yet (an object URL). */
  preview?: string;
  /** Shown this many CSS pixels wide. */
  width: number;
  height?: number;
  alt: string;
  className?: string;
  loading?: "lazy";
}

export function MediaThumbnail({ path, preview, width, alt, ...img }: Props) {
  const original = mediaUrl(path);
  // The copies of the image that failed to load (the next image tries its own).
  const [noCopies, setNoCopies] = useState<string | null>(null);
  if (preview) return <img {...img} src={preview} alt={alt} width={width} />;
  const copies = noCopies !== original;
  return (
    <img
      {...img}
      src={original}
      alt={alt}
      srcSet={
        copies
          ? `${imageCopyKey(original, 320, "webp")} 320w, ${imageCopyKey(original, 640, "webp")} 640w`
          : undefined
      }
      sizes={copies ? `${width}px` : undefined}
      width={width}
      onError={() => setNoCopies(original)}
    />
  );
}

/**
 * A record's images full size, one at a time: previous and next wrap around (last → first), the
 * arrow keys move, Escape closes; the line under the image reads 'n of total - caption' (SPEC §4).
 */
import { mediaUrl } from "@tours/shared/browser";
import { type KeyboardEvent, useId } from "react";
import type { RecordImage } from "@tours/shared";
import { useModalDialog } from "../../../lib/use-modal-dialog";

interface Props {
  images: readonly RecordImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
}

export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

export function ImageLightbox({ images, index, onIndexChange }: Props) {
  const titleId = useId();
  const open = index !== null && images.length > 0;
  const dialog = useModalDialog(open, () => onIndexChange(null));

  const at = open ? wrapIndex(index, images.length) : 0;
  const image = images[at];
  const go = (delta: number) => onIndexChange(wrapIndex(at + delta, images.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const caption = image?.caption.trim();

  return (
    <dialog
      {...dialog}
      className="admin-dialog record-lightbox"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {open && image && (
        <>
          <h2 id={titleId} className="record-lightbox__title">
            {`${at + 1} of ${images.length}${caption ? ` - ${caption}` : ""}`}
          </h2>
          <img
            className="record-lightbox__image"
            src={mediaUrl(image.path)}
            alt={caption || `Image ${at + 1}`}
          />
          <div className="admin-dialog__actions">
            <button
              type="button"
              className="admin-button admin-button--secondary"
              aria-label="Previous image"
              onClick={() => go(-1)}
            >
              ← Previous
            </button>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              aria-label="Next image"
              onClick={() => go(1)}
            >
              Next →
            </button>
            <button type="button" className="admin-button" onClick={() => onIndexChange(null)}>
              Close
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

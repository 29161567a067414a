/** One carousel image at full size in a modal dialog, with 'n of total - caption' (SPEC §4). */
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { track } from "../../../lib/analytics";
import { CloseIcon } from "../../chrome/icons";
import { ResponsiveImage } from "../../media/responsive-image";
import { IMAGE_HEIGHT, IMAGE_WIDTH, lightboxLabel, wrapIndex } from "./carousel-logic";
import { ChevronLeftIcon, ChevronRightIcon } from "./chevron-icons";
import { wrapTab } from "./focus-trap";
import type { CarouselImage } from "./image-carousel";
import { useSwipe } from "./use-swipe";

interface LightboxProps {
  images: readonly CarouselImage[];
  startIndex: number;
  /** Accessible name of the dialog (the carousel's own name). */
  label: string;
  /** Called once the dialog has closed (Close, Escape or a click on the backdrop). */
  onClose(): void;
}

export function Lightbox({ images, startIndex, label, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const figure = useRef<HTMLElement>(null);
  const pressedOnBackdrop = useRef(false);
  const captionId = useId();
  const [index, setIndex] = useState(() => wrapIndex(startIndex, images.length));
  const total = images.length;
  const several = total > 1;

  // Mounted only while open; unmounting removes the dialog from the top layer.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const close = () => dialog.current?.close();

  const go = (step: 1 | -1) => {
    if (!several) return;
    const next = wrapIndex(index + step, total);
    setIndex(next);
    track("Images", step === 1 ? "LightboxNext" : "LightboxPrevious", images[next]?.src);
  };

  const swipe = useSwipe((direction) => go(direction === "next" ? 1 : -1));

  const onKeyDown = (event: KeyboardEvent) => {
    if (wrapTab(event, dialog.current)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    go(step);
  };

  // The dialog fills the screen: its empty parts, around the image, act as the backdrop. A press
  // that started on the image and ended outside it is a drag, not a click on the backdrop.
  const isBackdrop = (target: EventTarget) =>
    target === dialog.current || target === figure.current;

  const onClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && isBackdrop(event.target) && !swipe.endsSwipe(event)) close();
  };

  const image = images[index];
  if (!image) return null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from its buttons; a click on the backdrop mirrors Escape, which <dialog> handles natively
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={label}
      aria-describedby={captionId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = isBackdrop(event.target);
      }}
      onClick={onClick}
    >
      <button type="button" className="lightbox__close" aria-label="Close" onClick={close}>
        <CloseIcon />
      </button>
      <figure ref={figure} className="lightbox__figure" {...swipe.handlers}>
        {/* The widest copy, fetched only now that the lightbox is open. The caption under it (the
            dialog's description) is its text. */}
        <ResponsiveImage
          image={image}
          alt=""
          widest
          sizes="100vw"
          fallbackSize={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT }}
          draggable={false}
        />
        <figcaption id={captionId} aria-live="polite">
          {lightboxLabel(index + 1, total, image.caption)}
        </figcaption>
      </figure>
      {several && (
        <>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--previous"
            aria-label="Previous image"
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--next"
            aria-label="Next image"
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
    </dialog>
  );
}

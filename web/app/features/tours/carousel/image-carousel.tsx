/** The stop screen's photos: one at a time, looping, each opening a lightbox (SPEC §4, §9). */
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useId,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { track } from "../../../lib/analytics";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { ResponsiveImage } from "../../media/responsive-image";
import type { PageImage } from "../../media/page-image";
import { useInteractive } from "../use-interactive";
import {
  CAROUSEL_SIZES,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  positionLabel,
  wrapIndex,
} from "./carousel-logic";
import { ChevronLeftIcon, ChevronRightIcon } from "./chevron-icons";
import { animateSlides } from "./slide-motion";
import { useSwipe } from "./use-swipe";
import "./carousel.css";

// The lightbox's code arrives the first time a photo is opened.
const loadLightbox = () => import("./lightbox").then((module) => ({ default: module.Lightbox }));

/** The caption, shown under the image, is its text; the image itself is not described twice. */
export interface CarouselImage extends PageImage {
  caption: string;
}

export interface ImageCarouselProps {
  images: readonly CarouselImage[]; // first image is the cover
  /** Accessible name of the carousel region, e.g. "Photos of Fort Negley". */
  label: string;
  /** Load the first image with high priority (it is the page's largest paint). */
  priority?: boolean;
}

export function ImageCarousel({ images, label, priority = false }: ImageCarouselProps) {
  if (images.length === 0) {
    return (
      <div className="carousel">
        <div className="carousel__frame carousel__frame--empty">
          <p>No Images Found</p>
        </div>
      </div>
    );
  }
  return <Slides images={images} label={label} priority={priority} />;
}

type Step = 1 | -1;

function Slides({ images, label, priority }: Required<ImageCarouselProps>) {
  const interactive = useInteractive();
  const id = useId();
  const slidesRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Moving to another stop keeps this component: a new set of images starts at its cover.
  const imageSet = images.map((image) => image.src).join("\n");
  const [shown, setShown] = useState({ imageSet, index: 0 });
  const [viewing, setViewing] = useState<{ imageSet: string; index: number } | null>(null);
  // Its code failed to arrive (offline, say): the page stays, says so, and the next tap tries again.
  const [Lightbox, setLightbox] = useState(() => lazy(loadLightbox));
  const [lightboxFailed, setLightboxFailed] = useState(false);
  const current = shown.imageSet === imageSet ? wrapIndex(shown.index, images.length) : 0;
  const lightboxIndex = viewing?.imageSet === imageSet ? viewing.index : null;
  const several = images.length > 1;
  const total = images.length;

  const go = (step: Step, action: string) => {
    if (!several) return;
    const next = wrapIndex(current + step, total);
    const container = slidesRef.current;
    const slides = container ? Array.from(container.children as HTMLCollectionOf<HTMLElement>) : [];
    const focusInSlides = container?.contains(document.activeElement) ?? false;
    const [from, to] = [slides[current], slides[next]];
    flushSync(() => setShown({ imageSet, index: next }));
    if (from && to) animateSlides(slides, from, to, step);
    // The slide that had focus is now inert: keep the keyboard on the image that came in.
    if (focusInSlides) to?.querySelector("button")?.focus({ preventScroll: true });
    track("Images", action, images[next]?.src);
  };

  const swipe = useSwipe((direction) => go(direction === "next" ? 1 : -1, "Swipe"));

  const press = (step: Step, action: string) => (event: MouseEvent) => {
    if (!swipe.endsSwipe(event)) go(step, action);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    go(step, step === 1 ? "Next" : "Previous");
  };

  const open = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (swipe.endsSwipe(event)) return;
    opener.current = event.currentTarget;
    setLightboxFailed(false);
    setViewing({ imageSet, index });
    track("Images", "LightboxOpened", images[index]?.src);
  };

  const closeLightbox = () => {
    setViewing(null);
    opener.current?.focus();
  };

  const lightboxNotLoaded = () => {
    setLightbox(() => lazy(loadLightbox));
    setLightboxFailed(true);
    setViewing(null);
  };

  const caption = images[current]?.caption.trim() ?? "";

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the buttons inside */}
      <section
        className="carousel"
        aria-roledescription="carousel"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        <div className="carousel__frame" {...swipe.handlers}>
          <div className="carousel__slides" ref={slidesRef}>
            {images.map((image, index) => {
              const active = index === current;
              const position = positionLabel(index + 1, total);
              return (
                <div
                  key={`${image.src}-${index}`}
                  className={active ? "carousel__slide is-current" : "carousel__slide"}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={position}
                  aria-hidden={active ? undefined : true}
                  inert={!active}
                >
                  <button
                    type="button"
                    className="carousel__open"
                    aria-label={`Open image ${position}`}
                    aria-describedby={active && caption ? `${id}-caption` : undefined}
                    disabled={!interactive}
                    onClick={open(index)}
                  >
                    <ResponsiveImage
                      image={image}
                      alt=""
                      sizes={CAROUSEL_SIZES}
                      fallbackSize={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT }}
                      loading={index === 0 ? "eager" : "lazy"}
                      fetchPriority={index === 0 && priority ? "high" : undefined}
                      decoding={index === 0 ? undefined : "async"}
                      draggable={false}
                    />
                  </button>
                </div>
              );
            })}
          </div>
          {several && (
            <>
              <button
                type="button"
                className="carousel__arrow carousel__arrow--previous"
                aria-label="Previous image"
                disabled={!interactive}
                onClick={press(-1, "Previous")}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className="carousel__arrow carousel__arrow--next"
                aria-label="Next image"
                disabled={!interactive}
                onClick={press(1, "Next")}
              >
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
        <div className="carousel__meta" aria-live="polite" aria-atomic="true">
          {caption && (
            <p id={`${id}-caption`} className="carousel__caption">
              {caption}
            </p>
          )}
          {several && <p className="carousel__counter">{positionLabel(current + 1, total)}</p>}
          {lightboxFailed && (
            <p className="carousel__problem">
              The enlarged photo could not be opened. Check your connection and try again.
            </p>
          )}
        </div>
      </section>
      {/* Outside the region, so the lightbox's own keys and swipes do not also move the slides. */}
      {lightboxIndex !== null && (
        <LoadErrorBoundary onError={lightboxNotLoaded}>
          <Suspense fallback={null}>
            <Lightbox
              images={images}
              startIndex={lightboxIndex}
              label={label}
              onClose={closeLightbox}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </>
  );
}

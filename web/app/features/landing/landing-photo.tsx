/** The large photo near the top of a landing page: loaded at once, its shape reserved. */
import type { LandingImage } from "./landing-types";

// The stored images are 1200×800; CSS keeps that shape whatever the file, so nothing shifts.
export function LandingPhoto({ image }: { image: LandingImage }) {
  return (
    <img
      className="landing__photo"
      src={image.src}
      alt={image.alt}
      width={1200}
      height={800}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}

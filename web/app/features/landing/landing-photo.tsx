/** The large photo near the top of a landing page: loaded at once, its shape reserved. */
import { ResponsiveImage } from "../media/responsive-image";
import type { LandingImage } from "./landing-types";

// CSS keeps 3:2 whatever the file, so nothing shifts; the landing column is 40 rem at most.
export function LandingPhoto({ image }: { image: LandingImage }) {
  return (
    <ResponsiveImage
      className="landing__photo"
      image={image}
      alt={image.alt}
      sizes="(min-width: 42rem) 40rem, calc(100vw - 2rem)"
      fallbackSize={{ width: 1200, height: 800 }}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
}

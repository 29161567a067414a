/**
 * The one way public pages show an uploaded image: a <picture> whose AVIF and WebP sources offer
 * the phone-sized copies (the browser picks the width its screen needs, from `sizes`), around an
 * <img> of the original with its width and height, so the space is kept before it loads.
 */
import type { ImgHTMLAttributes } from "react";
import { copySources, type PageImage } from "./page-image";

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt"
>;

export interface ResponsiveImageProps extends ImgProps {
  image: PageImage;
  alt: string;
  /** How wide it is shown, as the `sizes` attribute says it: "(min-width: 47rem) 45rem, 100vw". */
  sizes: string;
  /** The width and height (their ratio) to keep when the image's own are unknown. */
  fallbackSize: { width: number; height: number };
  /** Offer only the widest copy (the lightbox: fetched when it opens, looked at closely). */
  widest?: boolean;
}

export function ResponsiveImage({
  image,
  alt,
  sizes,
  fallbackSize,
  widest = false,
  ...rest
}: ResponsiveImageProps) {
  const { width, height } = image.sizing ?? fallbackSize;
  // A <picture> even for an image without copies: moving between photos with and without them
  // (the lightbox, a carousel) then keeps the same <img>, so a finger on it is not lost.
  return (
    <picture>
      {copySources(image, { widest }).map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={widest ? undefined : sizes} />
      ))}
      <img {...rest} src={image.src} alt={alt} width={width} height={height} />
    </picture>
  );
}

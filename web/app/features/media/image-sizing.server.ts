/**
 * Gives every uploaded image in a page's loader data its sizing (size and whether its copies are
 * stored), so ResponsiveImage can offer the copies with the right width and height. Server only:
 * the lookups are the server's (cached: one header read and one stat per image, ever).
 */
import type { PublicApi } from "../../lib/public-api";
import type { PageImage } from "./page-image";

function isPageImage(value: object): value is PageImage {
  return typeof (value as { src?: unknown }).src === "string";
}

function collect(value: unknown, images: PageImage[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, images);
  } else if (value !== null && typeof value === "object") {
    if (isPageImage(value) && value.src.startsWith("/media/")) images.push(value);
    for (const child of Object.values(value)) collect(child, images);
  }
}

/**
 * Sets `sizing` on each object of `data` with a `src` under /media/ (tour and stop images, tour
 * covers, record photos, landing photos, portraits), wherever it sits; returns `data`.
 */
export async function withImageSizing<T>(api: PublicApi, data: T): Promise<T> {
  const images: PageImage[] = [];
  collect(data, images);
  await Promise.all(
    images.map(async (image) => {
      const sizing = await api.imageSizing(image.src);
      if (sizing) image.sizing = sizing;
    }),
  );
  return data;
}

/** A page's own image for link previews, with its pixel size; undefined when the size is unknown. */
import type { PublicApi } from "./public-api";
import type { ShareImage } from "./seo";

export async function shareImage(
  api: PublicApi,
  image: { src: string; alt: string } | undefined,
): Promise<ShareImage | undefined> {
  if (!image?.src) return undefined;
  const size = await api.imageSize(image.src);
  return size ? { ...image, ...size } : undefined;
}

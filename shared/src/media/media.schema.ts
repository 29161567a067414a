import { z } from "zod";

export const MEDIA_TYPES = ["Image", "Audio", "Video"] as const;
export const MEDIA_FOLDERS = ["media", "headshots"] as const;
export const mediaType = z.enum(MEDIA_TYPES);
export const mediaFolder = z.enum(MEDIA_FOLDERS);

/** Answer of POST /dashboard/api/media. */
export const uploadedMedia = z.object({
  type: mediaType,
  bucket: z.string(),
  /** Storage path, e.g. "media/5f0c…-fort.jpg": what records, tours and stops store. */
  path: z.string(),
  /** Address the file is served at. */
  url: z.string(),
});

export type MediaType = z.infer<typeof mediaType>;
export type MediaFolder = z.infer<typeof mediaFolder>;
export type UploadedMedia = z.infer<typeof uploadedMedia>;
/** The largest file of each type, in bytes (GET /dashboard/api/media/limits). */
export type MediaLimits = Readonly<Record<MediaType, number>>;

export { mediaUrl } from "../common/urls.js";

import { z } from "zod";

export const MEDIA_TYPES = ["Image", "Audio", "Video"] as const;
export const MEDIA_FOLDERS = ["media", "headshots"] as const;
export const mediaType = z.enum(MEDIA_TYPES);
export const mediaFolder = z.enum(MEDIA_FOLDERS);

/** Answer of POST /dashboard/api/media. */
export const uploadedMedia = z.object({
  type: mediaType,
  bucket: z.string(),
  path: z.string(),
  url: z.string(),
});

export type MediaType = z.infer<typeof mediaType>;
export type MediaFolder = z.infer<typeof mediaFolder>;
export type UploadedMedia = z.infer<typeof uploadedMedia>;

export { mediaUrl } from "../common/urls.js";

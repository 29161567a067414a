/**
 * The server's largest file of each type (GET /dashboard/api/media/limits), so a file too large is
 * refused the moment it is chosen instead of after the other files have uploaded. The server still
 * checks every upload; until the limits arrive (or when they cannot), its check is the only one.
 */
import { useQuery } from "@tanstack/react-query";
import { adminRequest } from "./admin-api";
import type { MediaLimits, MediaType } from "@tours/shared";

export const useMediaLimits = () =>
  useQuery({
    queryKey: ["mediaLimits"],
    queryFn: ({ signal }) => adminRequest<MediaLimits>("/media/limits", { signal }),
    // Not worth a banner: without them the server's own check still refuses a file too large.
    meta: { silent: true },
  }).data;

const KIND: Record<MediaType, string> = { Image: "images", Audio: "audio", Video: "videos" };

/**
 * Why `file` cannot be uploaded as `type`, naming it, its size and the limit; null when it fits
 * (or the limits are not known).
 */
export function tooLargeReason(
  file: { name: string; size: number },
  type: MediaType,
  limits: MediaLimits | undefined,
): string | null {
  if (!limits || file.size <= limits[type]) return null;
  return `${file.name} is ${sizeOf(file.size, "up")}, over the ${sizeOf(limits[type])} limit for ${KIND[type]}.`;
}

const MB = 1024 * 1024;

/** Megabytes with one decimal at most (KB below 1 MB); a file's size rounds up, so it never reads as the limit. */
function sizeOf(bytes: number, round: "up" | "nearest" = "nearest"): string {
  const [unit, value] = bytes < MB ? ["KB", bytes / 1024] : ["MB", bytes / MB];
  const tenths = round === "up" ? Math.ceil(value * 10) : Math.round(value * 10);
  return `${tenths / 10} ${unit}`;
}

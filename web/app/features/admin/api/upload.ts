/**
 * Media upload (SPEC §5 Media upload): POST /dashboard/api/media, multipart, with progress. Only
 * files whose main type is image, audio or video are sent; the server checks the bytes again.
 */
import type { MediaFolder, MediaType, UploadedMedia } from "@tours/shared";
import { ApiError, apiErrorFrom, MESSAGES } from "@tours/shared/browser";
import { ADMIN_API, adminRequest, signedOut, signedOutError } from "./admin-api";
import { storedToken } from "./session";

export type { MediaFolder, MediaType, UploadedMedia } from "@tours/shared";

/** The main MIME type decides (SPEC §5); anything else is ignored by the caller. */
export function mediaTypeOf(file: { type: string }): MediaType | null {
  const main = file.type.split("/")[0];
  if (main === "image") return "Image";
  if (main === "audio") return "Audio";
  if (main === "video") return "Video";
  return null;
}

export function uploadMedia(
  file: File,
  folder: MediaFolder = "media",
  onProgress?: (fraction: number) => void,
): Promise<UploadedMedia> {
  const token = storedToken();
  if (!token) {
    signedOut();
    return Promise.reject(signedOutError());
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${ADMIN_API}/media?folder=${folder}`);
    request.setRequestHeader("x-local-token", token);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError("network", MESSAGES.unreachable));
    request.onload = () => {
      // responseType "json": null when the answer was not JSON.
      const body = request.response as unknown;
      if (request.status === 401) {
        signedOut();
        reject(signedOutError());
      } else if (request.status >= 200 && request.status < 300 && isUploaded(body)) {
        onProgress?.(1);
        resolve(body);
      } else {
        reject(apiErrorFrom(request.status, body));
      }
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * Deletes an uploaded file nothing refers to (one uploaded for a save that was then given up). The
 * server keeps a file that content still refers to.
 */
export const deleteMedia = (path: string, { keepalive = false } = {}) =>
  adminRequest<void>(`/media/${path.split("/").map(encodeURIComponent).join("/")}`, {
    method: "DELETE",
    keepalive,
  });

const isUploaded = (body: unknown): body is UploadedMedia =>
  typeof body === "object" && body !== null && typeof (body as UploadedMedia).path === "string";

/** SPEC §8 wording for a failed upload. */
export const uploadErrorMessage = (error: unknown) =>
  `Error uploading media: ${error instanceof Error ? error.message : String(error)}`;

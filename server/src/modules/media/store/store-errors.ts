/** A store that fails or does not answer becomes a clear 503 for the client, never a 500 or a hang. */
import { ApiError } from "../../../lib/errors.js";
import { MediaNotFound } from "./media-store.js";

export class MediaStoreUnavailable extends ApiError {
  constructor(what: string, cause: unknown) {
    super("unavailable", `${what}: the media store is not answering. Try again in a moment.`);
    this.cause = cause;
  }
}

/** For a store call's catch: lets "not found" and the app's own errors through, wraps the rest. */
export const storeUnavailable =
  (what: string) =>
  (error: unknown): never => {
    if (error instanceof ApiError || error instanceof MediaNotFound) throw error;
    throw new MediaStoreUnavailable(what, error);
  };

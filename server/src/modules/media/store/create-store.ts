/** The media store the configuration names. */
import type { Config } from "../../../config.js";
import { createLocalMediaStore } from "./local-store.js";
import type { MediaStore } from "./media-store.js";
import { createS3MediaStore } from "./s3-store.js";

export function createMediaStore(config: Pick<Config, "mediaRoot" | "mediaStore">): MediaStore {
  const store = config.mediaStore;
  return store.kind === "s3" ? createS3MediaStore(store) : createLocalMediaStore(config.mediaRoot);
}

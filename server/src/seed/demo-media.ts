/** Writes the demo's media files into the media store under stable `{id}-{name}` keys. */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import mime from "mime-types";
import type { MediaRecorder } from "../modules/media/record-stored.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import { SERVER_ROOT } from "../server-root.js";
import { renderIllustration, renderPortrait } from "./demo-images.js";
import { stableId } from "./stable-id.js";

const AUDIO_DIR = path.join(SERVER_ROOT, "src/seed/demo-media/audio");

/** Where the demo puts a file of that name: the same path on every site that loaded the demo. */
export function demoMediaPath(folder: string, name: string): string {
  return `${folder}/${stableId(`${folder}/${name}`)}-${name}`;
}

/** Writes each file once and gives it a media row, so the content naming it saves. */
export function createDemoMedia(store: MediaStore, recorder: MediaRecorder) {
  async function write(
    folder: string,
    name: string,
    bytes: () => Promise<Buffer> | Buffer,
  ): Promise<string> {
    const key = demoMediaPath(folder, name);
    if (!(await store.stat(key))) {
      const type = mime.lookup(name) || "application/octet-stream";
      await store.write(key, Readable.from([await bytes()]), type);
    }
    await recorder.record(key);
    return key;
  }

  return {
    illustration: (slug: string) => write("media", `${slug}.jpg`, () => renderIllustration(slug)),
    portrait: (slug: string) => write("headshots", `${slug}.jpg`, () => renderPortrait(slug)),
    /** A narration file shipped in the repository, or "" when there is none. */
    async narration(fileName: string): Promise<string> {
      const source = path.join(AUDIO_DIR, fileName);
      if (!fs.existsSync(source)) return "";
      return write("media", fileName, () => fs.readFileSync(source));
    },
  };
}

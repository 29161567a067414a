/**
 * Run before the site under test starts (playwright.config.ts): puts the files the specs' bodies
 * name (the factories' FACTORY_MEDIA, a record's sound and film) into its media folder, where
 * `npm run media:record` then gives them rows. A save may only name stored files.
 */
import fs from "node:fs";
import path from "node:path";
import { FACTORY_MEDIA } from "@tours/shared/testing";

const E2E_MEDIA = [
  ...FACTORY_MEDIA.map((file) => file.path),
  "media/e2e-sound.mp3",
  "media/e2e-film.mp4",
];

const fixtures = path.resolve(import.meta.dirname, "../../server/src/test/fixtures");
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR names the data folder of the site under test");

for (const key of E2E_MEDIA) {
  const target = path.join(dataDir, "uploads", key);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const fixture = /\.(jpg|png)$/.test(key) ? "pixel.png" : "tone.mp3";
  fs.copyFileSync(path.join(fixtures, fixture), target);
}

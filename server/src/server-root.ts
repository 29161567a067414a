import fs from "node:fs";
import path from "node:path";

/** The server package's folder, whether this code runs from src/ or from the dist/ bundle. */
function findServerRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, "utf8")).name === "@tours/server"
    ) {
      return dir;
    }
  }
  throw new Error(`No @tours/server package.json above ${start}`);
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSprites, SPRITE_DIR } from "./make-sprites.js";

describe("the committed sprite sheet", () => {
  it("is what make-sprites draws from the installed style and icons (npm run map:sprites)", async () => {
    const files = await renderSprites();
    expect([...files.keys()].sort()).toEqual(fs.readdirSync(SPRITE_DIR).sort());
    for (const [name, bytes] of files) {
      expect(bytes.equals(fs.readFileSync(path.join(SPRITE_DIR, name))), name).toBe(true);
    }
  });
});

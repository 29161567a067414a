/**
 * A delete and the requests racing it, on both engines: of two deletes of one file one wins
 * (204) and the other finds nothing (404); a delete and a save naming the file end with either
 * the save refused (400) or the delete refused (409), never content naming a deleted file.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const pixel = fs.readFileSync(path.resolve(import.meta.dirname, "../../test/fixtures/pixel.png"));
const ROUNDS = 8;

describe.each(testEngines)("deletes racing on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const upload = async (): Promise<string> => {
    const res = await t.upload({ name: "race.png", type: "image/png", bytes: pixel });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ path: string }>().path;
  };
  const stored = (key: string) => fs.existsSync(path.join(t.config.dataDir, "uploads", key));

  it("two deletes of one file: one 204, one 404, and the file is gone", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = await upload();
      const answers = await Promise.all([
        t.admin("DELETE", `/media/${key}`),
        t.admin("DELETE", `/media/${key}`),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 404]);
      expect(stored(key)).toBe(false);
    }
  });

  it("a delete and a save naming the file: the save gets 400 or the delete 409", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const key = await upload();
      const tour = tourBody({ images: [{ path: key, caption: "" }] });
      const remove = () => t.admin("DELETE", `/media/${key}`);
      const save = () => t.admin("POST", "/tours", tour);
      // Alternate which request starts first, so both orders are tried.
      const [removed, saved] =
        round % 2
          ? await Promise.all([remove(), save()])
          : (await Promise.all([save(), remove()])).reverse();
      const outcome = [removed!.statusCode, saved!.statusCode];
      expect(
        [
          [204, 400],
          [409, 201],
        ],
        `round ${round}`,
      ).toContainEqual(outcome);
      const tourSaved = (await t.admin("GET", `/tours/${tour.id}`)).statusCode === 200;
      expect(tourSaved).toBe(saved!.statusCode === 201);
      expect(stored(key)).toBe(tourSaved);
    }
  });
});

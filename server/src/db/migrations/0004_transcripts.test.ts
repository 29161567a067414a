/** The transcripts migration adds three empty-by-default columns; its down step takes them away. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { down, up } from "./0004_transcripts.js";

describe.each(testEngines)("0004_transcripts on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const selectTranscripts = () =>
    sql`select intro_transcript, outro_transcript from tours`.execute(t.db);

  it("gives existing tours empty transcripts; down removes the columns and up restores them", async () => {
    await down(t.db);
    await expect(selectTranscripts()).rejects.toThrow();
    await expect(sql`select audio_transcript from stops`.execute(t.db)).rejects.toThrow();
    await sql`insert into tours (id, slug, title, description, categories, duration, distance,
      images, map, tour_map_zoom_level, next_stop_map_zoom_level, intro, outro, intro_audio,
      outro_audio, version, created_at, updated_at)
      values ('t1', 't1', 'T', 'D', '[]', 1, 1, '[]', '/m', 12, 17, 'i', 'o', 'a.mp3', '', 1,
      'now', 'now')`.execute(t.db);
    await up(t.db);
    expect((await selectTranscripts()).rows).toEqual([
      { intro_transcript: "", outro_transcript: "" },
    ]);
    expect((await sql`select audio_transcript from stops`.execute(t.db)).rows).toEqual([]);
  });
});

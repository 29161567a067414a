/** Narration transcripts: saved with the stop's audio and the tour's intro and outro, returned by both APIs. */
import { MAX_TRANSCRIPT_LENGTH } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("narration transcripts on %s", (engine) => {
  let t: TestApp;
  let recordId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const record = recordBody();
    await t.admin("POST", "/records", record);
    recordId = record.id;
  });
  afterAll(() => t.close());

  const saveTour = (tour: ReturnType<typeof tourBody>, stops: ReturnType<typeof stopBody>[] = []) =>
    t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops });

  it("saves each narration's transcript and returns it to the admin and the public", async () => {
    const tour = tourBody({
      introTranscript: "Welcome.\r\n\r\nThis tour takes an hour.",
      outroTranscript: "Thank you for walking with us.",
    });
    const stop = stopBody(tour.id, recordId, {
      audio: { path: "media/a.mp3", transcript: "  You are standing on the corner.\n\nLook up.  " },
    });
    expect((await saveTour(tour, [stop])).statusCode).toBe(200);

    const expected = {
      introTranscript: "Welcome.\n\nThis tour takes an hour.",
      outroTranscript: "Thank you for walking with us.",
    };
    const audio = {
      path: "media/a.mp3",
      transcript: "You are standing on the corner.\n\nLook up.",
    };
    expect((await t.admin("GET", `/tours/${tour.id}`)).json()).toMatchObject(expected);
    expect((await t.admin("GET", `/tours/${tour.id}/stops`)).json()[0].audio).toEqual(audio);
    const publicTours = (await t.app.inject({ url: "/api/tours" })).json();
    expect(publicTours.find((x: { id: string }) => x.id === tour.id)).toMatchObject(expected);
    const publicStops = (await t.app.inject({ url: `/api/tours/${tour.id}/stops` })).json();
    expect(publicStops[0].audio).toEqual(audio);
  });

  it("keeps a narration without a transcript as an empty one (the field is optional)", async () => {
    const tour = tourBody();
    const stop = stopBody(tour.id, recordId);
    expect((await t.admin("POST", "/tours", tour)).statusCode).toBe(201);
    expect((await t.admin("POST", "/stops", stop)).statusCode).toBe(201);
    expect((await t.admin("GET", `/tours/${tour.id}`)).json()).toMatchObject({
      introTranscript: "",
      outroTranscript: "",
    });
    expect((await t.admin("GET", `/tours/${tour.id}/stops`)).json()[0].audio).toEqual({
      path: "media/a.mp3",
      transcript: "",
    });
  });

  it("refuses a transcript that is too long, with the field named", async () => {
    const tour = tourBody({ outroTranscript: "a".repeat(MAX_TRANSCRIPT_LENGTH + 1) });
    const res = await saveTour(tour);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.issues).toContainEqual(
      expect.objectContaining({ path: "tour.outroTranscript" }),
    );
  });

  it("refuses a NUL or other control character on every path that saves one", async () => {
    const tour = tourBody();
    const stop = stopBody(tour.id, recordId, {
      audio: { path: "media/a.mp3", transcript: "before\u0000after" },
    });
    const viaTour = await saveTour(tour, [stop]);
    expect(viaTour.statusCode).toBe(400);
    expect(viaTour.json().error.issues).toContainEqual(
      expect.objectContaining({ path: "stops.0.audio.transcript" }),
    );
    const viaStop = await t.admin("POST", "/stops", stop);
    expect(viaStop.statusCode).toBe(400);
    expect(viaStop.json().error.issues).toContainEqual(
      expect.objectContaining({ path: "audio.transcript" }),
    );
    const bell = await t.admin("POST", "/tours", tourBody({ introTranscript: "ding\u0007" }));
    expect(bell.statusCode).toBe(400);
    expect(bell.json().error.issues).toContainEqual(
      expect.objectContaining({ path: "introTranscript", message: "Contains a control character" }),
    );
  });
});

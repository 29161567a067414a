/**
 * What will let a visitor down, told to staff without blocking save:
 * a stop whose record has no coordinates, a stop with no narration, and a narration (the intro,
 * a stop's or the outro) with no transcript for those who cannot hear it.
 */
import { hasUsableCoordinates } from "../../tours/geometry";
import { type AudioDraft, stopName, type TourDraft } from "./tour-draft";

export const NO_COORDINATES =
  "Its record has no coordinates: visitors taking this tour in person get no directions to it.";
export const NO_AUDIO = "It has no audio: visitors hear nothing at this stop.";
export const NO_TRANSCRIPT =
  "Its narration has no transcript: visitors who cannot hear it have nothing to read.";

export interface FieldWarning {
  /** The stop's id, or "intro" / "outro". */
  key: string;
  /** "Stop 2 (Fort Negley)", "Intro audio". */
  subject: string;
  messages: string[];
}

/** A narration with audio (saved or waiting to upload) but no words to read. */
export const needsTranscript = (audio: AudioDraft): boolean =>
  (audio.path !== "" || audio.file !== undefined) && audio.transcript.trim() === "";

const narrationWarning = (key: string, subject: string, audio: AudioDraft): FieldWarning[] =>
  needsTranscript(audio) ? [{ key, subject, messages: [NO_TRANSCRIPT] }] : [];

export function fieldWarnings(draft: TourDraft): FieldWarning[] {
  const stops = draft.stops.flatMap((stop, index) => {
    const messages: string[] = [];
    // A stop with no record chosen yet is a save error, not a field warning.
    if (stop.record && !hasUsableCoordinates(stop.record.Coordinates))
      messages.push(NO_COORDINATES);
    if (!stop.audio.path && !stop.audio.file) messages.push(NO_AUDIO);
    else if (needsTranscript(stop.audio)) messages.push(NO_TRANSCRIPT);
    return messages.length ? [{ key: stop.id, subject: stopName(stop, index), messages }] : [];
  });
  return [
    ...narrationWarning("intro", "Intro audio", draft.introAudio),
    ...stops,
    ...narrationWarning("outro", "Outro audio", draft.outroAudio),
  ];
}

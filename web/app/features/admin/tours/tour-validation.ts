/**
 * What keeps a tour from being saved (SPEC §5 Tour, Stop), found in the browser before anything
 * is sent, with the labels the editor shows. The server checks the same again.
 */
import { RESERVED_STOP_SLUGS, slugProblem, transcriptProblem } from "@tours/shared/browser";
import type { AudioDraft, ImageDraft, StopDraft, TourDraft } from "./tour-draft";
import { numberOf } from "./tour-draft";

/** A field's problem; `field` is the draft's property name, as in the server's issue paths. */
export interface Problem {
  field: string;
  message: string;
}

export interface StopProblems {
  index: number;
  stop: StopDraft;
  problems: Problem[];
}

const required = (value: string, field: string, label: string): Problem[] =>
  value.trim() === "" ? [{ field, message: `${label} is required` }] : [];

function slugProblems(slug: string): Problem[] {
  if (slug.trim() === "") return [{ field: "slug", message: "Slug is required" }];
  const problem = slugProblem(slug);
  return problem ? [{ field: "slug", message: problem }] : [];
}

function numberProblems(text: string, field: string, label: string): Problem[] {
  const value = numberOf(text);
  if (Number.isNaN(value)) return [{ field, message: `${label} must be a number` }];
  return value < 0 ? [{ field, message: `${label} cannot be negative` }] : [];
}

function imageProblems(images: ImageDraft[]): Problem[] {
  return images.some((image) => image.path === "" && !image.file)
    ? [{ field: "images", message: "Every image needs a file" }]
    : [];
}

/** A transcript too long to save, or holding a control character. */
function transcriptProblems(audio: AudioDraft, field: string, label: string): Problem[] {
  const message = transcriptProblem(audio.transcript);
  return message ? [{ field, message: `${label}: ${message.toLowerCase()}` }] : [];
}

export function tourProblems(draft: TourDraft): Problem[] {
  return [
    ...required(draft.title, "title", "Title"),
    ...slugProblems(draft.slug),
    ...required(draft.description, "description", "Description"),
    ...numberProblems(draft.duration, "duration", "Duration"),
    ...numberProblems(draft.distance, "distance", "Distance"),
    ...imageProblems(draft.images),
    ...required(draft.map, "map", "Map style URL"),
    ...required(draft.intro, "intro", "Intro"),
    ...required(draft.outro, "outro", "Outro"),
    ...transcriptProblems(draft.introAudio, "introTranscript", "Intro audio transcript"),
    ...transcriptProblems(draft.outroAudio, "outroTranscript", "Outro audio transcript"),
  ];
}

export function stopProblems(stop: StopDraft, others: StopDraft[]): Problem[] {
  const slug = stop.slug.trim();
  const problems = [
    ...required(stop.siteName, "siteName", "Site name"),
    ...slugProblems(stop.slug),
    ...(stop.recordId === "" ? [{ field: "recordId", message: "Choose a record" }] : []),
    ...required(stop.narrativeText, "narrativeText", "Narrative"),
    ...imageProblems(stop.images),
    // The server's "stops.N.audio.transcript" lands on "audio" too: the transcript is all of the
    // audio that can be wrong.
    ...transcriptProblems(stop.audio, "audio", "Audio transcript"),
  ];
  if (RESERVED_STOP_SLUGS.includes(slug)) {
    problems.push({ field: "slug", message: `“${slug}” is part of the tour's own addresses` });
  } else if (slug && others.some((other) => other.id !== stop.id && other.slug.trim() === slug)) {
    problems.push({ field: "slug", message: "Another stop on this tour uses this slug" });
  }
  return problems;
}

/** The stops that cannot be saved, in tour order. */
export function invalidStops(draft: TourDraft): StopProblems[] {
  return draft.stops
    .map((stop, index) => ({ index, stop, problems: stopProblems(stop, draft.stops) }))
    .filter((entry) => entry.problems.length > 0);
}

/** "Stop 2 (Capitol)": how messages name a stop. */
export function stopName(stop: StopDraft, index: number): string {
  const name = stop.siteName.trim();
  return name ? `Stop ${index + 1} (${name})` : `Stop ${index + 1}`;
}

/** SPEC §5: save is disabled while loading or saving, or while the tour or a stop is invalid. */
export function canSave(draft: TourDraft, busy: { loading: boolean; saving: boolean }): boolean {
  return (
    !busy.loading &&
    !busy.saving &&
    draft.id.trim() !== "" &&
    tourProblems(draft).length === 0 &&
    invalidStops(draft).length === 0
  );
}

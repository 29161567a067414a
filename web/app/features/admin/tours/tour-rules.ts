/**
 * What keeps a tour from being saved (SPEC §5 Tour, Stop): the server's own schema for PUT
 * /tours/{id}/with-stops, run on what the draft would send, and the rule the server leaves to its
 * database (no two stops of a tour share a slug). Issues (`tour.title`, `stops.2.slug`) are placed
 * at the form's fields, a stop's by its id (`stops.{id}.slug`) so that they follow a moved stop,
 * and said with the fields' labels.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { REQUIRED, tourWithStopsInput } from "@tours/shared";
import {
  checkWith,
  type DraftRules,
  inWords,
  type Issue,
  labelOf,
  rankOf,
} from "../ui/draft-issues";
import type { FieldProblem } from "../ui/field-errors";
import { type ImageDraft, stopName, toStopInput, toTourInput, type TourDraft } from "./tour-draft";

/** The tour's fields in the order shown, with their labels. */
const TOUR_FIELDS = [
  ["title", "Title"],
  ["slug", "Slug"],
  ["description", "Description"],
  ["categories", "Categories"],
  ["duration", "Duration"],
  ["distance", "Distance"],
  ["images", "Tour images"],
  ["map", "Map style URL"],
  ["tourMapZoomLevel", "Overview map zoom"],
  ["nextStopMapZoomLevel", "Next-stop map zoom"],
  ["route", "Route"],
  ["intro", "Intro"],
  ["introAudio", "Intro audio"],
  ["introTranscript", "Intro audio transcript"],
  ["outro", "Outro"],
  ["outroAudio", "Outro audio"],
  ["outroTranscript", "Outro audio transcript"],
] as const;

/** A stop's fields in the order shown; "audio" is its transcript, "audio.path" its file. */
const STOP_FIELDS = [
  ["siteName", "Site name"],
  ["slug", "Slug"],
  ["recordId", "Record"],
  ["audio.path", "Audio"],
  ["audio", "Audio transcript"],
  ["images", "Images"],
  ["narrativeText", "Narrative"],
] as const;

const TRANSCRIPTS = ["introTranscript", "outroTranscript", "audio"];
const NUMBERS = ["duration", "distance"];

export const SHARED_STOP_SLUG = "Another stop on this tour uses this slug";

/** A stop's field as the form names it: `stops.{stop id}.{field}`. */
export const stopField = (stopId: string, field: string) => `stops.${stopId}.${field}`;

const tourForm = tourWithStopsInput.superRefine(
  ({ stops }, context) => {
    const slugs = stops.map((stop) => stop.slug.trim());
    slugs.forEach((slug, index) => {
      if (slug && slugs.some((other, at) => at !== index && other === slug)) {
        context.addIssue({
          code: "custom",
          path: ["stops", index, "slug"],
          message: SHARED_STOP_SLUG,
        });
      }
    });
  },
  // Also when another field is wrong, so that every problem shows at once.
  { when: () => true },
);

/** A file chosen and waiting for Save counts as the path it will have once uploaded. */
const withFiles = (images: ImageDraft[]) =>
  images.map((image) => (image.file ? { ...image, path: image.file.name } : image));

/**
 * What the draft would send once its files are uploaded. A route of one point is the server's to
 * refuse: Save stays open for it, and the answer is said at the route.
 */
function inputOf(draft: TourDraft) {
  const route = draft.route.length < 2 ? [] : draft.route;
  return {
    tour: toTourInput({ ...draft, route, images: withFiles(draft.images) }),
    stops: draft.stops.map((stop) => toStopInput({ ...stop, images: withFiles(stop.images) })),
  };
}

/** How the form says an issue at a field with this label. */
function inFormWords(field: string, label: string, issue: Issue): string {
  const required = issue.message === REQUIRED;
  if (field === "recordId" && required) return "Choose a record";
  if (field === "images" && required) return "Every image needs a file";
  if (NUMBERS.includes(field) && issue.type === "invalid_type") return `${label} must be a number`;
  if (NUMBERS.includes(field) && issue.type === "too_small") return `${label} cannot be negative`;
  if (TRANSCRIPTS.includes(field)) return `${label}: ${issue.message.toLowerCase()}`;
  return inWords(label, issue);
}

function problemOf(issue: Issue, draft: TourDraft): FieldProblem {
  const [scope, key = "", part, rest] = issue.path.split(".");
  // A stop's audio file (the server found no such stored file) is not its transcript.
  const field = part === "audio" && rest === "path" ? "audio.path" : part;
  if (scope === "tour" && key) {
    return { field: key, message: inFormWords(key, labelOf(TOUR_FIELDS, key), issue) };
  }
  const stop = scope === "stops" && /^\d+$/.test(key) ? draft.stops[Number(key)] : undefined;
  if (stop && field) {
    const message = inFormWords(field, labelOf(STOP_FIELDS, field), issue);
    return { field: stopField(stop.id, field), message };
  }
  // Nothing the form shows: said as it is, under the tour.
  return { field: "tour", message: issue.path ? `${issue.path}: ${issue.message}` : issue.message };
}

/** A stop's field: the stop's place in the tour and the field's name; none for a tour field. */
function stopOf(field: string, draft: TourDraft) {
  const [scope, id, name = ""] = field.split(".");
  if (scope !== "stops") return null;
  const index = draft.stops.findIndex((stop) => stop.id === id);
  return { index, name };
}

export const tourRules: DraftRules<TourDraft> = {
  check: checkWith(zodResolver(tourForm), inputOf),
  problemOf,
  rankOf(field, draft) {
    const stop = stopOf(field, draft);
    if (!stop) return rankOf(TOUR_FIELDS, field);
    const name = field.endsWith(".audio.path") ? "audio.path" : stop.name;
    return (TOUR_FIELDS.length + 1) * (stop.index + 2) + rankOf(STOP_FIELDS, name);
  },
  summaryOf(problem, draft) {
    const index = stopOf(problem.field, draft)?.index ?? -1;
    const stop = draft.stops[index];
    return stop ? `${stopName(stop, index)}: ${problem.message}` : undefined;
  },
};

/** The ids of the stops with problems, in tour order. */
export function stopsWithProblems(problems: readonly FieldProblem[], draft: TourDraft): string[] {
  const ids = new Set(
    problems.map((problem) => stopOf(problem.field, draft) && problem.field.split(".")[1]),
  );
  return draft.stops.filter((stop) => ids.has(stop.id)).map((stop) => stop.id);
}

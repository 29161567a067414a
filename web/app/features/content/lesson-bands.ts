/**
 * Addresses of the lesson plan grade bands. The first band in the configuration is the default
 * one, at /lesson-plans; every other band lives at /lesson-plans/{slug}-lesson-plans
 * (e.g. /lesson-plans/grades-4-8-lesson-plans, the address the SPEC names).
 */
import type { SiteConfig } from "@tours/shared";

export type LessonPlans = SiteConfig["lessonPlans"];
export type GradeBand = LessonPlans["gradeBands"][number];

export const LESSON_PLANS_PATH = "/lesson-plans";
const SEGMENT_SUFFIX = "-lesson-plans";

export function bandPath(plans: LessonPlans, band: GradeBand): string {
  return plans.gradeBands[0]?.slug === band.slug
    ? LESSON_PLANS_PATH
    : `${LESSON_PLANS_PATH}/${band.slug}${SEGMENT_SUFFIX}`;
}

export type BandLookup =
  | { kind: "found"; band: GradeBand }
  /** The default band asked for by its long address: send the visitor to /lesson-plans. */
  | { kind: "redirect"; to: string }
  | { kind: "missing" };

/** Finds the band for the optional path segment after /lesson-plans. */
export function lookupBand(plans: LessonPlans, segment: string | undefined): BandLookup {
  const [first] = plans.gradeBands;
  if (!first) return { kind: "missing" };
  if (segment === undefined || segment === "") return { kind: "found", band: first };
  const band = plans.gradeBands.find((b) => `${b.slug}${SEGMENT_SUFFIX}` === segment);
  if (!band) return { kind: "missing" };
  return band === first ? { kind: "redirect", to: LESSON_PLANS_PATH } : { kind: "found", band };
}

import { describe, expect, it } from "vitest";
import { bandPath, type LessonPlans, lookupBand } from "./lesson-bands";

const doc = (title: string) => ({ title, path: `/documents/${title}.pdf` });
const plans: LessonPlans = {
  classroomGuide: doc("guide"),
  gradeBands: [
    { slug: "grades-9-12", title: "Grades 9–12", documents: [doc("a")] },
    { slug: "grades-4-8", title: "Grades 4–8", documents: [doc("b")] },
  ],
};
const [older, younger] = plans.gradeBands as [
  LessonPlans["gradeBands"][0],
  LessonPlans["gradeBands"][0],
];

describe("bandPath", () => {
  it("puts the first band at /lesson-plans and the others under their slug", () => {
    expect(bandPath(plans, older)).toBe("/lesson-plans");
    expect(bandPath(plans, younger)).toBe("/lesson-plans/grades-4-8-lesson-plans");
  });
});

describe("lookupBand", () => {
  it("gives the first band without a segment", () => {
    expect(lookupBand(plans, undefined)).toEqual({ kind: "found", band: older });
  });

  it("finds another band by its segment", () => {
    expect(lookupBand(plans, "grades-4-8-lesson-plans")).toEqual({ kind: "found", band: younger });
  });

  it("redirects the first band's long address to /lesson-plans", () => {
    expect(lookupBand(plans, "grades-9-12-lesson-plans")).toEqual({
      kind: "redirect",
      to: "/lesson-plans",
    });
  });

  it("reports unknown segments and bare slugs as missing", () => {
    expect(lookupBand(plans, "grades-1-3-lesson-plans")).toEqual({ kind: "missing" });
    expect(lookupBand(plans, "grades-4-8")).toEqual({ kind: "missing" });
  });

  it("reports a configuration without bands as missing", () => {
    expect(lookupBand({ ...plans, gradeBands: [] }, undefined)).toEqual({ kind: "missing" });
  });
});

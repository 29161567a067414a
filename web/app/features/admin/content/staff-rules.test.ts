import { describe, expect, it } from "vitest";
import { draftProblems } from "../ui/draft-issues";
import { newStaffDraft, type StaffDraft } from "./staff-draft";
import { staffRules, WHOLE_NUMBER } from "./staff-rules";

const filled = (): StaffDraft => ({ ...newStaffDraft([]), titleLine: "Ada Okafor, Historian" });
const problems = (draft: StaffDraft) => draftProblems(staffRules, draft);

describe("staff rules (the server's schema, SPEC §3 Staff member)", () => {
  it("find nothing wrong with a member named, without a photo", async () => {
    expect(await problems(filled())).toEqual([]);
  });

  it("want a title line, a whole sort order and a description of the photo", async () => {
    expect(await problems({ ...newStaffDraft([]), sortOrder: "1.5" })).toEqual([
      { field: "titleLine", message: "Title line is required" },
      { field: "sortOrder", message: WHOLE_NUMBER },
    ]);
    expect(await problems({ ...filled(), sortOrder: "" })).toEqual([
      { field: "sortOrder", message: WHOLE_NUMBER },
    ]);
    expect(await problems({ ...filled(), image: { src: "headshots/a.png", alt: " " } })).toEqual([
      { field: "image.alt", message: "Describe the photo for visitors who cannot see it" },
    ]);
  });
});

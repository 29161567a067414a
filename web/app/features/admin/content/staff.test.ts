import type { StaffMember } from "@tours/shared";
import { describe, expect, it } from "vitest";
import { bioExcerpt, nextSortOrder, sortStaff } from "./staff";
import { newStaffDraft, staffDraftOf, toStaffInput } from "./staff-draft";

const member = (titleLine: string, sortOrder: number): StaffMember => ({
  id: titleLine,
  titleLine,
  bio: "",
  sortOrder,
  image: { src: "", alt: "" },
  version: 1,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("staff", () => {
  it("sorts ascending by sortOrder, then by title line", () => {
    const sorted = sortStaff([member("Cy", 3), member("Bo", 1), member("Al", 3), member("Di", -2)]);
    expect(sorted.map((m) => m.titleLine)).toEqual(["Di", "Bo", "Al", "Cy"]);
  });

  it("puts a new member after the others", () => {
    expect(nextSortOrder([member("A", 4), member("B", 2)])).toBe(5);
    expect(newStaffDraft([])).toEqual({
      id: "",
      titleLine: "",
      bio: "",
      sortOrder: "1",
      image: { src: "", alt: "" },
    });
  });

  it("edits only the fields a save sends, the sort order as typed", () => {
    const draft = staffDraftOf({ ...member("A", 2), image: { src: "headshots/a.png", alt: "A" } });
    expect(draft.sortOrder).toBe("2");
    expect(toStaffInput(draft)).toEqual({
      titleLine: "A",
      bio: "",
      sortOrder: 2,
      image: { src: "headshots/a.png", alt: "A" },
      version: 1,
    });
    expect(toStaffInput({ ...draft, sortOrder: " " }).sortOrder).toBeNaN();
    expect(toStaffInput(newStaffDraft([]))).not.toHaveProperty("version");
  });
});

describe("bioExcerpt", () => {
  it("reads the text of the HTML", () => {
    expect(
      bioExcerpt(
        "<p>Naomi &amp; <strong>Mar</strong>cus</p><ul><li>keep&nbsp;the</li><li>city&#39;s &#x41;rchive.</li></ul>",
      ),
    ).toBe("Naomi & Marcus keep the city's Archive.");
  });

  it("cuts long text at a word and marks the cut", () => {
    const excerpt = bioExcerpt("<p>one two three four five six</p>", 16);
    expect(excerpt).toBe("one two three…");
  });

  it("leaves short text and empty bios as they are", () => {
    expect(bioExcerpt("<p>Short.</p>", 16)).toBe("Short.");
    expect(bioExcerpt("")).toBe("");
  });
});

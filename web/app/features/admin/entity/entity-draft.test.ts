import { describe, expect, it } from "vitest";
import { noticesAdmin } from "../notices/notices.module";
import { draftProblems } from "../ui/draft-issues";
import {
  byName,
  draftOf,
  type EntityItem,
  entityRules,
  isRequired,
  newDraft,
  sameDraft,
} from "./entity-draft";

// The notices' declaration stands for any plain entity: the draft and its rules come from the
// declared fields and the shared schema alone.
const { entity } = noticesAdmin;
const rules = entityRules(entity);
const field = (name: string) => entity.fields.find((candidate) => candidate.name === name)!;
const filled = () => ({
  ...newDraft(entity, "n1"),
  title: "Fort Negley visitor center closed",
  message: "Closed for repairs until March.",
});

describe("a declared entity's draft", () => {
  it("starts with empty text and each yes/no as the schema's default", () => {
    expect(newDraft(entity, "n1")).toEqual({
      id: "n1",
      title: "",
      message: "",
      link: "",
      shown: true,
    });
  });

  it("marks required the text fields the schema refuses empty", () => {
    expect(
      ["title", "message", "link", "shown"].map((name) => isRequired(entity, field(name))),
    ).toEqual([true, true, false, false]);
  });

  it("is made from an item as saved, keeping its version, and compared field by field", () => {
    const item: EntityItem = {
      id: "n1",
      version: 3,
      title: "Closed",
      message: "Until March.",
      link: "/tours",
      shown: false,
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const draft = draftOf(entity, item);
    // Every field as saved, without the time the server sets.
    const { updatedAt: _updatedAt, ...saved } = item;
    expect(draft).toEqual(saved);
    expect(draft).not.toHaveProperty("updatedAt");
    expect(sameDraft(draft, { ...draft })).toBe(true);
    expect(sameDraft(draft, { ...draft, shown: true })).toBe(false);
    expect(sameDraft(draft, { ...draft, version: undefined })).toBe(false);
  });

  it("names the required fields left empty with their labels, in the form's order", async () => {
    expect(await draftProblems(rules, newDraft(entity, "n1"))).toEqual([
      { field: "title", message: "Title is required" },
      { field: "message", message: "Message is required" },
    ]);
    expect(await draftProblems(rules, filled())).toEqual([]);
  });

  it("refuses what the server refuses: over-long text and links off the site", async () => {
    const problems = await draftProblems(rules, {
      ...filled(),
      link: "javascript:alert(1)",
      title: "t".repeat(121),
    });
    expect(problems).toEqual([
      { field: "title", message: "Use at most 120 characters" },
      { field: "link", message: "Must be an http(s) address or a path starting with /" },
    ]);
    for (const link of ["/tours", "https://example.org/fort", "//evil.example"]) {
      const found = await draftProblems(rules, { ...filled(), link });
      expect(found.length, link).toBe(link.startsWith("//") ? 1 : 0);
    }
  });

  it("sorts the list by name in any case, then by id, as the server does", () => {
    const item = (id: string, title: string): EntityItem => ({ id, version: 1, title });
    const sorted = [item("b", "beta"), item("c", "Alpha"), item("a", "alpha")].sort(byName(entity));
    expect(sorted.map(({ id }) => id)).toEqual(["a", "c", "b"]);
  });
});

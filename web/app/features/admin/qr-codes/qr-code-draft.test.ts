import { describe, expect, it } from "vitest";
import { draftOf, newDraft, sameDraft } from "./qr-code-draft";

const filled = () => ({
  ...newDraft("a1", "https://tours.example/q/a1"),
  redirectUrl: "/landing/walking-tours/fort-negley",
  locationName: "Fort Negley",
  locationDescription: "Sign by the visitor center door.",
});

describe("QR code drafts", () => {
  it("start as Pending Installation with the sign's short address", () => {
    expect(newDraft("a1", "https://tours.example/q/a1")).toMatchObject({
      id: "a1",
      status: "Pending Installation",
      codeURL: "https://tours.example/q/a1",
      redirectUrl: "",
    });
  });

  it("compare field by field, version included", () => {
    const code = {
      ...filled(),
      version: 3,
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const draft = draftOf(code);
    expect(sameDraft(draft, { ...draft })).toBe(true);
    expect(sameDraft(draft, { ...draft, notes: "Repainted" })).toBe(false);
    expect(sameDraft(draft, { ...draft, version: 4 })).toBe(false);
    expect(draft).not.toHaveProperty("updatedAt");
  });
});

import { describe, expect, it } from "vitest";
import {
  canSave,
  draftOf,
  missingFields,
  newDraft,
  qrCodeProblems,
  REDIRECT_URL_PROBLEM,
  redirectUrlProblem,
  sameDraft,
} from "./qr-code-draft";

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

  it("name the starred fields still empty, with the SPEC's labels", () => {
    expect(missingFields(newDraft("a1", ""))).toEqual([
      "Redirect URL",
      "Location Name",
      "Tour Description",
    ]);
    expect(missingFields({ ...filled(), locationName: "   " })).toEqual(["Location Name"]);
    expect(missingFields(filled())).toEqual([]);
  });

  it("can be saved once id, redirect URL, location name and tour description are filled in", () => {
    expect(canSave(filled())).toBe(true);
    expect(canSave({ ...filled(), id: "" })).toBe(false);
    expect(canSave({ ...filled(), locationDescription: "" })).toBe(false);
    expect(canSave({ ...filled(), redirectUrl: "javascript:alert(1)" })).toBe(false);
  });

  it("accept only site paths and http(s) addresses as redirect URLs", () => {
    expect(redirectUrlProblem("")).toBeNull();
    expect(redirectUrlProblem("/landing/walking-tours/fort-negley")).toBeNull();
    expect(redirectUrlProblem(" https://example.org/page ")).toBeNull();
    for (const bad of [
      "landing/x",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@b.c",
      "https://",
    ]) {
      expect(redirectUrlProblem(bad), bad).toBe(REDIRECT_URL_PROBLEM);
    }
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

describe("qrCodeProblems", () => {
  it("names the empty required fields, a redirect that leaves the site and the server's issues", () => {
    const draft = { ...filled(), locationName: "", redirectUrl: "//elsewhere.example" };
    expect(qrCodeProblems(draft, [{ path: "zip", message: "Too long" }])).toEqual([
      { field: "locationName", message: "Location Name is required" },
      { field: "redirectUrl", message: REDIRECT_URL_PROBLEM },
      { field: "zip", message: "Too long" },
    ]);
    expect(qrCodeProblems(filled(), [])).toEqual([]);
  });
});

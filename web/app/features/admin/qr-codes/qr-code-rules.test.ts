import { describe, expect, it } from "vitest";
import { draftProblems } from "../ui/draft-issues";
import { newDraft } from "./qr-code-draft";
import { qrCodeRules, REDIRECT_URL_PROBLEM } from "./qr-code-rules";

const filled = () => ({
  ...newDraft("a1", "https://tours.example/q/a1"),
  redirectUrl: "/landing/walking-tours/fort-negley",
  locationName: "Fort Negley",
  locationDescription: "Sign by the visitor center door.",
});

const problems = (draft: ReturnType<typeof filled>) => draftProblems(qrCodeRules, draft);

describe("QR code rules (the server's schema, SPEC §5 QR code)", () => {
  it("name the starred fields still empty, with the SPEC's labels", async () => {
    expect(await problems(newDraft("a1", ""))).toEqual([
      { field: "redirectUrl", message: "Redirect URL is required" },
      { field: "locationName", message: "Location Name is required" },
      { field: "locationDescription", message: "Tour Description is required" },
    ]);
    expect(await problems({ ...filled(), locationName: "   " })).toEqual([
      { field: "locationName", message: "Location Name is required" },
    ]);
  });

  it("let a code be saved once id, redirect URL, location name and tour description are filled in", async () => {
    expect(await problems(filled())).toEqual([]);
    expect((await problems({ ...filled(), id: "" })).map((p) => p.field)).toEqual(["id"]);
  });

  it("accept only site paths and http(s) addresses as redirect URLs", async () => {
    for (const good of ["/landing/walking-tours/fort-negley", " https://example.org/page "]) {
      expect(await problems({ ...filled(), redirectUrl: good }), good).toEqual([]);
    }
    for (const bad of [
      "landing/x",
      "//evil.example",
      "/\\evil.example",
      "mailto:a@b.c",
      "https://",
      "javascript:alert(1)",
    ]) {
      expect(await problems({ ...filled(), redirectUrl: bad }), bad).toEqual([
        { field: "redirectUrl", message: REDIRECT_URL_PROBLEM },
      ]);
    }
  });

  it("place the server's issues at their fields, in its words", () => {
    expect(qrCodeRules.problemOf({ path: "zip", message: "Too long" }, filled())).toEqual({
      field: "zip",
      message: "Too long",
    });
  });
});

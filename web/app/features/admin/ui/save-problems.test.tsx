import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SaveProblems } from "./save-problems";

const editor = {
  conflict: null,
  saving: false,
  reloading: false,
  saveMineAnyway: async () => {},
  loadTheirs: async () => {},
  failure: "Server error",
  errors: {
    entries: [{ field: "locationName", message: "Required", summary: "Required", id: "f-name" }],
  },
};

describe("SaveProblems", () => {
  it("says the last save's failure and lists the problems under the item's heading", () => {
    const html = renderToStaticMarkup(<SaveProblems editor={editor} item="record" />);
    expect(html).toContain(
      '<p class="admin-field__error" role="alert" tabindex="-1">Server error</p>',
    );
    expect(html).toContain(">Record validation error</h2>");
    expect(html).toContain('<a href="#f-name">Required</a>');
    expect(html).not.toContain("Someone else");
  });

  it("shows a conflict, and no failure line when there is none", () => {
    const html = renderToStaticMarkup(
      <SaveProblems editor={{ ...editor, conflict: "gone", failure: null }} item="QR code" />,
    );
    expect(html).toContain("Someone else deleted this QR code");
    expect(html).not.toContain("admin-field__error");
  });
});

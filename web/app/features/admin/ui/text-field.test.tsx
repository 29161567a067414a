import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("ties its help and its error to the input and marks it invalid", () => {
    const html = renderToStaticMarkup(
      <TextField
        id="f-title"
        label="Title"
        value=""
        onChange={() => {}}
        help="Shown on the card."
        error="Title is required"
      />,
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="f-title-help f-title-error"');
    expect(html).toContain(
      '<p id="f-title-error" class="admin-field__error">Title is required</p>',
    );
  });

  it("says nothing of errors while there is none, and alerts when asked", () => {
    const valid = renderToStaticMarkup(
      <TextField id="f-slug" label="Slug" value="ok" onChange={() => {}} />,
    );
    expect(valid).not.toContain("aria-invalid");
    expect(valid).not.toContain("aria-describedby");
    const taken = renderToStaticMarkup(
      <TextField
        id="f-slug"
        label="Slug"
        value="x"
        onChange={() => {}}
        error="Slug already in use"
        alert
      />,
    );
    expect(taken).toContain('role="alert">Slug already in use</p>');
  });
});

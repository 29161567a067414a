import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AudioField } from "./audio-field";

const render = (fileError?: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AudioField
        label="Intro audio"
        value={{ key: "k", path: "media/gone.mp3", transcript: "Hello." }}
        onChange={() => {}}
        fileAt={{ id: "f-introAudio", error: fileError }}
      />
    </QueryClientProvider>,
  );

describe("AudioField", () => {
  it("says the server's refusal of its file at the file chooser, tied to it", () => {
    const html = render("No uploaded file has this path");
    expect(html).toContain('id="f-introAudio" type="file"');
    expect(html).toMatch(
      /id="f-introAudio"[^>]*aria-invalid="true"[^>]*aria-describedby="f-introAudio-error"/,
    );
    expect(html).toContain(
      '<p id="f-introAudio-error" class="admin-field__error">No uploaded file has this path</p>',
    );
  });

  it("marks nothing when the file is fine", () => {
    expect(render()).not.toContain("aria-invalid");
  });
});

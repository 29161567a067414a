import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary";

describe("ErrorSummary", () => {
  it("is a polite live region, in the page even while empty", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary groups={[{ heading: "Tour validation error", entries: [] }]} />,
    );
    expect(html).toBe(
      '<div class="error-summary" role="group" aria-live="polite" tabindex="-1"></div>',
    );
  });

  it("names itself by its first shown heading and links each entry to its field", () => {
    const html = renderToStaticMarkup(
      <ErrorSummary
        groups={[
          { heading: "Tour validation error", entries: [] },
          {
            heading: "Stop validation error",
            entries: [
              {
                field: "stops.s1.siteName",
                message: "Site name is required",
                summary: "Stop 1: Site name is required",
                id: "f-stops-s1-siteName",
              },
            ],
          },
        ]}
      />,
    );
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(
      `<h2 id="${labelledBy}" class="error-summary__heading">Stop validation error</h2>`,
    );
    expect(html).not.toContain("Tour validation error");
    expect(html).toContain('<a href="#f-stops-s1-siteName">Stop 1: Site name is required</a>');
  });
});

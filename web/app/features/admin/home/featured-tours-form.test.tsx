import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { TourChoice } from "./featured-tours";
import { FeaturedToursForm } from "./featured-tours-form";

const textOf = (tours: TourChoice[], featuredTours: string[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FeaturedToursForm
          tours={tours}
          saved={{ featuredTours, version: 1 }}
          onDirtyChange={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("FeaturedToursForm", () => {
  it("on a site with no tours, points to Tours instead of offering none to add", () => {
    const html = textOf([], []);
    expect(html).toContain("No tours yet. Create one under");
    expect(html).toContain('href="/admin/tours"');
    expect(html).not.toContain("No tours are featured");
    expect(html).not.toContain("Every tour is featured");
  });

  it("offers the tours not featured yet, and says when every one is", () => {
    const tours = [{ id: "a", title: "Music Row" }];
    expect(textOf(tours, [])).toContain("No tours are featured. Add one below.");
    expect(textOf(tours, [])).toContain("Choose a tour…");
    expect(textOf(tours, ["a"])).toContain("Every tour is featured");
  });
});

import type { Tour, TourStart } from "@tours/shared";
import { savedTour } from "@tours/shared/testing";
import { describe, expect, it } from "vitest";
import type { PublicApi } from "../../lib/public-api";
import { loadToursPage, TOURS_PAGE_SIZE } from "./tours-page.server";

/** `count` tours titled "Tour 01"…, every third a driving tour, read whole only when asked. */
function fakeApi(count: number) {
  const tours: Tour[] = Array.from({ length: count }, (_, i) => {
    const n = String(count - i).padStart(2, "0"); // stored out of title order
    return savedTour({
      id: `t${n}`,
      slug: `tour-${n}`,
      title: `Tour ${n}`,
      categories: (count - i) % 3 === 0 ? ["Driving Tours"] : ["Downtown Nashville Tours"],
    });
  });
  const readWhole: string[][] = [];
  const api = {
    tourIndex: async () =>
      tours.map(({ id, slug, title, categories }) => ({ id, slug, title, categories })),
    toursByIds: async (ids: string[]) => {
      readWhole.push(ids);
      return ids.map((id) => tours.find((tour) => tour.id === id)!);
    },
    tourStarts: async (ids: string[]): Promise<TourStart[]> =>
      ids.map((tourId) => {
        const { slug, title, categories } = tours.find((tour) => tour.id === tourId)!;
        return { tourId, slug, title, categories, start: "Ryman", lat: 36.16, lng: -86.78 };
      }),
    imageSizing: async () => undefined,
  } as Pick<
    PublicApi,
    "tourIndex" | "toursByIds" | "tourStarts" | "imageSizing"
  > as unknown as PublicApi;
  return { api, readWhole };
}

const load = (api: PublicApi, query = "") =>
  loadToursPage(api, new URL(`http://site.test/tours${query}`));

describe("loadToursPage", () => {
  it("shows the first page of tours by title, and reads only those whole", async () => {
    const { api, readWhole } = fakeApi(30);
    const page = await load(api);
    expect(page).toMatchObject({ page: 1, total: 30, pageSize: TOURS_PAGE_SIZE });
    expect(page.items.map((tour) => tour.title)).toEqual(
      Array.from({ length: TOURS_PAGE_SIZE }, (_, i) => `Tour ${String(i + 1).padStart(2, "0")}`),
    );
    expect(readWhole).toEqual([page.items.map((tour) => tour.id)]);
    expect(page.items[0]!.start).toEqual({ lat: 36.16, lng: -86.78 });
  });

  it("shows the rest on the next page, and the last page for a page past it", async () => {
    const { api } = fakeApi(30);
    const second = await load(api, "?page=2");
    expect(second.page).toBe(2);
    expect(second.items.map((tour) => tour.title)).toEqual([
      "Tour 25",
      "Tour 26",
      "Tour 27",
      "Tour 28",
      "Tour 29",
      "Tour 30",
    ]);
    expect((await load(api, "?page=9")).items).toEqual(second.items);
    for (const query of ["?page=0", "?page=-1", "?page=abc"])
      expect((await load(api, query)).page).toBe(1);
  });

  it("pages a category's tours alone", async () => {
    const { api } = fakeApi(30);
    const driving = await load(api, `?cat=${encodeURIComponent("Driving Tours")}`);
    expect(driving.category).toBe("Driving Tours");
    expect(driving.total).toBe(10);
    expect(driving.items.map((tour) => tour.title)).toEqual(
      ["03", "06", "09", "12", "15", "18", "21", "24", "27", "30"].map((n) => `Tour ${n}`),
    );
  });

  it("reads nothing whole when there are no tours", async () => {
    const { api, readWhole } = fakeApi(0);
    expect(await load(api)).toMatchObject({ items: [], total: 0, page: 1 });
    expect(readWhole).toEqual([]);
  });
});

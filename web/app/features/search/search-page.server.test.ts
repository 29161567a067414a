import type { Page, StopSearchResult } from "@tours/shared";
import { describe, expect, it } from "vitest";
import type { PublicApi } from "../../lib/public-api";
import { loadSearchPage } from "./search-page.server";

/** A keyword with `total` stops, answered a page at a time like the server does. */
function fakeApi(total: number) {
  const asked: { keyword: string; page: number; pageSize: number }[] = [];
  const api = {
    async searchStopsPage(request: (typeof asked)[number]): Promise<Page<StopSearchResult>> {
      asked.push(request);
      const { page, pageSize } = request;
      const from = (page - 1) * pageSize;
      const items = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - from)) },
        (_, i) => ({
          id: `s${from + i}`,
          slug: `stop-${from + i}`,
          siteName: `Stop ${from + i}`,
          tourId: "t1",
          tourSlug: "river",
          tourTitle: "River Walk",
        }),
      );
      return { items, page, pageSize, total };
    },
    async keywordsContaining(text: string, limit: number): Promise<string[]> {
      return ["Andrew Jackson", "jackson", "Jackson Park"]
        .filter((k) => k.toLowerCase().includes(text.toLowerCase()))
        .slice(0, limit);
    },
  } as Pick<PublicApi, "searchStopsPage" | "keywordsContaining"> as PublicApi;
  return { api, asked };
}

const load = (api: PublicApi, query: string) =>
  loadSearchPage(api, new URL(`http://site.test/search${query}`));

describe("loadSearchPage", () => {
  it("offers the keywords holding a keyword that found nothing, but not the keyword itself", async () => {
    expect((await load(fakeApi(0).api, "?keyword=Jackson"))?.related).toEqual([
      "Andrew Jackson",
      "Jackson Park",
    ]);
    expect((await load(fakeApi(3).api, "?keyword=Jackson"))?.related).toEqual([]);
  });

  it("asks nothing without a keyword", async () => {
    const { api, asked } = fakeApi(30);
    for (const query of ["", "?keyword=", "?keyword=%20%20", "?page=2"])
      expect(await load(api, query)).toBeNull();
    expect(asked).toEqual([]);
  });

  it("answers the asked page of links, with the total and the trimmed keyword", async () => {
    const { api } = fakeApi(30);
    const page = await load(api, "?keyword=%20Market%20&page=2");
    expect(page).toMatchObject({ keyword: "Market", page: 2, pageSize: 24, total: 30 });
    expect(page?.items).toHaveLength(6);
    expect(page?.items[0]).toEqual({
      siteName: "Stop 24",
      tourTitle: "River Walk",
      href: "/tours/river/stop-24",
      virtualHref: "/tours/river/v/stop-24",
    });
  });

  it("reads a page that is not a whole number from 1 as the first", async () => {
    const { api, asked } = fakeApi(30);
    const pages = ["0", "-3", "abc", "1.5", "", "1e3", "0x10", "02", "%202", "%2B2"];
    for (const page of pages) await load(api, `?keyword=m&page=${page}`);
    expect(asked.map((request) => request.page)).toEqual(pages.map(() => 1));
  });

  it("shows the last page for a page past it, asking again only then", async () => {
    const { api, asked } = fakeApi(30);
    expect((await load(api, "?keyword=m&page=99999"))?.page).toBe(2);
    expect(asked.map((request) => request.page)).toEqual([99999, 2]);
    const none = fakeApi(0);
    expect(await load(none.api, "?keyword=m&page=3")).toMatchObject({ page: 1, total: 0 });
  });

  it("reads control characters in a keyword as spaces", async () => {
    const { api, asked } = fakeApi(0);
    await load(api, "?keyword=%09Fort%0D%0ANegley%C2%85");
    expect(asked[0]?.keyword).toBe("Fort Negley");
  });

  it("cuts an over-long keyword", async () => {
    const { api, asked } = fakeApi(0);
    await load(api, `?keyword=${"x".repeat(5000)}`);
    expect(asked[0]?.keyword).toHaveLength(200);
  });
});

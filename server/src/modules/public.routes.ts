/** The public API (SPEC §7): read-only, cached per content revision, ETag and compression. */
import {
  keywordSuggestionQuery,
  recordPageQuery,
  stopSearchPageQuery,
  stopSearchQuery,
  toStartCollection,
} from "@tours/shared";
import type { FastifyInstance } from "fastify";
import { notFound } from "../lib/errors.js";
import { createPace } from "../lib/pace.js";
import { sendCached, type Payload, type PublicCache } from "../lib/public-cache.js";
import { parseWith } from "../lib/validate.js";
import type { Services } from "../services.js";

const PAGE_PARAMS = ["page", "pageSize", "q", "placed"];
const SEARCH_PAGE_PARAMS = ["page", "pageSize"];
const SUGGESTION_PARAMS = ["q", "limit"];

type Query = { Querystring: Record<string, unknown> };
const asks = (query: Record<string, unknown>, names: string[]) =>
  names.some((name) => name in query);

/** What one address may send to the endpoints that feed the analytics; no real visitor gets near. */
const VISITOR_PACE = { max: 120, timeWindow: "1 minute" };

export async function publicRoutes(
  app: FastifyInstance,
  { services, cache }: { services: Services; cache: PublicCache },
) {
  const cached = (path: string, build: () => Promise<Payload> | Payload) =>
    app.get(path, async (request, reply) =>
      sendCached(request, reply, await cache.get(path, build)),
    );

  // Whole and sorted (SPEC §7) unless suggestions are asked for; see keywordSuggestionQuery.
  app.get<Query>("/keywords", async (request, reply) => {
    if (!asks(request.query, SUGGESTION_PARAMS))
      return sendCached(request, reply, await cache.get("/keywords", services.keywords.list));
    const query = parseWith(keywordSuggestionQuery, request.query);
    const key = `/keywords?q=${query.q.trim().toLowerCase()}&limit=${query.limit}`;
    return sendCached(
      request,
      reply,
      await cache.get(key, () => services.keywords.mostUsed(query)),
    );
  });
  cached("/tours", () => services.tours.list());
  cached("/featuredTours", () => services.settings.featuredTours());
  cached("/socialLinks", () => services.settings.socialLinks());
  cached("/content/about-us", () => services.content.aboutUs());

  // Whole (SPEC §7) unless paging is asked for; see recordPageQuery.
  app.get<Query>("/records", async (request, reply) => {
    if (!asks(request.query, PAGE_PARAMS)) {
      return sendCached(
        request,
        reply,
        await cache.get("/records", () => services.records.stream()),
      );
    }
    const query = parseWith(recordPageQuery, request.query);
    const key = `/records?page=${query.page}&pageSize=${query.pageSize}&placed=${query.placed}&q=${query.q}`;
    return sendCached(request, reply, await cache.get(key, () => services.records.page(query)));
  });

  // One file of every tour's start for the home and tours maps, fetched when a map is drawn.
  app.get("/map/points.geojson", async (request, reply) => {
    const body = await cache.get("/map/points.geojson", async () =>
      toStartCollection(await services.tours.starts()),
    );
    return sendCached(request, reply, body, { type: "application/geo+json" });
  });

  app.get<{ Params: { tourId: string } }>("/tours/:tourId/stops", async (request, reply) => {
    const { tourId } = request.params;
    const body = await cache.get(`/tours/${tourId}/stops`, async () => {
      const stops = await services.stops.listPublicByTour(tourId);
      if (!stops) throw notFound("Tour");
      return stops;
    });
    return sendCached(request, reply, body);
  });

  // Every search answers; one address's searches count in the analytics at the /events pace, and
  // only their first page does: a client reading further pages is not searching again.
  const searchCounts = createPace(VISITOR_PACE.max, 60_000);
  const countSearch = (ip: string, keyword: string) => {
    if (searchCounts(ip)) services.analytics.recordSearch(keyword);
  };
  app.get<Query>("/stops/searchKeyword", async (request, reply) => {
    if (!asks(request.query, SEARCH_PAGE_PARAMS)) {
      const { keyword } = parseWith(stopSearchQuery, request.query);
      countSearch(request.ip, keyword);
      const key = `/stops/searchKeyword?keyword=${keyword.toLowerCase()}`;
      const body = await cache.get(key, () => services.stops.searchByKeyword(keyword));
      return sendCached(request, reply, body);
    }
    const query = parseWith(stopSearchPageQuery, request.query);
    if (query.page === 1) countSearch(request.ip, query.keyword);
    const key = `/stops/searchKeyword?keyword=${query.keyword.toLowerCase()}&page=${query.page}&pageSize=${query.pageSize}`;
    return sendCached(request, reply, await cache.get(key, () => services.stops.hitPage(query)));
  });

  // Anyone may send events, so each address is held to a pace no real visitor reaches.
  app.post("/events", { config: { rateLimit: VISITOR_PACE } }, async (request, reply) => {
    services.analytics.record(request.body);
    return reply.code(204).send();
  });
}

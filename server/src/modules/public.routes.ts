/**
 * The public API (SPEC §7): read-only, cached per content revision, ETag and compression. Each
 * route carries its contract: the query and params are parsed by its shared schemas, and its
 * answer is built through its response schema once a revision (see public-cache).
 */
import {
  aboutUs,
  analyticsEventInput,
  featuredTours,
  keywordList,
  keywordListQuery,
  publicStop,
  recordList,
  recordListQuery,
  recordPage,
  socialLinks,
  stopSearchHitPage,
  stopSearchHits,
  stopSearchListQuery,
  toStartCollection,
  tour,
  tourPathParams,
  tourStartCollection,
} from "@tours/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../lib/errors.js";
import { createPace } from "../lib/pace.js";
import { sendCached, type Payload, type PublicCache } from "../lib/public-cache.js";
import { contract, useZodContracts } from "../lib/route-contract.js";
import type { Services } from "../services.js";

type Query<S extends z.ZodType> = { Querystring: z.output<S> };
type TourParams = { Params: z.output<typeof tourPathParams> };

interface Options {
  services: Services;
  cache: PublicCache;
  /**
   * What one address may send a minute to the endpoints that feed the analytics; no one visitor
   * gets near the default (VISITOR_EVENTS_PER_MINUTE).
   */
  eventsPerMinute: number;
}

export async function publicRoutes(
  app: FastifyInstance,
  { services, cache, eventsPerMinute }: Options,
) {
  useZodContracts(app);
  const visitorPace = { max: eventsPerMinute, timeWindow: "1 minute" };

  const cached = (path: string, schema: z.ZodType, build: () => Promise<Payload> | Payload) =>
    app.get(path, contract({ response: { 200: schema } }), async (request, reply) =>
      sendCached(request, reply, await cache.get(path, build, schema)),
    );

  // Whole and sorted (SPEC §7) unless suggestions are asked for; see keywordSuggestionQuery.
  app.get<Query<typeof keywordListQuery>>(
    "/keywords",
    contract({ query: keywordListQuery, response: { 200: keywordList } }),
    async (request, reply) => {
      const { query } = request;
      if ("whole" in query) {
        const body = await cache.get("/keywords", services.keywords.list, keywordList);
        return sendCached(request, reply, body);
      }
      const { q, limit } = query.part;
      const key = `/keywords?q=${q.trim().toLowerCase()}&limit=${limit}`;
      const body = await cache.get(key, () => services.keywords.mostUsed(query.part), keywordList);
      return sendCached(request, reply, body);
    },
  );
  cached("/tours", z.array(tour), () => services.tours.list());
  cached("/featuredTours", featuredTours.shape.featuredTours, () =>
    services.settings.featuredTours(),
  );
  cached("/socialLinks", socialLinks, () => services.settings.socialLinks());
  cached("/content/about-us", aboutUs, () => services.content.aboutUs());

  // Whole (SPEC §7) unless paging is asked for; see recordPageQuery.
  app.get<Query<typeof recordListQuery>>(
    "/records",
    contract({ query: recordListQuery, response: { 200: recordList.or(recordPage) } }),
    async (request, reply) => {
      const { query } = request;
      if ("whole" in query) {
        const body = await cache.get("/records", () => services.records.stream(), recordList);
        return sendCached(request, reply, body);
      }
      const { page, pageSize, placed, q } = query.part;
      const key = `/records?page=${page}&pageSize=${pageSize}&placed=${placed}&q=${q}`;
      const body = await cache.get(key, () => services.records.page(query.part), recordPage);
      return sendCached(request, reply, body);
    },
  );

  // One file of every tour's start for the home and tours maps, fetched when a map is drawn.
  app.get(
    "/map/points.geojson",
    contract({ response: { 200: tourStartCollection } }),
    async (request, reply) => {
      const body = await cache.get(
        "/map/points.geojson",
        async () => toStartCollection(await services.tours.starts()),
        tourStartCollection,
      );
      return sendCached(request, reply, body, { type: "application/geo+json" });
    },
  );

  const tourStops = z.array(publicStop);
  app.get<TourParams>(
    "/tours/:tourId/stops",
    contract({ params: tourPathParams, response: { 200: tourStops } }),
    async (request, reply) => {
      const { tourId } = request.params;
      const build = async () => {
        const stops = await services.stops.listPublicByTour(tourId);
        if (!stops) throw notFound("Tour");
        return stops;
      };
      return sendCached(
        request,
        reply,
        await cache.get(`/tours/${tourId}/stops`, build, tourStops),
      );
    },
  );

  // Every search answers; one address's searches count in the analytics at the /events pace, and
  // only their first page does: a client reading further pages is not searching again.
  const searchCounts = createPace(eventsPerMinute, 60_000);
  const countSearch = (ip: string, keyword: string) => {
    if (searchCounts(ip)) services.analytics.recordSearch(keyword);
  };
  app.get<Query<typeof stopSearchListQuery>>(
    "/stops/searchKeyword",
    contract({
      query: stopSearchListQuery,
      response: { 200: stopSearchHits.or(stopSearchHitPage) },
    }),
    async (request, reply) => {
      const { query } = request;
      if ("whole" in query) {
        const { keyword } = query.whole;
        countSearch(request.ip, keyword);
        const key = `/stops/searchKeyword?keyword=${keyword.toLowerCase()}`;
        const build = () => services.stops.searchByKeyword(keyword);
        return sendCached(request, reply, await cache.get(key, build, stopSearchHits));
      }
      const { keyword, page, pageSize } = query.part;
      if (page === 1) countSearch(request.ip, keyword);
      const key = `/stops/searchKeyword?keyword=${keyword.toLowerCase()}&page=${page}&pageSize=${pageSize}`;
      const build = () => services.stops.hitPage(query.part);
      return sendCached(request, reply, await cache.get(key, build, stopSearchHitPage));
    },
  );

  // Anyone may send events, so each address is held to a pace no real visitor reaches.
  app.post(
    "/events",
    { ...contract({ body: analyticsEventInput }), config: { rateLimit: visitorPace } },
    async (request, reply) => {
      services.analytics.record(request.body);
      return reply.code(204).send();
    },
  );
}

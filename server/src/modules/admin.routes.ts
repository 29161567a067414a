/** The admin API (SPEC §7) under /dashboard/api: every call needs a staff session. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  aboutUs,
  aboutUsInput,
  adminTourStop,
  entityId,
  featuredTours,
  featuredToursInput,
  qrCode,
  qrCodeInput,
  qrCodeWithScans,
  record,
  recordInput,
  recordList,
  socialLinks,
  staffMember,
  staffMemberInput,
  stop,
  stopInput,
  tour,
  tourInput,
  tourWithStops,
  tourWithStopsInput,
} from "@tours/shared";
import { z } from "zod";
import { notFound } from "../lib/errors.js";
import { sendCached, type PublicCache } from "../lib/public-cache.js";
import { contract, useZodContracts } from "../lib/route-contract.js";
import type { Services } from "../services.js";
import { requireStaff } from "./auth/auth.guard.js";
import { authRoutes } from "./auth/auth.routes.js";
import { mediaAdminRoutes } from "./media/media.routes.js";

type IdParams = { Params: { id: string } };

const eventsQuery = z.object({ label: z.string().trim().min(1, "Required").max(200) });
const byId = z.object({ id: entityId });
const list = <S extends z.ZodType>(item: S) => z.array(item);

export async function adminRoutes(
  app: FastifyInstance,
  { services, cache }: { services: Services; cache: PublicCache },
) {
  await app.register(authRoutes, { auth: services.auth });

  await app.register(async (staffOnly) => {
    // Before the body is read or checked: an anonymous call learns nothing about the contract.
    staffOnly.addHook("onRequest", requireStaff(services.auth));
    useZodContracts(staffOnly);
    // The archive can hold tens of thousands of records: the admin list is the public one, served
    // from the same per-revision cache (built once per change, sent compressed), but never
    // stored by a shared cache.
    crud(
      staffOnly,
      "/records",
      services.records,
      { input: recordInput, item: record },
      {
        list: async (request, reply) =>
          sendCached(
            request,
            reply,
            await cache.get("/records", () => services.records.stream(), recordList),
            { shared: false },
          ),
      },
    );
    crud(staffOnly, "/tours", services.tours, { input: tourInput, item: tour });
    crud(
      staffOnly,
      "/stops",
      { ...services.stops, list: services.stops.listAll },
      { input: stopInput, item: stop },
    );
    crud(staffOnly, "/v2/codes", services.qrCodes, {
      input: qrCodeInput,
      item: qrCode,
      listItem: qrCodeWithScans,
    });

    // One tour and its stops for the tour editor: GET /tours and GET /stops send the whole site.
    staffOnly.get<IdParams>(
      "/tours/:id",
      contract({ params: byId, response: { 200: tour } }),
      (req) => services.tours.get(req.params.id),
    );
    staffOnly.get<IdParams>(
      "/tours/:id/stops",
      contract({ params: byId, response: { 200: list(adminTourStop) } }),
      async (req) => {
        const stops = await services.stops.listAdminByTour(req.params.id);
        if (!stops) throw notFound("Tour");
        return stops;
      },
    );
    staffOnly.put<IdParams>(
      "/tours/:id/with-stops",
      {
        ...contract({ params: byId, body: tourWithStopsInput, response: { 200: tourWithStops } }),
        config: { uniqueIssuePrefix: { tours: "tour.", stops: "stops." } },
      },
      (req) => services.tourWithStops.save(req.params.id, req.body),
    );

    // The SPEC's answer is the list of ids; its version travels in the ETag header.
    staffOnly.get(
      "/featuredTours",
      contract({ response: { 200: featuredTours.shape.featuredTours } }),
      async (_req, reply) => {
        const { featuredTours: ids, version } = await services.settings.featuredWithVersion();
        return reply.header("ETag", `"${version}"`).send(ids);
      },
    );
    staffOnly.post(
      "/featuredTours",
      contract({ body: featuredToursInput, response: { 200: featuredTours } }),
      (req) => services.settings.setFeaturedTours(req.body),
    );
    staffOnly.get("/socialLinks", contract({ response: { 200: socialLinks } }), () =>
      services.settings.socialLinks(),
    );
    staffOnly.post(
      "/socialLinks",
      contract({ body: socialLinks, response: { 200: socialLinks } }),
      (req) => services.settings.setSocialLinks(req.body),
    );

    staffOnly.get("/content/about-us", contract({ response: { 200: aboutUs } }), () =>
      services.content.aboutUs(),
    );
    staffOnly.post(
      "/content/about-us",
      contract({ body: aboutUsInput, response: { 200: aboutUs } }),
      (req) => services.content.setAboutUs(req.body),
    );
    staffOnly.post(
      "/content/staff",
      contract({ body: staffMemberInput, response: { 201: staffMember } }),
      async (req, reply) => reply.code(201).send(await services.content.createStaff(req.body)),
    );
    staffOnly.post<IdParams>(
      "/content/staff/:id",
      // The body may name the member it is for: the service checks it is this one.
      contract({
        params: byId,
        body: staffMemberInput.extend({ id: entityId.optional() }),
        response: { 200: staffMember },
      }),
      (req) => services.content.updateStaff(req.params.id, req.body),
    );
    staffOnly.delete<IdParams>(
      "/content/staff/:id",
      contract({ params: byId }),
      async (req, reply) => {
        await services.content.removeStaff(req.params.id);
        return reply.code(204).send();
      },
    );

    // The stored analytics events with one label: what the pages really sent, once each.
    staffOnly.get<{ Querystring: z.output<typeof eventsQuery> }>(
      "/analytics/events",
      contract({ query: eventsQuery }),
      async (req) => {
        await services.analytics.flush();
        return services.analytics.listByLabel(req.query.label);
      },
    );

    await staffOnly.register(mediaAdminRoutes, { media: services.media });
  });
}

interface Crud {
  list(): Promise<unknown>;
  create(body: unknown): Promise<unknown>;
  update(id: string, body: unknown): Promise<unknown>;
  remove(id: string): Promise<void>;
}

/** The SPEC's four calls on a collection, each with its contract. */
function crud(
  app: FastifyInstance,
  path: string,
  service: Crud,
  schemas: { input: z.ZodType; item: z.ZodType; listItem?: z.ZodType },
  custom: { list?: (request: FastifyRequest, reply: FastifyReply) => unknown } = {},
) {
  if (custom.list) app.get(path, custom.list);
  else {
    app.get(path, contract({ response: { 200: list(schemas.listItem ?? schemas.item) } }), () =>
      service.list(),
    );
  }
  app.post(
    path,
    contract({ body: schemas.input, response: { 201: schemas.item } }),
    async (req, reply) => reply.code(201).send(await service.create(req.body)),
  );
  app.put<IdParams>(
    `${path}/:id`,
    contract({ params: byId, body: schemas.input, response: { 200: schemas.item } }),
    (req) => service.update(req.params.id, req.body),
  );
  app.delete<IdParams>(`${path}/:id`, contract({ params: byId }), async (req, reply) => {
    await service.remove(req.params.id);
    return reply.code(204).send();
  });
}

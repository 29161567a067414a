/** The admin API (SPEC §7) under /dashboard/api: every call needs a staff session. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound } from "../lib/errors.js";
import { sendCached, type PublicCache } from "../lib/public-cache.js";
import { parseWith } from "../lib/validate.js";
import type { Services } from "../services.js";
import { requireStaff } from "./auth/auth.guard.js";
import { authRoutes } from "./auth/auth.routes.js";
import { mediaAdminRoutes } from "./media/media.routes.js";

type IdParams = { Params: { id: string } };

const eventsQuery = z.object({ label: z.string().trim().min(1, "Required").max(200) });

export async function adminRoutes(
  app: FastifyInstance,
  { services, cache }: { services: Services; cache: PublicCache },
) {
  await app.register(authRoutes, { auth: services.auth });

  await app.register(async (staffOnly) => {
    staffOnly.addHook("preHandler", requireStaff(services.auth));
    // The archive can hold tens of thousands of records: the admin list is the public one, served
    // from the same per-revision cache (built once per change, sent compressed), but never
    // stored by a shared cache.
    crud(staffOnly, "/records", services.records, async (request, reply) =>
      sendCached(request, reply, await cache.get("/records", () => services.records.stream()), {
        shared: false,
      }),
    );
    crud(staffOnly, "/tours", services.tours);
    crud(staffOnly, "/stops", { ...services.stops, list: services.stops.listAll });
    crud(staffOnly, "/v2/codes", services.qrCodes);

    // One tour and its stops for the tour editor: GET /tours and GET /stops send the whole site.
    staffOnly.get<IdParams>("/tours/:id", (req) => services.tours.get(req.params.id));
    staffOnly.get<IdParams>("/tours/:id/stops", async (req) => {
      const stops = await services.stops.listAdminByTour(req.params.id);
      if (!stops) throw notFound("Tour");
      return stops;
    });
    staffOnly.put<IdParams>(
      "/tours/:id/with-stops",
      { config: { uniqueIssuePrefix: { tours: "tour.", stops: "stops." } } },
      (req) => services.tourWithStops.save(req.params.id, req.body),
    );

    // The SPEC's answer is the list of ids; its version travels in the ETag header.
    staffOnly.get("/featuredTours", async (_req, reply) => {
      const { featuredTours, version } = await services.settings.featuredWithVersion();
      return reply.header("ETag", `"${version}"`).send(featuredTours);
    });
    staffOnly.post("/featuredTours", (req) => services.settings.setFeaturedTours(req.body));
    staffOnly.get("/socialLinks", () => services.settings.socialLinks());
    staffOnly.post("/socialLinks", (req) => services.settings.setSocialLinks(req.body));

    staffOnly.get("/content/about-us", () => services.content.aboutUs());
    staffOnly.post("/content/about-us", (req) => services.content.setAboutUs(req.body));
    staffOnly.post("/content/staff", async (req, reply) =>
      reply.code(201).send(await services.content.createStaff(req.body)),
    );
    staffOnly.post<IdParams>("/content/staff/:id", (req) =>
      services.content.updateStaff(req.params.id, req.body),
    );
    staffOnly.delete<IdParams>("/content/staff/:id", async (req, reply) => {
      await services.content.removeStaff(req.params.id);
      return reply.code(204).send();
    });

    // The stored analytics events with one label: what the pages really sent, once each.
    staffOnly.get("/analytics/events", async (req) => {
      await services.analytics.flush();
      return services.analytics.listByLabel(parseWith(eventsQuery, req.query).label);
    });

    await staffOnly.register(mediaAdminRoutes, { media: services.media });
  });
}

interface Crud {
  list(): Promise<unknown>;
  create(body: unknown): Promise<unknown>;
  update(id: string, body: unknown): Promise<unknown>;
  remove(id: string): Promise<void>;
}

function crud(
  app: FastifyInstance,
  path: string,
  service: Crud,
  list: (request: FastifyRequest, reply: FastifyReply) => unknown = () => service.list(),
) {
  app.get(path, list);
  app.post(path, async (req, reply) => reply.code(201).send(await service.create(req.body)));
  app.put<IdParams>(`${path}/:id`, (req) => service.update(req.params.id, req.body));
  app.delete<IdParams>(`${path}/:id`, async (req, reply) => {
    await service.remove(req.params.id);
    return reply.code(204).send();
  });
}

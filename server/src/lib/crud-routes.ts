/** The SPEC's four admin calls on a collection, and the bits of contract the admin routes share. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { entityId, slug } from "@tours/shared";
import { z } from "zod";
import { taken } from "./errors.js";
import { contract } from "./route-contract.js";

export type IdParams = { Params: { id: string } };

export const byId = z.object({ id: entityId });
export const list = <S extends z.ZodType>(item: S) => z.array(item);

interface Crud {
  list(): Promise<unknown>;
  create(body: unknown): Promise<unknown>;
  update(id: string, body: unknown): Promise<unknown>;
  remove(id: string): Promise<void>;
}

/** GET and POST on `path`, PUT and DELETE on `path/:id`, each with its contract. */
export function crud(
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

/**
 * GET `path/slugs/:slug?for={id}`: 204 when the item `for` may take the slug, else the 409 `taken`
 * (issue at `slug`, `message`) its save would get. The admin asks before a save uploads its files,
 * so a save that would be refused for its slug uploads nothing.
 */
export function slugCheck(
  app: FastifyInstance,
  path: string,
  idBySlug: (slug: string) => Promise<string | undefined>,
  message: string,
) {
  app.get<{ Params: { slug: string }; Querystring: { for?: string } }>(
    `${path}/slugs/:slug`,
    contract({ params: z.object({ slug }), query: z.object({ for: entityId.optional() }) }),
    async (req, reply) => {
      const owner = await idBySlug(req.params.slug);
      if (owner !== undefined && owner !== req.query.for) {
        throw taken(message, [{ path: "slug", message }]);
      }
      return reply.code(204).send();
    },
  );
}

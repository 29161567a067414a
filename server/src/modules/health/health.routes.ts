import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { isShedding } from "../../lib/overload.js";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ok", database: "up", shedding: isShedding(app) };
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "down" });
    }
  });
}

/** /healthz: is the process alive (liveness). /readyz: can it serve, database and media store (readiness). */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { isShedding } from "../../lib/overload.js";
import type { MediaStore } from "../media/store/media-store.js";
import { type CheckName, checkReadiness } from "./readiness.js";

export async function healthRoutes(
  app: FastifyInstance,
  { db, store }: { db: Db; store: MediaStore },
) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: "ok", database: "up", shedding: isShedding(app) };
    } catch (error) {
      app.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "down" });
    }
  });

  app.get("/readyz", async (request, reply) => {
    const { ready, checks, errors } = await checkReadiness(db, store);
    reply.header("Cache-Control", "no-store");
    if (ready) return { status: "ready", checks };
    for (const [check, error] of Object.entries(errors)) {
      request.log.warn({ err: error, check }, "readiness check failed");
    }
    const down = (Object.keys(checks) as CheckName[])
      .filter((name) => checks[name].status === "down")
      .map(
        (name) =>
          `${LABELS[name]} ${checks[name].reason === "timeout" ? "did not answer in time" : "failed"}`,
      );
    const message = `Not ready: ${down.join("; ")}.`;
    return reply
      .code(503)
      .send({ error: { code: "unavailable", message }, status: "unready", checks });
  });
}

const LABELS: Record<CheckName, string> = {
  database: "the database",
  mediaStore: "the media store",
};

/** The admin API (SPEC §7) under /dashboard/api: every call needs a staff session. */
import type { FastifyInstance } from "fastify";
import type { PublicCache } from "../lib/public-cache.js";
import { useZodContracts } from "../lib/route-contract.js";
import type { Services } from "../services.js";
import { requireStaff } from "./auth/auth.guard.js";
import { authRoutes } from "./auth/auth.routes.js";
import { SERVER_MODULES } from "./modules.js";

export async function adminRoutes(
  app: FastifyInstance,
  { services, cache }: { services: Services; cache: PublicCache },
) {
  await app.register(authRoutes, { auth: services.auth });

  await app.register(async (staffOnly) => {
    // Before the body is read or checked: an anonymous call learns nothing about the contract.
    staffOnly.addHook("onRequest", requireStaff(services.auth));
    useZodContracts(staffOnly);
    for (const module of SERVER_MODULES) await module.adminRoutes?.(staffOnly, { services, cache });
  });
}

import type { FastifyInstance } from "fastify";
import { loginInput, loginResult } from "@tours/shared";
import type { z } from "zod";
import { contract, useZodContracts } from "../../lib/route-contract.js";
import { requireStaff, tokenOf } from "./auth.guard.js";
import type { AuthService } from "./auth.service.js";

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  useZodContracts(app);
  app.post<{ Body: z.output<typeof loginInput> }>(
    "/auth/login",
    contract({ body: loginInput, response: { 200: loginResult } }),
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post("/auth/logout", { preHandler: requireStaff(auth) }, async (request, reply) => {
    await auth.logout(tokenOf(request) ?? "");
    return reply.code(204).send();
  });

  app.get("/auth/me", { preHandler: requireStaff(auth) }, async (request) => ({
    user: request.staff,
  }));
}

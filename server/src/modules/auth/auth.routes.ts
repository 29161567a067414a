import type { FastifyInstance } from "fastify";
import { loginInput } from "@tours/shared";
import { parseWith } from "../../lib/validate.js";
import { requireStaff, tokenOf } from "./auth.guard.js";
import type { AuthService } from "./auth.service.js";

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  app.post("/auth/login", async (request) => {
    const { email, password } = parseWith(loginInput, request.body);
    return auth.login(email, password, request.ip);
  });

  app.post("/auth/logout", { preHandler: requireStaff(auth) }, async (request, reply) => {
    await auth.logout(tokenOf(request) ?? "");
    return reply.code(204).send();
  });

  app.get("/auth/me", { preHandler: requireStaff(auth) }, async (request) => ({
    user: request.staff,
  }));
}

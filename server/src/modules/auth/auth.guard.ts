/** Every admin call must carry a staff session token (x-local-token or Authorization: Bearer). */
import type { FastifyRequest } from "fastify";
import { MESSAGES, type StaffUser } from "@tours/shared";
import { ApiError } from "../../lib/errors.js";
import type { AuthService } from "./auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffUser;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const local = request.headers["x-local-token"];
  if (typeof local === "string" && local !== "") return local;
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "");
  return bearer?.[1];
}

export function requireStaff(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const staff = await auth.authenticate(tokenOf(request));
    if (!staff) throw new ApiError("unauthenticated", MESSAGES.noLoggedInUser);
    request.staff = staff;
  };
}

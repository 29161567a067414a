/**
 * Who may read /metrics. With METRICS_TOKEN set, whoever sends it (`Authorization: Bearer
 * <token>`), from anywhere, and nobody else: behind a reverse proxy on the same host every
 * request arrives from loopback, so loopback alone proves nothing there. Without METRICS_TOKEN, a
 * process on this machine: the TCP peer is a loopback address (never X-Forwarded-For, which a
 * client writes itself) and the request names no forwarding (a proxy that adds X-Forwarded-For or
 * Forwarded passes visitors' requests on). README, Operator signals.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4.startsWith("127.") || address === "::1";
}

/** Equal-length digests compared in constant time, so the comparison tells nothing of the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const isLocal = (request: FastifyRequest) =>
  isLoopback(request.raw.socket.remoteAddress) &&
  request.headers["x-forwarded-for"] === undefined &&
  request.headers.forwarded === undefined;

/**
 * Whether the request may read the metrics. "hidden": no credentials, answered as if there were
 * no /metrics (404); "forbidden": a wrong token, or a token when none is set (403).
 */
export function metricsAccess(
  request: FastifyRequest,
  token: string | undefined,
): "allowed" | "hidden" | "forbidden" {
  const authorization = request.headers.authorization;
  if (authorization === undefined)
    return token === undefined && isLocal(request) ? "allowed" : "hidden";
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
  return token !== undefined && sameSecret(given, token) ? "allowed" : "forbidden";
}

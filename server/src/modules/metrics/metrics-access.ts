/**
 * Who may read /metrics: a scraper with METRICS_TOKEN (`Authorization: Bearer <token>`), or a
 * process on this machine. "This machine" is the TCP peer's address, never X-Forwarded-For: behind
 * a reverse proxy on the same host every request comes from loopback, so there METRICS_TOKEN must
 * be set or the proxy must not pass /metrics on (README, Operator signals).
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

/**
 * Whether the request may read the metrics. "hidden": from elsewhere with no token, answered as if
 * there were no /metrics (404); "forbidden": a wrong token, or a token when none is set (403).
 */
export function metricsAccess(
  request: FastifyRequest,
  token: string | undefined,
): "allowed" | "hidden" | "forbidden" {
  if (isLoopback(request.raw.socket.remoteAddress)) return "allowed";
  const authorization = request.headers.authorization;
  if (authorization === undefined) return "hidden";
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
  return token !== undefined && sameSecret(given, token) ? "allowed" : "forbidden";
}

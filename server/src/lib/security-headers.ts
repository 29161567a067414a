/**
 * Headers every answer carries beyond helmet's: a Permissions-Policy that lets only this site ask
 * for the visitor's position (the tours' GPS features) and denies the powerful features it never
 * uses, and `Cache-Control: no-store` on everything staff see (pages under /admin, the staff API,
 * the sign-in answer), so no browser or proxy keeps a copy.
 */
import type { FastifyInstance } from "fastify";

export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "hid=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

const STAFF_PREFIXES = ["/admin", "/dashboard/api"];

export function isStaffPath(url: string): boolean {
  const pathname = url.split("?", 1)[0] ?? url;
  return STAFF_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (isStaffPath(request.url)) reply.header("Cache-Control", "no-store");
    return payload;
  });
}

/**
 * GET /q/{id}: the short, stable address printed on a QR code sign. It sends the visitor on to
 * the code's current redirect URL (302, never cached, so staff can repoint a sign) and counts the
 * scan. An unknown code, or one that leads nowhere safe, is a 404: a small page for browsers,
 * the usual JSON error otherwise.
 */
import { qrCodePathParams, SCANNED_AT_HEADER } from "@tours/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ApiError } from "../../lib/errors.js";
import { contract, useZodContracts } from "../../lib/route-contract.js";
import type { QrCodesService } from "./qr-codes.service.js";

export const NO_QR_CODE = "No QR code found";
const LEADS_NOWHERE = "This QR code does not lead to a web page";

export async function qrRedirectRoutes(
  app: FastifyInstance,
  { qrCodes }: { qrCodes: QrCodesService },
) {
  useZodContracts(app);
  app.get<{ Params: z.output<typeof qrCodePathParams> }>(
    "/q/:id",
    contract({ params: qrCodePathParams }),
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // HEAD (link checkers, previews) answers the same without counting a scan.
      const visitor = request.method === "GET" ? request.ip : undefined;
      const outcome = await qrCodes.scan(request.params.id, visitor, scannedAt(request));
      if (outcome.kind === "redirect") return reply.redirect(outcome.location, 302);
      if (outcome.kind === "unsafe") {
        request.log.warn(
          { qrCode: request.params.id, redirectUrl: outcome.redirectUrl },
          "QR code redirect URL is not an http(s) address or a site path",
        );
      }
      return notFound(request, reply, outcome.kind === "unknown" ? NO_QR_CODE : LEADS_NOWHERE);
    },
  );
}

/** When the scan was made, if the phone kept it offline (web/sw/sign-scans.ts); else now. */
function scannedAt(request: FastifyRequest): string | undefined {
  const value = request.headers[SCANNED_AT_HEADER];
  return typeof value === "string" ? value : undefined;
}

function notFound(request: FastifyRequest, reply: FastifyReply, message: string) {
  if (!(request.headers.accept ?? "").includes("text/html")) {
    throw new ApiError("not_found", message);
  }
  return reply
    .code(404)
    .type("text/html; charset=utf-8")
    .send(notFoundPage(message, reply.cspNonce.style));
}

/**
 * The site's colours and type, in a stylesheet the page's policy allows by its nonce (the policy
 * refuses style="…" attributes); links are buttons a thumb can hit.
 */
const NOT_FOUND_STYLE = `
body { margin: 0; background: #fbf8f2; color: #1f2328;
  font: 1.125rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header { padding: 0.75rem 1rem; background: #26303b; color: #fff; font-weight: 700; }
main { max-width: 36rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { margin: 0 0 0.75rem; font: 700 1.75rem/1.25 Georgia, "Times New Roman", serif; }
nav { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
nav a { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem;
  padding: 0 1.25rem; border: 2px solid #7a2e1f; border-radius: 0.5rem; font-weight: 600;
  text-decoration: none; color: #7a2e1f; background: #fff; }
nav a:first-child { color: #fff; background: #7a2e1f; }
a:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
`;

/** What a phone shows after scanning a sign that leads nowhere: plain, with a way on. */
function notFoundPage(message: string, styleNonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#26303b">
<title>${message}</title>
<style nonce="${styleNonce}">${NOT_FOUND_STYLE}</style>
</head>
<body>
<header>Nashville Sites</header>
<main>
<h1>${message}</h1>
<p>This sign's code is not linked to a page right now. Every tour is still here to explore.</p>
<nav aria-label="Ways on"><a href="/tours">See all tours</a><a href="/">Home page</a></nav>
</main>
</body>
</html>
`;
}

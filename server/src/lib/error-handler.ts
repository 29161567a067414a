import http from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody, ErrorIssue, ServerErrorCode } from "@tours/shared";
import { ApiError } from "./errors.js";
import { trackApiMethods } from "./allowed-methods.js";
import { isApiPath, sendBadAddressPage } from "./request-guard.js";
import { foreignKeyError } from "./foreign-key-violation.js";
import { takenError, type UniqueIssuePrefix } from "./unique-violation.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Where this route's body nests an entity, by table, for the issue of a unique violation. */
    uniqueIssuePrefix?: UniqueIssuePrefix;
  }
}

const FASTIFY_CODES: Record<string, [number, ServerErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "payload_too_large", "The request is too large."],
  FST_REQ_FILE_TOO_LARGE: [
    413,
    "payload_too_large",
    "The file is larger than the largest upload allowed.",
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, "unsupported_media_type", "Send JSON (application/json)."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "validation_failed", "The request body is empty."],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "validation_failed", "The request body is not valid JSON."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    400,
    "validation_failed",
    "Send the file as multipart/form-data.",
  ],
  FST_FILES_LIMIT: [400, "validation_failed", "Send one file per request."],
};

const errorBody = (code: ServerErrorCode, message: string, issues?: ErrorIssue[]): ErrorBody => ({
  error: { code, message, ...(issues ? { issues } : {}) },
});

/**
 * Errors Fastify meets before any route runs (a malformed %-escape, an unusable Content-Type):
 * the same body as every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Met before the address is known to be a public one: kept by nobody, staff answers included.
  void reply.header("cache-control", "no-store");
  const message =
    error.code === "FST_ERR_BAD_URL"
      ? "The address has a malformed %-escape"
      : "The request could not be understood.";
  if (!isApiPath(request.url) && error.code === "FST_ERR_BAD_URL") {
    sendBadAddressPage(reply);
    return;
  }
  void reply.code(400).send(errorBody("validation_failed", message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit,
 * garbage on the wire, a client too slow to send its headers), answered with the same body; an
 * answer to HEAD without it, as HTTP wants.
 */
export function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, body] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, errorBody("payload_too_large", "The request headers are too large.")]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, errorBody("validation_failed", "The request took too long to arrive.")]
        : [400, errorBody("validation_failed", "The request could not be understood.")];
  // The bytes of the request Node refused, from its first line on.
  const raw = (error as { rawPacket?: unknown }).rawPacket;
  const head = Buffer.isBuffer(raw) && raw.subarray(0, 5).toString("latin1") === "HEAD ";
  writeRawAnswer(socket, status, body, head);
  socket.destroy(error);
}

/** CONNECT (a proxy's tunnel) never reaches Fastify: Node hands its socket here. */
function refuseTunnel(_request: http.IncomingMessage, socket: Duplex): void {
  writeRawAnswer(
    socket,
    400,
    errorBody("validation_failed", "The request could not be understood."),
  );
  socket.end();
}

/** An error answer written straight to the connection, which then closes. */
function writeRawAnswer(socket: Duplex, status: number, body: ErrorBody, head = false): void {
  if (!socket.writable) return;
  const text = JSON.stringify(body);
  socket.write(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
      `Connection: close\r\n\r\n${head ? "" : text}`,
  );
}

/**
 * One place turns every error into `{ error: { code, message, issues? } }`, unique and
 * foreign-key violations included; details only to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.server.on("connect", refuseTunnel);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorBody;
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send(error.toBody());
    }
    // Unique-constraint violations of either engine, from any service: 409 `taken`.
    const taken = takenError(error, request.routeOptions.config.uniqueIssuePrefix);
    if (taken) return reply.code(taken.status).send(taken.toBody());
    // Foreign-key violations of either engine (a save racing a delete): 409 `conflict`.
    const dangling = foreignKeyError(error, request.method);
    if (dangling) return reply.code(dangling.status).send(dangling.toBody());
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(known[0]).send(body(known[1], known[2]));
    if (error.statusCode === 429)
      return reply.code(429).send(body("rate_limited", "Too many requests. Please slow down."));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(body("validation_failed", "The request could not be understood."));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .code(500)
      .send(body("internal", "Something went wrong on our side. Please try again."));
  });

  const allowedMethods = trackApiMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const allowed = isApiPath(path) ? allowedMethods(path) : [];
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header("allow", allowed.join(", "))
        .send(
          errorBody(
            "method_not_allowed",
            `${request.method} is not allowed here; use ${allowed.join(", ")}.`,
          ),
        );
    }
    return reply
      .code(404)
      .send(errorBody("not_found", `No such address: ${request.method} ${path}`));
  });
}

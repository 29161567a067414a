import type { FastifyError, FastifyInstance } from "fastify";
import type { ErrorBody, ErrorCode } from "@tours/shared";
import { AppError } from "./errors.js";

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
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

/** One place turns every error into `{ error: { code, message, issues? } }`; details only to the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (
      code: ErrorCode,
      message: string,
      issues?: ErrorBody["error"]["issues"],
    ): ErrorBody => ({
      error: { code, message, ...(issues ? { issues } : {}) },
    });
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send(body(error.code, error.message, error.issues));
    }
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

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        code: "not_found",
        message: `No such address: ${request.method} ${request.url.split("?")[0]}`,
      },
    }),
  );
}

import type {} from "@fastify/multipart"; // request.isMultipart() and request.file()
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { mediaFolder } from "@tours/shared";
import { ApiError } from "../../lib/errors.js";
import { contract } from "../../lib/route-contract.js";
import { parseWith } from "../../lib/validate.js";
import type {} from "../auth/auth.guard.js"; // request.staff
import { MAX_MEDIA_PATH_LENGTH } from "@tours/shared";
import type { MediaService } from "./media.service.js";

export async function mediaAdminRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  // The folder comes from the query string or from a form field sent before the file.
  app.post("/media", async (request, reply) => {
    if (!request.isMultipart())
      throw new ApiError(
        "validation_failed",
        "Send the file as multipart/form-data in a field named file.",
      );
    const file = await request.file().catch(refuseMalformed);
    if (!file) throw new ApiError("validation_failed", "No file was sent.");
    const fieldFolder = (file.fields.folder as { value?: unknown } | undefined)?.value;
    const query = request.query as { folder?: string };
    const folder = parseWith(mediaFolder.default("media"), query.folder ?? fieldFolder);
    const stored = await media
      .store({ filename: file.filename, stream: file.file }, folder, request.staff?.id ?? null)
      .catch((error: unknown) => {
        // Refused before the body ended (over its limit): hang up instead of reading the rest.
        if (!request.raw.complete) reply.header("connection", "close");
        return refuseMalformed(error);
      });
    return reply.code(201).send(stored);
  });

  app.get("/media/limits", async () => media.limits());

  // DELETE /media/{path}: the path an upload answered with, e.g. media/<id>-bells.mp3.
  app.delete("/media/*", contract({ params: mediaPathParams }), async (request, reply) => {
    const wildcard = (request.params as { "*": string })["*"];
    await media.remove(wildcard);
    return reply.code(204).send();
  });
}

/** A stored file's path is longer than an id: its own limit (the request guard's is for ids). */
const mediaPathParams = z.object({
  "*": z.string().max(MAX_MEDIA_PATH_LENGTH, `Use at most ${MAX_MEDIA_PATH_LENGTH} characters`),
});

/** The multipart parser's own complaints (no boundary, garbage, a body cut short) are the client's. */
const MALFORMED = /^(Multipart: |Unexpected end of |Malformed )/;

function refuseMalformed(error: unknown): never {
  if (error instanceof Error && !(error instanceof ApiError) && MALFORMED.test(error.message)) {
    throw new ApiError(
      "validation_failed",
      "The upload is not valid multipart/form-data: send the file again.",
    );
  }
  throw error;
}

/**
 * Routes carry their contract: a route's `schema` holds shared Zod schemas, and Fastify runs
 * them. Params, query and body are parsed before the handler (a 400 `validation_failed` listing
 * every invalid field otherwise, as `parseWith` says it), and the answer is serialized through
 * the response schema of its status, so only what the contract names ever leaves the server.
 * Bodies sent as bytes (cached lists) are not serialized again: the public cache built them through
 * the same response schema, once per content revision (see public-cache).
 */
import type { FastifyInstance, FastifySchema } from "fastify";
import type { z } from "zod";
import { invalid } from "./errors.js";

type Schema = z.ZodType;

/** Gives a Fastify scope the Zod compilers: register its routes inside that scope. */
export function useZodContracts(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as Schema).safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: invalid(
        result.error.issues.map((issue) => ({
          path: issue.path.map(String).join("."),
          message: issue.message,
        })),
      ),
    };
  });
  app.setSerializerCompiler(({ schema, url }) => {
    const report = (issues: z.core.$ZodIssue[]) =>
      app.log.error({ route: url, issues }, "a response does not match its contract");
    return (data: unknown) => contractJson(schema as Schema, data, report);
  });
}

/**
 * `data` as JSON through its response schema. Stored content that no longer meets a rule (a row
 * restored from an older site, a limit tightened since) must not take a page or list down: the
 * mismatch is reported and the answer goes out as the server built it.
 */
export function contractJson(
  schema: Schema,
  data: unknown,
  onMismatch: (issues: z.core.$ZodIssue[]) => void,
): string {
  const result = schema.safeParse(data);
  if (result.success) return JSON.stringify(result.data);
  onMismatch(result.error.issues);
  return JSON.stringify(data);
}

/** A route's contract: what it reads and, by status, what it answers. */
export function contract(parts: {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response?: Partial<Record<200 | 201, Schema>>;
}): { schema: FastifySchema } {
  return {
    schema: {
      ...(parts.params ? { params: parts.params } : {}),
      ...(parts.query ? { querystring: parts.query } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      ...(parts.response ? { response: parts.response } : {}),
    },
  };
}

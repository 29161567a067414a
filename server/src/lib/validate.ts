import type { z } from "zod";
import { invalid } from "./errors.js";

/** Parses with a shared schema or throws a 400 listing every invalid field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw invalid(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    })),
  );
}

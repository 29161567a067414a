/** Query-string fields of the paged list endpoints (GET /api/records?page=, searchKeyword?page=). */
import { z } from "zod";

/** A whole number from a query string ("2"); repeated or non-numeric values are refused. */
export const wholeNumber = (min: number, max: number, missing = "Required") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : "Expected a whole number") })
    .transform(Number)
    .pipe(
      z
        .number({
          error: (issue) => (issue.code === "invalid_type" ? "Expected a whole number" : undefined),
        })
        .int("Expected a whole number")
        .min(min)
        .max(max),
    );

/** The highest page number a paged endpoint takes (past the last one it answers no items). */
export const MAX_PAGE_NUMBER = 1_000_000;

/** Query-string fields of the paged list endpoints (GET /api/records?page=, searchKeyword?page=). */
import { z } from "zod";
import { parseWholeNumber } from "./whole-number.js";

/** What a query-string number written other than in plain digits is told. */
const WHOLE_NUMBER_HELP = "Expected a whole number in plain digits, such as 2";

/** A whole number from a query string ("2"); repeated or non-numeric values are refused. */
export const wholeNumber = (min: number, max: number, missing = "Required") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : "Expected a whole number") })
    .transform((text, ctx) => {
      const number = parseWholeNumber(text);
      if (number !== undefined) return number;
      ctx.issues.push({ code: "custom", message: WHOLE_NUMBER_HELP, input: text });
      return z.NEVER;
    })
    .pipe(
      z
        .number({
          error: (issue) => (issue.code === "invalid_type" ? WHOLE_NUMBER_HELP : undefined),
        })
        .min(min)
        .max(max),
    );

/** One page of a list (see Page), as the paged endpoints answer it. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

/**
 * The query of a list endpoint that comes whole (SPEC §7) unless one of `part`'s own fields is
 * given (a page, suggestions): then `part` reads the query, else `whole` does, each listing every
 * invalid field. Other parameters are ignored either way. Parses to `{ whole }` or `{ part }`.
 */
export function wholeOrPart<W extends z.ZodObject, P extends z.ZodObject>(whole: W, part: P) {
  const partFields = Object.keys(part.shape).filter((name) => !(name in whole.shape));
  return z
    .record(z.string(), z.unknown())
    .transform((query, ctx): { whole: z.output<W> } | { part: z.output<P> } => {
      const asksPart = partFields.some((name) => name in query);
      const result = asksPart ? part.safeParse(query) : whole.safeParse(query);
      if (!result.success) {
        for (const { path, message } of result.error.issues)
          ctx.issues.push({ code: "custom", path, message, input: query });
        return z.NEVER;
      }
      return asksPart
        ? { part: result.data as z.output<P> }
        : { whole: result.data as z.output<W> };
    });
}

import type { KeywordsRepository } from "./keywords.repository.js";

const spellings = (rows: { keyword: unknown }[]) =>
  rows.map((r) => String(r.keyword)).filter((k) => k.trim() !== "");

/** The keyword list is what records carry: one spelling per keyword, sorted, no empties. */
export function createKeywordsService(repo: KeywordsRepository) {
  return {
    list: async (): Promise<string[]> => spellings(await repo.list()),

    /**
     * At most `limit` keywords, the most used first (by how many records carry them), keeping to
     * those that contain `q` (any case) when it is given: the search form's suggestions.
     */
    mostUsed: async ({ q, limit }: { q: string; limit: number }): Promise<string[]> =>
      spellings(await repo.mostUsed(q.trim().toLowerCase(), limit)),
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;

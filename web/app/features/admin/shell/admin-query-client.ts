/**
 * The admin's data cache (SPEC §4 'Loading and caching'): each list is fetched once and kept;
 * saves invalidate what they change. A failed load goes to the error banner.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@tours/shared/browser";
import { markAdminCacheCreated } from "../api/early-request";

export function createAdminQueryClient(report: (message: string) => void): QueryClient {
  markAdminCacheCreated();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A screen that says 'No … found' itself opts out of the banner for a 404; a query whose
        // failure costs nothing the user would notice opts out with meta.silent.
        if (query.meta?.silent) return;
        if (query.meta?.notFoundShown && isNotFound(error)) return;
        report(messageOf(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Forms that show their own message (field errors, conflicts) opt out with meta.silent.
        if (!mutation.meta?.silent) report(messageOf(error));
      },
    }),
    defaultOptions: {
      // The admin has no offline mode: a call made offline fails at once and says so, instead of
      // waiting unseen for the connection to return (the library's default).
      mutations: { networkMode: "always" },
      queries: {
        networkMode: "always",
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && error instanceof ApiError && error.code === "network",
      },
    },
  });
}

export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && error.code === "not_found";

/**
 * The true limit for bench:offline's 'open a stop offline': the bytes the page received from the
 * service worker (its HTML, stylesheets, scripts, fonts and images), kept here to be served from
 * memory by a bare Node http server at the same paths, with the same content types and caching
 * headers (./memory-server.ts). Opening a stop there runs the same scripts on the same markup;
 * only the worker is gone.
 */
import type { Page, Response } from "@playwright/test";
import { HELD_HEADERS, type HeldFile } from "./memory-server.js";

/** What a page received, by path and query, kept as it arrived. */
export type Received = Map<string, HeldFile>;

/** Starts keeping each answer `page` receives into `into`; awaits them with `settle()`. */
export function keepAnswers(page: Page, into: Received): { settle(): Promise<void> } {
  const pending: Promise<void>[] = [];
  const keep = async (response: Response) => {
    const url = new URL(response.url());
    if (response.status() !== 200 || !url.protocol.startsWith("http")) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const all = await response.allHeaders();
    const headers = Object.fromEntries(
      HELD_HEADERS.filter((name) => all[name]).map((name) => [name, all[name]!]),
    );
    into.set(url.pathname + url.search, { headers, body });
  };
  page.on("response", (response) => pending.push(keep(response)));
  return { settle: async () => void (await Promise.all(pending)) };
}

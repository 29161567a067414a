/** /robots.txt: everything public may be indexed; the staff area and its API may not. */
import { textResponse } from "../lib/text-response";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /dashboard/api/",
    "",
    `Sitemap: ${context.api.baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return textResponse(body, "text/plain; charset=utf-8");
}

/** /records.json?q=&page=: one page of the records list, for rows loaded without a new page. */
import { loadRecordsPage } from "../features/records/records-page.server";
import type { Route } from "./+types/records-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await loadRecordsPage(context.api, new URL(request.url)));
}

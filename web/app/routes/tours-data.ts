/** /tours.json?cat=&page=: one page of the tours list, for cards loaded without a new page. */
import { loadToursPage } from "../features/tours/tours-page.server";
import type { Route } from "./+types/tours-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  return Response.json(await loadToursPage(context.api, new URL(request.url)));
}

/** /stop-details.json?tour=&stop=: one stop's details, for a tour page that does not carry them. */
import { loadStopDetails } from "../features/tours/stop-details.server";
import type { Route } from "./+types/stop-details";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { status, body } = await loadStopDetails(context.api, new URL(request.url));
  return Response.json(body, { status });
}

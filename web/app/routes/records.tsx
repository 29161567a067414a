import type { ShouldRevalidateFunctionArgs } from "react-router";
import { toRecordSummaries } from "../features/records/record-list";
import { QUERY_PARAM, RecordsBrowser } from "../features/records/records-browser";
import "../features/records/records.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/records";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get(QUERY_PARAM) ?? "";
  return { records: toRecordSummaries(await context.api.records()), query };
}

// Typing in the filter rewrites ?q= in place; the list itself is already here, so no refetch.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  const count = data?.records.length ?? 0;
  return seo(baseUrl, siteName, {
    title: "Records",
    description: `Browse ${count} archive records of Nashville's historic sites, each with its sources, photos and a ready-made citation.`,
    path: "/records",
  });
};

export default function Records({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page records-page">
      <h1>Records</h1>
      <p className="lead">
        Archive records of the places on our tours, with sources and a citation for each.
      </p>
      <RecordsBrowser records={loaderData.records} initialQuery={loaderData.query} />
    </main>
  );
}

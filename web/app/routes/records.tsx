import { recordsPath } from "@tours/shared/browser";
import { RecordsBrowser } from "../features/records/records-browser";
import { loadRecordsPage } from "../features/records/records-page.server";
import "../features/records/records.css";
import { skipInPlaceRevalidation } from "../lib/in-place-url";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/records";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRecordsPage(context.api, new URL(request.url));
}

// Rows loaded by scrolling or typing update ?q= and ?page= in place: they are already shown.
export const shouldRevalidate = skipInPlaceRevalidation;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  const page = data?.page ?? 1;
  return seo(baseUrl, siteName, {
    title: page > 1 ? `Records, page ${page}` : "Records",
    description: `Browse ${data?.total ?? 0} archive records of Nashville's historic sites, each with its sources, photos and a ready-made citation.`,
    path: recordsPath(),
    ...(page > 1 && !data?.query ? { canonicalPath: recordsPath(page) } : {}),
  });
};

export default function Records({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page records-page">
      <h1>Records</h1>
      <p className="lead">
        Archive records of the places on our tours, with sources and a citation for each.
      </p>
      <RecordsBrowser first={loaderData} />
    </main>
  );
}

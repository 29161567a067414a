import { recordPath } from "@tours/shared/browser";
import { data } from "react-router";
import { withImageSizing } from "../features/media/image-sizing.server";
import { buildCitation } from "../features/records/citation";
import { CopyCitation } from "../features/records/copy-citation";
import { RecordFields } from "../features/records/record-fields";
import { TextSizeControl } from "../features/text-size/text-size-control";
import { toRecordView } from "../features/records/record-view";
import "../features/records/records.css";
import { AppLink } from "../features/chrome/app-link";
import { PrintAddress } from "../features/chrome/print-address";
import { rootData, seo } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import { archiveComponent } from "../lib/structured-data";
import type { Route } from "./+types/record";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context;
  const found = await api.record(params.slug);
  if (!found) return data({ found: false as const, slug: params.slug }, { status: 404 });
  const record = await withImageSizing(
    api,
    toRecordView(found, found.Tours.length ? await api.toursByIds(found.Tours) : []),
  );
  const parts = {
    creator: record.Creator,
    title: record.Title,
    siteName: api.site.siteName,
    url: api.baseUrl + recordPath(record.slug),
  };
  const photo = record.photos[0];
  return {
    found: true as const,
    record,
    parts,
    citation: buildCitation(parts, new Date()),
    updatedAt: found.updatedAt,
    image: await shareImage(api, photo && { src: photo.src, alt: photo.caption || record.Title }),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  const { baseUrl, siteName } = root;
  if (!data?.found) {
    return seo(baseUrl, siteName, {
      title: "Record not found",
      description: `No record found at this URL: ${data?.slug ?? ""}`,
      path: location.pathname,
      noindex: true,
    });
  }
  const { record } = data;
  return seo(baseUrl, siteName, {
    title: record.Title,
    description: summary(record.Description) || `${record.Title}: full record and citation.`,
    path: recordPath(record.slug),
    type: "article",
    image: data.image,
    structuredData: [archiveComponent(root, record, data)],
  });
};

export default function RecordPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page record-page">
      <TextSizeControl />
      {/* The SPEC's name for the page stays as its label; the heading names the record. */}
      <p className="page-label">Full Record &amp; Citation</p>
      {loaderData.found ? (
        <>
          <h1>{loaderData.record.Title}</h1>
          <PrintAddress />
          <RecordFields record={loaderData.record} />
          <CopyCitation
            parts={loaderData.parts}
            citation={loaderData.citation}
            slug={loaderData.record.slug}
          />
        </>
      ) : (
        <>
          <h1>Record not found</h1>
          <p className="record-missing">No record found at this URL: {loaderData.slug}</p>
          <p>
            <AppLink to="/records">Browse all records</AppLink>
          </p>
        </>
      )}
    </main>
  );
}

/** About 160 characters, cut at a word. */
function summary(text: string): string {
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** Welcome page a QR code at a site opens (SPEC §2 Landing (QR) routes, §4 QR landing flow). */
import { data } from "react-router";
import { toLandingRecord } from "../features/landing/landing-data.server";
import { notFoundMeta } from "../features/landing/landing-meta";
import { LandingNotFound } from "../features/landing/landing-not-found";
import { welcomePath } from "@tours/shared/browser";
import { moreInfoPath, storyLinks } from "../features/landing/story-path";
import { WelcomeView } from "../features/landing/welcome-view";
import { withImageSizing } from "../features/media/image-sizing.server";
import { rootData, seo } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/landing-welcome";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context;
  const found = await api.record(params.recordSlug);
  if (!found) return data({ found: false as const }, { status: 404 });
  const tours = found.Tours.length > 0 ? await api.toursByIds(found.Tours) : [];
  // 'Hear the Story' leads straight to the record's stop on each tour.
  const stories = storyLinks(
    found.id,
    await Promise.all(
      tours.map(async (tour) => ({ ...tour, stops: (await api.tourStops(tour.id)) ?? [] })),
    ),
  );
  const record = await withImageSizing(api, toLandingRecord(found));
  return {
    found: true as const,
    siteName: api.site.siteName,
    record,
    shareImage: await shareImage(api, record.cover ?? undefined),
    moreInfo: moreInfoPath(
      found.id,
      tours.map((tour) => tour.slug),
    ),
    stories,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  if (!data?.found) {
    return notFoundMeta(root, "record", location.pathname);
  }
  const { record } = data;
  return seo(root.baseUrl, root.siteName, {
    title: `Welcome to ${record.title}`,
    description: `You are at ${record.title}. Hear its story on a free self-guided tour of Nashville's history, or read its full record.`,
    path: welcomePath(record.slug),
    image: data.shareImage,
    noindex: true,
  });
};

export default function LandingWelcome({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LandingNotFound missing="record" />;
  return (
    <WelcomeView
      siteName={loaderData.siteName}
      record={loaderData.record}
      moreInfo={loaderData.moreInfo}
      stories={loaderData.stories}
    />
  );
}

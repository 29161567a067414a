/** /lesson-plans (the first grade band) and /lesson-plans/{band}-lesson-plans (the others). */
import { data, redirect } from "react-router";
import { bandPath, lookupBand } from "../features/content/lesson-bands";
import { LessonPlansPage } from "../features/content/lesson-plans-page";
import "../features/content/content.css";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/lesson-plans";

export function loader({ params, request, context }: Route.LoaderArgs) {
  const plans = context.api.site.lessonPlans;
  const found = lookupBand(plans, params.band);
  if (found.kind === "missing") throw data(null, { status: 404 });
  if (found.kind === "redirect") {
    throw redirect(`${found.to}${new URL(request.url).search}`, 301);
  }
  return {
    band: found.band,
    guide: plans.classroomGuide,
    bands: plans.gradeBands.map((b) => ({
      slug: b.slug,
      title: b.title,
      path: bandPath(plans, b),
    })),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  // A thrown 404 renders the root error boundary, which sets its own title.
  if (!page) return [];
  const current = page.bands.find((b) => b.slug === page.band.slug);
  const topics = page.band.documents.map((d) => d.title);
  return seo(baseUrl, siteName, {
    title: `Lesson Plans, ${page.band.title}`,
    description: `Free printable Nashville history lesson plans for ${page.band.title}: a classroom guide and ${topics.length} plans, from ${topics.slice(0, 3).join(", ")} to ${topics.at(-1) ?? "more"}.`,
    path: current?.path ?? "/lesson-plans",
  });
};

export default function LessonPlans({ loaderData }: Route.ComponentProps) {
  return <LessonPlansPage {...loaderData} />;
}

/**
 * The lesson plans of a tour made for classrooms (SPEC §3 Tour categories: 'Tours with Lesson
 * Plans'), on its intro, where a teacher preparing a class looks first, and on its outro.
 */
import type { SiteConfig, TourCategory } from "@tours/shared";
import { useRouteLoaderData } from "react-router";
import { AppLink } from "../chrome/app-link";
import { bandPath } from "../content/lesson-bands";
import type { TourView } from "./tour-view";
// Drawn as the outro draws what it offers next.
import "./outro/outro.css";

const LESSON_PLAN_CATEGORY: TourCategory = "Tours with Lesson Plans";

export function TourLessonPlans({ tour }: { tour: TourView }) {
  const site = useRouteLoaderData<{ site: SiteConfig }>("root")?.site;
  if (!site || !tour.categories.includes(LESSON_PLAN_CATEGORY)) return null;
  const plans = site.lessonPlans;
  return (
    <section className="outro-next" aria-labelledby="tour-lessons">
      <h2 id="tour-lessons">Lesson plans</h2>
      <p>This tour comes with lesson plans for the classroom.</p>
      <ul className="outro-links">
        {plans.gradeBands.map((band) => (
          <li key={band.slug}>
            <AppLink to={bandPath(plans, band)}>Lesson plans for {band.title}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

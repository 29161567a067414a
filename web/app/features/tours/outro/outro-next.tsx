/**
 * What the outro offers next: the tours that start nearest to where this one ended,
 * the lesson plans for a tour made for classrooms, and the donation link.
 */
import type { SiteConfig, TourCategory } from "@tours/shared";
import { useRouteLoaderData } from "react-router";
import { track } from "../../../lib/analytics";
import { AppLink } from "../../chrome/app-link";
import { bandPath } from "../../content/lesson-bands";
import { describeDistance } from "../maps/map-geometry";
import { TourCard } from "../tour-card";
import type { OtherTours } from "../tour-summary";
import type { TourView } from "../tour-view";

/** The category of tours that come with lesson plans (SPEC §3 Tour categories). */
const LESSON_PLAN_CATEGORY: TourCategory = "Tours with Lesson Plans";

export function NearestTours({ nearby }: { nearby: OtherTours["nearby"] }) {
  if (nearby.length === 0) return null;
  return (
    <section className="outro-next" aria-labelledby="outro-nearest">
      <h2 id="outro-nearest">Tours nearby</h2>
      <p>These tours start closest to where this one ends.</p>
      <ul className="outro-nearest">
        {nearby.map(({ tour: other, metres }) => (
          <li key={other.id}>
            <TourCard
              tour={other}
              headingLevel={3}
              onFollow={() => track("Tour", "NearbyTourClicked", other.title)}
            />
            <p className="outro-nearest__distance">Starts {describeDistance(metres)} away</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function useSite(): SiteConfig | undefined {
  return useRouteLoaderData<{ site: SiteConfig }>("root")?.site;
}

export function OutroLessonPlans({ tour }: { tour: TourView }) {
  const site = useSite();
  if (!site || !tour.categories.includes(LESSON_PLAN_CATEGORY)) return null;
  const plans = site.lessonPlans;
  return (
    <section className="outro-next" aria-labelledby="outro-lessons">
      <h2 id="outro-lessons">Lesson plans</h2>
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

export function OutroDonate() {
  const site = useSite();
  if (!site?.donateUrl) return null;
  return (
    <section className="outro-next outro-donate" aria-labelledby="outro-donate">
      <h2 id="outro-donate">Keep these tours free</h2>
      <p>The tours are free and without ads. A gift helps us research and record the next one.</p>
      <a
        href={site.donateUrl}
        className="button"
        target="_blank"
        rel="noopener"
        onClick={() => track("Donation", "OutroDonateClicked")}
      >
        Donate<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/**
 * What the outro offers next: the tours that start nearest to where this one ended, and the
 * donation link (the lesson plans of a tour made for classrooms: tour-lesson-plans.tsx).
 */
import type { SiteConfig } from "@tours/shared";
import { useRouteLoaderData } from "react-router";
import { track } from "../../../lib/analytics";
import { describeDistance } from "../maps/map-geometry";
import { TourCardList } from "../tour-card";
import type { OtherTours } from "../tour-summary";

export function NearestTours({ nearby }: { nearby: OtherTours["nearby"] }) {
  if (nearby.length === 0) return null;
  return (
    <section className="outro-next" aria-labelledby="outro-nearest">
      <h2 id="outro-nearest">Tours nearby</h2>
      <p>These tours start closest to where this one ends.</p>
      <TourCardList
        tours={nearby.map(({ tour }) => tour)}
        headingLevel={3}
        notes={
          new Map(
            nearby.map(({ tour, metres }) => [tour.id, `Starts ${describeDistance(metres)} away`]),
          )
        }
        onFollow={(tour) => track("Tour", "NearbyTourClicked", tour.title)}
      />
    </section>
  );
}

function useSite(): SiteConfig | undefined {
  return useRouteLoaderData<{ site: SiteConfig }>("root")?.site;
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

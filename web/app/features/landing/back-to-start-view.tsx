/**
 * Where to begin a tour reached from a QR code: from the scanned stop or from stop 1
 * (SPEC §2 back-to-start, §4 QR landing flow).
 */
import { useEffect } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { startNarration } from "../tours/narration";
import { CONTINUE_QUESTION, stopPositionText } from "./landing-copy";
import type { LandingTour } from "./landing-types";
import { stopScreen, tourPath } from "@tours/shared/browser";
import type { TourPosition } from "./tour-position";
import { OtherToursLink } from "./other-tours-link";
import "./landing.css";

interface Props {
  tour: LandingTour;
  position: TourPosition;
  /** A record was named but is not on this tour. */
  recordElsewhere: boolean;
}

export function BackToStartView({ tour, position, recordElsewhere }: Props) {
  const { title } = tour;
  const { current, firstStopSlug, stopCount } = position;
  useEffect(() => track("LandingPage", "BackToStart", title), [title]);

  return (
    <main id="main" className="page landing">
      <p className="landing__eyebrow">Ready to Begin</p>
      <h1>{title}</h1>
      {current ? (
        <>
          <p className="lead">{stopPositionText(current.number, stopCount, title)}</p>
          <p>{CONTINUE_QUESTION}</p>
        </>
      ) : firstStopSlug ? (
        <p className="lead">
          {recordElsewhere && "The site you scanned is not a stop on this tour. "}
          The {title} tour starts at stop 1 of {stopCount}.
        </p>
      ) : (
        <p className="landing__note">This tour has no stops yet.</p>
      )}
      <div className="landing__actions">
        {current && (
          <AppLink
            to={tourPath("landing", tour.slug, stopScreen(current.slug))}
            className="button"
            onClick={() => {
              startNarration();
              track("LandingPage", "ContinueHere", title);
            }}
          >
            Yes
          </AppLink>
        )}
        {firstStopSlug && (
          <AppLink
            to={tourPath("landing", tour.slug, stopScreen(firstStopSlug))}
            className={current ? "button button--secondary" : "button"}
            onClick={() => {
              startNarration();
              track("LandingPage", "GoToStart", title);
            }}
          >
            Go to Start of Tour
          </AppLink>
        )}
        <OtherToursLink title={title} />
      </div>
    </main>
  );
}

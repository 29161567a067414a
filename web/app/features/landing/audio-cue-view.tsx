/** Before a landing tour starts: turn the sound on (SPEC §2 audio-cue). */
import { useEffect } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { Icon } from "../chrome/icons";
import { startNarration } from "../tours/narration";
import type { LandingTour } from "./landing-types";
import { SCANNED_RECORD_LINK, ScannedRecordScript } from "./scanned-record";
import "./landing.css";

interface Props {
  tour: LandingTour;
  /** Where 'Continue' leads (tour-position.ts afterSoundCue). */
  next: string;
  /** The scanned record the server made the page for (scanned-record.tsx). */
  renderedRecord: string | null;
}

export function AudioCueView({ tour, next, renderedRecord }: Props) {
  const { title } = tour;
  useEffect(() => track("LandingPage", "AudioCue", title), [title]);

  return (
    <main id="main" className="page landing">
      <p className="landing__eyebrow">{title}</p>
      <div className="landing__icon">
        <HeadphonesIcon />
      </div>
      <h1>Turn Up the Sound</h1>
      <p className="lead">
        Every stop on this tour has a story to hear. Use your phone&apos;s speaker, or put on
        headphones to catch every word over the traffic.
      </p>
      <p>Keep an eye on your surroundings as you go, and enjoy the tour!</p>
      <div className="landing__actions">
        <AppLink
          to={next}
          className="button"
          onClick={() => {
            // The tour goes on from here: the stop it leads to plays.
            startNarration();
            track("LandingPage", "Continue", title);
          }}
          {...SCANNED_RECORD_LINK}
        >
          Continue
        </AppLink>
        <ScannedRecordScript rendered={renderedRecord} />
      </div>
    </main>
  );
}

function HeadphonesIcon() {
  return (
    <Icon size={48}>
      <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
      <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3z" />
      <path d="M3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
    </Icon>
  );
}

/** The welcome page's body: logo, the site's title, the way into its tour, and its photo. */
import { recordPath } from "@tours/shared/browser";
import { useEffect } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import type { LandingRecord } from "./landing-types";
import { LandingPhoto } from "./landing-photo";
import { MoreInfoButton } from "./more-info-button";
import { StoryButtons, StoryScript } from "./story-button";
import type { StoryLink } from "./story-path";
import { OtherToursLink } from "./other-tours-link";
import "./landing.css";

interface Props {
  siteName: string;
  record: LandingRecord;
  /** Where 'More Info' leads; null when the record is on no tour. */
  moreInfo: string | null;
  /** Where 'Hear the Story' leads: the record's stop on each of its tours. */
  stories: readonly StoryLink[];
}

export function WelcomeView({ siteName, record, moreInfo, stories }: Props) {
  const story = stories.length > 0;
  const { title } = record;
  useEffect(() => track("LandingPage", "Welcome", title), [title]);

  return (
    <main id="main" className="page landing">
      {/* The header shows the logo too: on a phone this one is left out (landing.css), so the
          way into the story is on the first screen. */}
      <img className="landing__logo" src="/brand/logo.svg" alt={siteName} width="240" height="60" />
      <p className="landing__eyebrow">Welcome to</p>
      <h1>{title}</h1>
      {story && <StoryScript />}
      {/* Right under the title: the one thing a visitor who has just scanned the sign came for. */}
      <div className="landing__actions">
        {story && <StoryButtons stories={stories} recordTitle={title} />}
        {moreInfo ? (
          <MoreInfoButton href={moreInfo} recordTitle={title} secondary={story} />
        ) : (
          <OtherToursLink title={title} secondary={false} />
        )}
        <AppLink
          to={recordPath(record.slug)}
          className="button button--secondary"
          onClick={() => track("LandingPage", "SeeRecord", title)}
        >
          See Record
        </AppLink>
      </div>
      <p className="lead">
        Thanks for scanning! You are standing where a piece of Nashville&apos;s history happened.
        {stories.length > 1
          ? " Pick a tour above to hear its story right where you stand, or More Info to read about the tours first."
          : story
            ? " Tap Hear the Story to listen right where you stand, or More Info for the whole tour."
            : moreInfo && " Tap More Info to hear its story on a free, self-guided tour."}
      </p>
      {!moreInfo && (
        <p className="landing__note">
          This site is not on a tour yet, but its full record is here, and our other tours are ready
          whenever you are.
        </p>
      )}
      {record.cover && <LandingPhoto image={record.cover} />}
    </main>
  );
}

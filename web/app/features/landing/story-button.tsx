/**
 * The welcome page's first, primary buttons: one tap to this place's story. A record on one tour
 * has one, 'Hear the Story'; a record on several has one per tour, named by the tour, so picking
 * the tour is the tap that plays. Each is a link to its stop from the first paint: without
 * JavaScript it opens the stop; before the page's scripts have run, the page's inline script takes
 * the tap and starts the narration (early-story-tap.ts), and the page carries on from there once
 * it runs. Otherwise the tap plays the stop's narration at once, before the stop has loaded. On a
 * first visit to a stop the Terms of Use would hide, it asks them here first, and 'I Accept' plays
 * and opens the stop.
 */
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from "react";
import { track } from "../../lib/analytics";
import { InlineScript } from "../../lib/inline-script";
import { useIdle } from "../../lib/use-idle";
import { AppLink } from "../chrome/app-link";
import { NARRATION_ID } from "../tours/narration";
import { TERMS_KEY, termsAccepted } from "../tours/terms";
import { adoptEarlyStoryTap, earlyStoryTapScript } from "./early-story-tap";
import type { StoryLink } from "./story-path";
import { type StoryTap, useStoryTap } from "./story-tap";

export const STORY_BUTTON = "Hear the Story";

/** Goes before the buttons: it must run before they can be tapped. */
export function StoryScript() {
  // Only the server's HTML needs its text: once the page runs, it has run.
  const code = import.meta.env.SSR
    ? earlyStoryTapScript({ termsKey: TERMS_KEY, narrationId: NARRATION_ID })
    : "";
  return <InlineScript code={code} />;
}

interface Props {
  /** At least one: the record's stop on each of its tours. */
  stories: readonly StoryLink[];
  recordTitle: string;
}

export function StoryButtons({ stories, recordTitle }: Props) {
  const tap = useStoryTap();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const labelId = useId();
  const several = stories.length > 1;

  const tapped = (story: StoryLink) => {
    track("LandingPage", "HearStory", recordTitle);
    if (several) track("LandingPage", "TourSelected", story.tourTitle);
  };

  const adopt = useEffectEvent(() => {
    const early = adoptEarlyStoryTap();
    const story = early && stories[early.story];
    if (!early?.taps || !story) return;
    for (let count = 0; count < early.taps; count++) tapped(story);
    tap.resume(early, story, links.current[early.story] ?? null);
  });
  useEffect(() => adopt(), []);

  const buttons = stories.map((story, index) => (
    <StoryButton
      key={story.href}
      ref={(link) => {
        links.current[index] = link;
      }}
      story={story}
      index={index}
      tap={tap}
      onTap={() => tapped(story)}
    >
      {several ? (
        <>
          <span className="visually-hidden">{STORY_BUTTON} on </span>
          {story.tourTitle}
        </>
      ) : (
        STORY_BUTTON
      )}
    </StoryButton>
  ));
  const modal = stories.some((story) => story.narration.termsGated) && tap.modal;

  if (!several) {
    return (
      <>
        {buttons}
        {modal}
      </>
    );
  }
  return (
    <div className="landing__stories" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="landing__stories-label">
        {STORY_BUTTON} on one of its {stories.length} tours:
      </p>
      {buttons}
      {modal}
    </div>
  );
}

interface ButtonProps {
  ref: (link: HTMLAnchorElement | null) => void;
  story: StoryLink;
  index: number;
  tap: StoryTap;
  onTap: () => void;
  children: ReactNode;
}

function StoryButton({ ref, story, index, tap, onTap, children }: ButtonProps) {
  const idle = useIdle();
  const [accepted] = termsAccepted.use();
  const { termsGated } = story.narration;
  const asksTerms = termsGated && !accepted;
  return (
    <AppLink
      ref={ref}
      to={story.href}
      className="button button--story"
      data-story={index}
      data-story-audio={story.narration.audio || undefined}
      data-story-terms={termsGated ? "" : undefined}
      aria-haspopup={asksTerms ? "dialog" : undefined}
      // When the Terms of Use will not be asked, the stop's code and data load while the
      // visitor reads this page, once it is idle. Before the terms they load while the terms
      // are read, after the narration: sooner, they would only hold back the taps and sound.
      prefetch={idle && !asksTerms && !tap.tapped ? "render" : "none"}
      onClick={(event) => {
        onTap();
        tap.follow(event, story);
      }}
    >
      {children}
    </AppLink>
  );
}

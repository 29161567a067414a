/**
 * The welcome page's first, primary button: one tap to this place's story. It is a link to the
 * story from the first paint: without JavaScript it opens the stop (or the tour choice); before
 * the page's scripts have run, the page's inline script takes the tap and starts the narration
 * (early-story-tap.ts), and the page carries on from there once it runs. Straight to a stop, the
 * tap plays that stop's narration at once, before the stop has loaded. On a first visit to a stop
 * the Terms of Use would hide, it asks them here first, and 'I Accept' plays and opens the stop.
 */
import { useEffect, useEffectEvent, useRef } from "react";
import { track } from "../../lib/analytics";
import { InlineScript } from "../../lib/inline-script";
import { useIdle } from "../../lib/use-idle";
import { AppLink } from "../chrome/app-link";
import { NARRATION_ID } from "../tours/narration";
import { TERMS_KEY, termsAccepted } from "../tours/terms";
import { adoptEarlyStoryTap, earlyStoryTapScript } from "./early-story-tap";
import type { StoryLink } from "./story-path";
import { useStoryTap } from "./story-tap";

export const STORY_BUTTON = "Hear the Story";

/** Goes before the button: it must run before the button can be tapped. */
export function StoryScript() {
  // Only the server's HTML needs its text: once the page runs, it has run.
  const code = import.meta.env.SSR
    ? earlyStoryTapScript({ termsKey: TERMS_KEY, narrationId: NARRATION_ID })
    : "";
  return <InlineScript code={code} />;
}

export function StoryButton({ story, recordTitle }: { story: StoryLink; recordTitle: string }) {
  const idle = useIdle();
  const tap = useStoryTap();
  const link = useRef<HTMLAnchorElement>(null);
  const [accepted] = termsAccepted.use();
  const termsGated = story.narration?.termsGated === true;
  const asksTerms = termsGated && !accepted;

  const adopt = useEffectEvent(() => {
    const early = adoptEarlyStoryTap();
    if (!early?.taps) return;
    for (let count = 0; count < early.taps; count++) track("LandingPage", "HearStory", recordTitle);
    tap.resume(early, story, link.current);
  });
  useEffect(() => adopt(), []);

  return (
    <>
      <AppLink
        ref={link}
        to={story.href}
        className="button button--story"
        data-story=""
        data-story-audio={story.narration?.audio || undefined}
        data-story-terms={termsGated ? "" : undefined}
        aria-haspopup={asksTerms ? "dialog" : undefined}
        // When the Terms of Use will not be asked, the stop's code and data load while the
        // visitor reads this page, once it is idle. Before the terms they load while the terms
        // are read, after the narration: sooner, they would only hold back the taps and sound.
        prefetch={idle && !asksTerms && !tap.tapped ? "render" : "none"}
        onClick={(event) => {
          track("LandingPage", "HearStory", recordTitle);
          tap.follow(event, story);
        }}
      >
        {STORY_BUTTON}
      </AppLink>
      {termsGated && tap.modal}
    </>
  );
}

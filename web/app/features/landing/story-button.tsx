/**
 * The welcome page's first, primary button: one tap to this place's story. Like
 * 'More Info' it waits for the page to run in the browser, because the tap itself starts the
 * narration (a link followed before then would open a silent stop): straight to a stop, it plays
 * that stop's narration at once, before the stop has loaded. On a first visit to a stop the Terms
 * of Use would hide, it asks them here first, and 'I Accept' plays and opens the stop.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { termsAccepted } from "../tours/screen/terms-accepted";
import { useInteractive } from "../tours/use-interactive";
import type { StoryLink } from "./story-path";
import { useIdle } from "../../lib/use-idle";
import { useStoryTap } from "./story-tap";

export const STORY_BUTTON = "Hear the Story";

export function StoryButton({ story, recordTitle }: { story: StoryLink; recordTitle: string }) {
  const interactive = useInteractive();
  const idle = useIdle();
  const tap = useStoryTap();
  const [accepted] = termsAccepted.use();
  const asksTerms = story.narration?.termsGated === true && !accepted;
  if (!interactive) {
    return (
      <button type="button" className="button button--story" disabled>
        {STORY_BUTTON}
      </button>
    );
  }
  return (
    <>
      <AppLink
        to={story.href}
        className="button button--story"
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
      {tap.modal}
    </>
  );
}

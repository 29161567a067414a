/**
 * The welcome page's first, primary button: one tap to this place's story (issue 10). Like
 * 'More Info' it waits for the page to run in the browser, because the tap itself starts the
 * narration (a link followed before then would open a silent stop): straight to a stop, it plays
 * that stop's narration at once, before the stop has loaded. On a first visit to a stop the Terms
 * of Use would hide, it asks them here first, and 'I Accept' plays and opens the stop.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { startStoryNow } from "../tours/audio/narration-element";
import { startNarration } from "../tours/audio/narration-state";
import { termsAccepted } from "../tours/screen/terms-accepted";
import { useInteractive } from "../tours/use-interactive";
import type { StoryLink } from "./story-path";
import { plainClick } from "../../lib/plain-click";
import { useIdle } from "../../lib/use-idle";
import { useTermsFirst } from "./terms-first";

export const STORY_BUTTON = "Hear the Story";

export function StoryButton({ story, recordTitle }: { story: StoryLink; recordTitle: string }) {
  const interactive = useInteractive();
  const idle = useIdle();
  const terms = useTermsFirst();
  const [accepted] = termsAccepted.use();
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
        aria-haspopup={story.narration?.termsGated && !accepted ? "dialog" : undefined}
        // The stop's code and data load while the visitor reads this page, once it is idle, or
        // while the Terms of Use are read.
        prefetch={idle || terms.asking ? "render" : "none"}
        onClick={(event) => {
          track("LandingPage", "HearStory", recordTitle);
          if (!plainClick(event) || terms.ask(event, story)) return;
          if (story.narration) startStoryNow(story.narration);
          else startNarration();
        }}
      >
        {STORY_BUTTON}
      </AppLink>
      {terms.modal}
    </>
  );
}

/**
 * The welcome page's first, primary button: one tap to this place's story (issue 10). Like
 * 'More Info' it waits for the page to run in the browser, because the tap itself starts the
 * narration (a link followed before then would open a silent stop): straight to a stop, it plays
 * that stop's narration at once, before the stop has loaded.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { startStoryNow } from "../tours/audio/narration-element";
import { startNarration } from "../tours/audio/narration-state";
import { useInteractive } from "../tours/use-interactive";
import type { StoryLink } from "./story-path";
import { useIdle } from "../../lib/use-idle";

export const STORY_BUTTON = "Hear the Story";

export function StoryButton({ story, recordTitle }: { story: StoryLink; recordTitle: string }) {
  const interactive = useInteractive();
  const idle = useIdle();
  if (!interactive) {
    return (
      <button type="button" className="button button--story" disabled>
        {STORY_BUTTON}
      </button>
    );
  }
  return (
    <AppLink
      to={story.href}
      className="button button--story"
      // The stop's code and data load while the visitor reads this page, once it is idle.
      prefetch={idle ? "render" : "none"}
      onClick={() => {
        if (story.narration) startStoryNow(story.narration);
        else startNarration();
        track("LandingPage", "HearStory", recordTitle);
      }}
    >
      {STORY_BUTTON}
    </AppLink>
  );
}

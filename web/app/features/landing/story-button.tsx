/**
 * The welcome page's first, primary button: one tap to this place's story (issue 10). Like
 * 'More Info' it waits for the page to run in the browser, because the tap itself must start the
 * narration: a link followed before then would open a silent stop.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { startNarration } from "../tours/audio/narration-state";
import { useInteractive } from "../tours/use-interactive";

export const STORY_BUTTON = "Hear the Story";

export function StoryButton({ href, recordTitle }: { href: string; recordTitle: string }) {
  const interactive = useInteractive();
  if (!interactive) {
    return (
      <button type="button" className="button button--story" disabled>
        {STORY_BUTTON}
      </button>
    );
  }
  return (
    <AppLink
      to={href}
      className="button button--story"
      onClick={() => {
        startNarration();
        track("LandingPage", "HearStory", recordTitle);
      }}
    >
      {STORY_BUTTON}
    </AppLink>
  );
}

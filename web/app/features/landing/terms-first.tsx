/**
 * The Terms of Use asked before the stop, on the QR page whose tap leads to it (welcome page,
 * tour choice). On a first visit the stop's modal could only be answered once the stop's code and
 * data had arrived and run; here 'I Accept' can be tapped as soon as this page runs, and that tap
 * plays the narration (loaded since the tap that asked) and opens the stop, which then asks
 * nothing. The same modal as on a stop, storing the same flag.
 */
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { plainClick } from "../../lib/plain-click";
import { useAppNavigate } from "../chrome/campaign";
import { loadNarration, startStoryNow, unloadNarration } from "../tours/audio/narration-element";
import { acceptTerms, termsAccepted } from "../tours/screen/terms-accepted";
import { TermsModal } from "../tours/screen/terms-modal";
import type { StoryLink } from "./story-path";

export interface TermsFirst {
  /**
   * From a story link's click handler: when the link leads to a stop the Terms of Use would hide,
   * keeps the link from being followed, starts loading the narration and asks; true when it did.
   */
  ask(event: MouseEvent<HTMLElement>, story: StoryLink): boolean;
  /** Whether the modal is asking (the stop's code and data may be fetched meanwhile). */
  asking: boolean;
  /** The modal, to render once on the page. */
  modal: ReactNode;
}

/** Whether following `story` would open a stop behind the Terms of Use. */
export const needsTerms = (story: StoryLink): boolean =>
  story.narration?.termsGated === true && !termsAccepted.get();

export function useTermsFirst(): TermsFirst {
  const navigate = useAppNavigate();
  const [story, setStory] = useState<StoryLink | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const accepted = useRef(false);

  const ask = (event: MouseEvent<HTMLElement>, link: StoryLink) => {
    // A new tab or window opens the stop itself, which asks there.
    if (!plainClick(event) || !needsTerms(link)) return false;
    event.preventDefault();
    loadNarration(link.narration?.audio ?? "");
    opener.current = event.currentTarget;
    accepted.current = false;
    setStory(link);
    return true;
  };

  const modal = (
    <TermsModal
      open={story !== null}
      onAccept={() => {
        if (!story) return;
        acceptTerms();
        accepted.current = true;
        // In this tap, while it lets the browser play; the stop's player adopts the element.
        if (story.narration) startStoryNow(story.narration);
        setStory(null);
        navigate(story.href);
      }}
      onClose={() => {
        if (!accepted.current) unloadNarration();
        setStory(null);
      }}
      // Back to the button that asked: on Cancel nothing else changed, and after 'I Accept' the
      // stop takes focus once it shows.
      onClosed={() => opener.current?.focus()}
    />
  );
  return { ask, asking: story !== null, modal };
}

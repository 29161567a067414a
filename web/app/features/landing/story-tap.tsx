/**
 * A tap on the welcome page's link to a stop's story ('Hear the Story'): the narration starts in
 * the tap, and the stop is drawn once it has started (on a slow phone that
 * drawing holds the main thread the narration needs to start).
 *
 * When the Terms of Use would hide that stop (a first visit), they are asked right here, in the
 * same modal as on a stop, storing the same flag: the stop's modal could only be answered once the
 * stop's code and data had arrived and run, this one as soon as this page runs. The tap that asks
 * starts loading the narration, 'I Accept' plays it and opens the stop, which asks nothing more.
 */
import { type MouseEvent, type ReactNode, useRef, useState } from "react";
import { PrefetchPageLinks } from "react-router";
import { plainClick } from "../../lib/plain-click";
import { useAppNavigate, useCampaignHref } from "../chrome/campaign";
import {
  loadNarration,
  startStoryNow,
  unloadNarration,
  whenNarrationLoaded,
  whenSounding,
} from "../tours/narration";
import { acceptTerms, TermsModal, termsAccepted } from "../tours/terms";
import type { EarlyStoryTap } from "./early-story-tap";
import type { StoryLink } from "./story-path";

export interface StoryTap {
  /** The story link's click handler. */
  follow(event: MouseEvent<HTMLElement>, story: StoryLink): void;
  /** Carries on from what the page's inline script did with taps on `link` before it ran. */
  resume(early: EarlyStoryTap, story: StoryLink, link: HTMLElement | null): void;
  /** The Terms of Use modal, to render once on the page. */
  modal: ReactNode;
  /** A story link was followed: the page loads what the tap needs, and nothing more. */
  tapped: boolean;
}

/** Whether following `story` would open a stop behind the Terms of Use. */
export const needsTerms = (story: StoryLink): boolean =>
  story.narration.termsGated && !termsAccepted.get();

export function useStoryTap(): StoryTap {
  const navigate = useAppNavigate();
  const href = useCampaignHref();
  const [asking, setAsking] = useState<StoryLink | null>(null);
  const [prefetch, setPrefetch] = useState<string | null>(null);
  const [tapped, setTapped] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const accepted = useRef(false);

  const playAndOpen = (story: StoryLink) => {
    // In this tap, while it lets the browser play; the stop's player adopts the element.
    startStoryNow(story.narration);
    whenSounding(() => navigate(story.href));
  };

  const follow = (event: MouseEvent<HTMLElement>, story: StoryLink) => {
    // A new tab or window opens the stop itself (which asks for the terms there).
    if (!plainClick(event)) return;
    setTapped(true);
    event.preventDefault();
    if (needsTerms(story)) ask(story, story.narration.audio, event.currentTarget);
    else playAndOpen(story);
  };

  const ask = (story: StoryLink, audio: string, from: HTMLElement | null) => {
    loadNarration(audio);
    // The stop's code and data load while the terms are read, once the narration has come in
    // (on a slow link they would share it).
    whenNarrationLoaded(() => setPrefetch(story.href));
    opener.current = from;
    accepted.current = false;
    setAsking(story);
  };

  // The narration the script started plays on: the same source and play() leave it as it is.
  const resume = (early: EarlyStoryTap, story: StoryLink, link: HTMLElement | null) => {
    setTapped(true);
    if (early.accepted) acceptTerms();
    if (early.stage === "asking") ask(story, story.narration.audio, link);
    else if (early.stage === "going") playAndOpen(story);
  };

  const modal = (
    <>
      {prefetch && <PrefetchPageLinks page={href(prefetch)} />}
      <TermsModal
        open={asking !== null}
        onAccept={() => {
          if (!asking) return;
          acceptTerms();
          accepted.current = true;
          playAndOpen(asking);
          setAsking(null);
        }}
        onClose={() => {
          if (!accepted.current) unloadNarration();
          setAsking(null);
        }}
        // Back to the link that asked: on Cancel nothing else changed, and after 'I Accept' the
        // stop takes focus once it shows.
        onClosed={() => opener.current?.focus()}
      />
    </>
  );
  return { follow, resume, modal, tapped };
}

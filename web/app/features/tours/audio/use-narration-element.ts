/** The tour screen's player's hold on the app's one narration element. */
import { useEffect, useEffectEvent } from "react";
import type { AudioController } from "./audio-controller";
import { narrationElement, setNarrationSource } from "./narration-element";

export interface ElementEvents {
  onPlay(): void;
  onPause(audio: HTMLAudioElement): void;
  onEnded(): void;
}

/**
 * Adopts the app's one narration element (a tap may have started it already) while the player is
 * shown, and empties it when the player goes: leaving the tour ends its narration.
 */
export function useNarrationElement(controller: AudioController, events: ElementEvents): void {
  const onPlay = useEffectEvent(events.onPlay);
  const onPause = useEffectEvent(events.onPause);
  const onEnded = useEffectEvent(events.onEnded);
  useEffect(() => {
    const element = narrationElement();
    const detach = controller.attach(element);
    const play = () => onPlay();
    const pause = () => onPause(element);
    const ended = () => onEnded();
    element.addEventListener("play", play);
    element.addEventListener("pause", pause);
    element.addEventListener("ended", ended);
    return () => {
      element.removeEventListener("play", play);
      element.removeEventListener("pause", pause);
      element.removeEventListener("ended", ended);
      detach?.();
      element.pause();
      setNarrationSource(element, "");
    };
  }, [controller]);
}

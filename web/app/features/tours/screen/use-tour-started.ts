/**
 * The 'tour started' flag (SPEC §3 client state): once a visitor starts a tour, its intro offers
 * 'Go to First Stop' / 'Go to Virtual Stop'. Kept for the browser tab's session.
 */
import { useStoredFlag } from "./stored-flag";

export function useTourStarted(tourId: string): [started: boolean, markStarted: () => void] {
  return useStoredFlag("session", `tour-started:${tourId}`);
}
